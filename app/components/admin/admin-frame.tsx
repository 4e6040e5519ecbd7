import {
  Bell,
  ClipboardList,
  FileText,
  FolderTree,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  UserRound,
} from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation, useNavigate, useNavigation } from "react-router";
import { LanguageDropdown } from "~/components/layout/language-switcher";
import { Dropdown } from "~/components/ui/dropdown";
import { signOut } from "~/features/admin/api";
import { LoadingState } from "~/components/ui/spinner";
import { Toaster } from "~/components/ui/toast";
import { loadingTextKey } from "~/features/admin/sections";
import type { ContactMessage } from "../../../common/leads";
import type { User } from "../../../common/user";

// Media, comments, users and settings join this list with their pages (Admin II).
const navigation = [
  { to: "/admin", key: "dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/posts", key: "posts", icon: FileText, end: false },
  { to: "/admin/categories", key: "categories", icon: FolderTree, end: false },
  { to: "/admin/applications", key: "applications", icon: ClipboardList, end: false },
  { to: "/admin/messages", key: "messages", icon: Inbox, end: false },
  { to: "/admin/subscribers", key: "subscribers", icon: Mail, end: false },
  { to: "/admin/settings", key: "settings", icon: Settings, end: false, adminOnly: true },
] as const;

export const sidebarStorageKey = "adminSidebarCollapsed";

function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    void navigate("/admin/login");
  };
}

/** The admin layout: collapsible sidebar, header with notifications and profile, content. */
export function AdminFrame({
  user,
  unreadMessages,
  children,
}: {
  user: User;
  unreadMessages: ContactMessage[];
  children: React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  const logout = useLogout();
  // The remembered choice; without one, phones start with the icon rail so the page keeps the screen.
  const [collapsed, setCollapsed] = useState(() => {
    const stored = localStorage.getItem(sidebarStorageKey);
    return stored === null ? window.matchMedia("(max-width: 767px)").matches : stored === "true";
  });
  useEffect(() => localStorage.setItem(sidebarStorageKey, String(collapsed)), [collapsed]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${collapsed ? "justify-center" : ""} ${
      isActive ? "bg-brand-600 text-white" : "text-slate-300 hover:bg-slate-800 hover:text-white"
    }`;

  return (
    <div className="flex min-h-screen bg-slate-50 dark:bg-slate-950">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("frame.skipToContent")}
      </a>
      <aside
        data-collapsed={collapsed}
        className={`sticky top-0 flex h-screen shrink-0 flex-col bg-slate-900 text-white transition-[width] ${collapsed ? "w-20" : "w-64"}`}
      >
        <div
          className={`flex h-16 items-center border-b border-slate-800 px-4 ${collapsed ? "justify-center" : "justify-between"}`}
        >
          {!collapsed && (
            <Link to="/admin" className="truncate text-lg font-bold">
              {t("brand")}
            </Link>
          )}
          <button
            type="button"
            onClick={() => setCollapsed((value) => !value)}
            aria-expanded={!collapsed}
            aria-label={t(collapsed ? "frame.expand" : "frame.collapse")}
            title={t(collapsed ? "frame.expand" : "frame.collapse")}
            className="rounded-lg p-2 text-slate-300 hover:bg-slate-800 hover:text-white"
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" className="h-5 w-5" />
            ) : (
              <PanelLeftClose aria-hidden="true" className="h-5 w-5" />
            )}
          </button>
        </div>
        <nav aria-label={t("frame.navigation")} className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {navigation.map(({ to, key, icon: Icon, end }) => (
              <li key={key}>
                <NavLink to={to} end={end} className={linkClass} title={collapsed ? t(`nav.${key}`) : undefined}>
                  <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                  <span className={collapsed ? "sr-only" : ""}>{t(`nav.${key}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-800 p-3">
          <button
            type="button"
            onClick={logout}
            title={collapsed ? t("nav.logout") : undefined}
            className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white ${collapsed ? "justify-center" : ""}`}
          >
            <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span className={collapsed ? "sr-only" : ""}>{t("nav.logout")}</span>
          </button>
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-end gap-2 border-b border-slate-200 bg-white px-4 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
          <LanguageDropdown />
          <NotificationsMenu unread={unreadMessages} />
          <ProfileMenu user={user} onLogout={logout} />
        </header>
        <main id="admin-main" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          <PageLoading />
          {children}
        </main>
      </div>
      <Toaster closeLabel={t("common.close")} />
    </div>
  );
}

/**
 * While another admin page loads its data, the current one stays and says so: the page
 * changes only when what it shows is there.
 */
function PageLoading() {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== "loading" || navigation.location.pathname === pathname) return null;
  return <LoadingState text={t(loadingTextKey(navigation.location.pathname))} className="mb-4 justify-start py-0" />;
}

/** Unread contact messages: the staff's to-do list, fresh after every change staff make. */
function NotificationsMenu({ unread }: { unread: ContactMessage[] }) {
  const { t } = useTranslation("admin");
  return (
    <Dropdown
      align="end"
      ariaLabel={t("frame.notifications", { count: unread.length })}
      buttonClassName="relative rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      label={
        <>
          <Bell aria-hidden="true" className="h-5 w-5" />
          {unread.length > 0 && (
            <span aria-hidden="true" className="absolute top-1 right-5 h-2.5 w-2.5 rounded-full bg-red-500" />
          )}
        </>
      }
    >
      {(close) =>
        unread.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">{t("frame.noNotifications")}</p>
        ) : (
          <ul className="w-72 space-y-1">
            {unread.slice(0, 5).map((message) => (
              <li key={message._id}>
                <Link
                  to={`/admin/messages?open=${message._id}`}
                  onClick={close}
                  className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span className="block font-semibold">{message.name}</span>
                  <span className="block truncate text-slate-500 dark:text-slate-400">{message.subject}</span>
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/admin/messages"
                onClick={close}
                className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand-600 hover:bg-slate-100 dark:text-brand-100 dark:hover:bg-slate-800"
              >
                {t("frame.allMessages", { count: unread.length })}
              </Link>
            </li>
          </ul>
        )
      }
    </Dropdown>
  );
}

function ProfileMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation("admin");
  const name = user.name;
  return (
    <Dropdown
      align="end"
      buttonClassName="rounded-lg px-2 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
      label={
        <>
          <UserRound aria-hidden="true" className="h-5 w-5" />
          <span>{name}</span>
        </>
      }
    >
      {() => (
        <div className="w-56">
          <p className="truncate px-3 py-2 text-sm text-slate-500 dark:text-slate-400">{user.email}</p>
          <button
            type="button"
            onClick={onLogout}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t("nav.logout")}
          </button>
        </div>
      )}
    </Dropdown>
  );
}
