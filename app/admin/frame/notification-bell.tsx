import { Bell } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { adminCall } from "~/admin/ui/api";
import { Dropdown } from "~/components/ui/dropdown";
import { notificationContract } from "../../../common/contract/notifications";
import type { NotificationKind, Notifications, NotificationsSeenInput } from "../../../common/notifications";

/** Where each kind of notification is dealt with. */
const notificationLinks: Record<NotificationKind, (id: string) => string> = {
  application: () => "/admin/applications",
  message: (id) => `/admin/messages?open=${encodeURIComponent(id)}`,
  comment: () => "/admin/comments",
  logoOrder: (id) => `/admin/logo-orders?open=${encodeURIComponent(id)}`,
};

/** A new answer from the server is a new bell: what it lists, and whether it was opened. */
const notificationsKey = ({ items, unseen }: Notifications) => `${unseen}:${items.map((item) => item._id).join()}`;

/** The header's bell; a new answer from the server starts it afresh. */
export function NotificationBell({ notifications }: { notifications: Notifications }) {
  return <NotificationsMenu key={notificationsKey(notifications)} notifications={notifications} />;
}

/**
 * What came in since the user last opened the bell, with its count. Opening it marks them
 * seen on the server: the count goes, the list stays until the next page load.
 */
function NotificationsMenu({ notifications }: { notifications: Notifications }) {
  const { t } = useTranslation("admin");
  const [opened, setOpened] = useState(false);
  const unseen = opened ? 0 : notifications.unseen;
  const markSeen = () => {
    // Seen up to the newest item shown: a lead that came in since this page loaded stays new.
    const newest = notifications.items[0];
    if (opened || notifications.unseen === 0 || !newest) return;
    setOpened(true);
    const seen: NotificationsSeenInput = { until: newest.createdAt };
    void adminCall(notificationContract.markNotificationsSeen, { body: seen }).catch(() => undefined);
  };
  return (
    <Dropdown
      align="end"
      onOpen={markSeen}
      ariaLabel={t("frame.notifications", { count: unseen })}
      buttonClassName="relative rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      label={
        <>
          <Bell aria-hidden="true" className="h-5 w-5" />
          {unseen > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute -top-0.5 right-4 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
            >
              {unseen > 99 ? "99+" : unseen}
            </span>
          )}
        </>
      }
    >
      {(close) =>
        notifications.items.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">{t("frame.noNotifications")}</p>
        ) : (
          <ul className="w-72 max-w-[calc(100vw-2rem)] space-y-1">
            {notifications.items.map((item) => (
              <li key={`${item.kind}-${item._id}`}>
                <Link
                  to={notificationLinks[item.kind](item._id)}
                  onClick={close}
                  className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span className="block font-semibold">{item.title}</span>
                  <span className="block truncate text-slate-500 dark:text-slate-400">
                    {t(`frame.notificationKinds.${item.kind}`)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </Dropdown>
  );
}
