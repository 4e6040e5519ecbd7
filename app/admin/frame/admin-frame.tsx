import {
  Award,
  Bell,
  Briefcase,
  ChartNoAxesColumn,
  CircleHelp,
  FolderKanban,
  Handshake,
  Package,
  Quote,
  Users,
  ClipboardList,
  FileText,
  FolderTree,
  History,
  Images,
  Inbox,
  LayoutGrid,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  MessageSquare,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  UserCog,
  UserRound,
  IdCard,
  X,
} from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation, useNavigate, useNavigation } from "react-router";
import { LanguageDropdown } from "~/components/layout/language-switcher";
import { Dropdown } from "~/components/ui/dropdown";
import { adminFetch, signOut } from "~/admin/ui/api";
import { LoadingState } from "~/components/ui/spinner";
import { useMediaQuery } from "~/components/ui/use-media-query";
import { Toaster } from "~/components/ui/toast";
import { loadingTextKey } from "./loading-text";
import type { ContentKind } from "../../../common/content/kinds";
import type { LeadCounts } from "../../../common/leads";
import type { NotificationKind, Notifications, NotificationsSeenInput } from "../../../common/notifications";
import type { User } from "../../../common/user";

/** The sidebar, in the spec's order; `adminOnly` entries are left out for editors (the API refuses them too). */
const navigation = [
  { to: "/admin", key: "dashboard", icon: LayoutDashboard, end: true, adminOnly: true },
  { to: "/admin/posts", key: "posts", icon: FileText, end: false, adminOnly: false },
  { to: "/admin/media", key: "media", icon: Images, end: false, adminOnly: false },
  { to: "/admin/comments", key: "comments", icon: MessageSquare, end: false, adminOnly: false },
  { to: "/admin/categories", key: "categories", icon: FolderTree, end: false, adminOnly: false },
  {
    to: "/admin/applications",
    key: "applications",
    icon: ClipboardList,
    end: false,
    adminOnly: true,
    newLeads: (counts: LeadCounts) => counts.applications.new,
  },
  {
    to: "/admin/messages",
    key: "messages",
    icon: Inbox,
    end: false,
    adminOnly: true,
    newLeads: (counts: LeadCounts) => counts.contactMessages.new,
  },
  { to: "/admin/subscribers", key: "subscribers", icon: Mail, end: false, adminOnly: true },
  { to: "/admin/users", key: "users", icon: IdCard, end: false, adminOnly: true },
  { to: "/admin/settings", key: "settings", icon: Settings, end: false, adminOnly: true },
  { to: "/admin/activity", key: "activity", icon: History, end: false, adminOnly: true },
] as const;

/** The "Site content" group: one entry per kind, for every staff member (decision 019). */
const contentNavigation = [
  { kind: "services", icon: Briefcase },
  { kind: "projects", icon: FolderKanban },
  { kind: "testimonials", icon: Quote },
  { kind: "partners", icon: Handshake },
  { kind: "faq", icon: CircleHelp },
  { kind: "packages", icon: Package },
  { kind: "team", icon: Users },
  { kind: "about-figures", icon: ChartNoAxesColumn },
  { kind: "offerings", icon: LayoutGrid },
  { kind: "featured-project", icon: Award },
] as const satisfies readonly { kind: ContentKind; icon: unknown }[];

export const sidebarStorageKey = "adminSidebarCollapsed";

function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    void navigate("/admin/login");
  };
}

/**
 * The admin layout: a sidebar (collapsible to an icon rail on wider screens, an overlay
 * drawer on a phone; the lead pages say how many new leads wait), a header with
 * notifications and profile, and the page. `leadCounts` is null for those who may not see leads.
 */
export function AdminFrame({
  user,
  notifications,
  leadCounts,
  children,
}: {
  user: User;
  notifications: Notifications;
  leadCounts: LeadCounts | null;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  const logout = useLogout();
  const wide = useMediaQuery("(min-width: 768px)");
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(sidebarStorageKey) === "true");
  useEffect(() => localStorage.setItem(sidebarStorageKey, String(collapsed)), [collapsed]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    if (!drawerOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setDrawerOpen(false);
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [drawerOpen]);
  // The rail is a wide-screen choice; the phone's drawer always shows the names.
  const rail = collapsed && wide;
  const entries = navigation.filter((entry) => user.role === "admin" || !entry.adminOnly);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${rail ? "justify-center" : ""} ${
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
      {drawerOpen && (
        <div
          aria-hidden="true"
          onClick={() => setDrawerOpen(false)}
          className="fixed inset-0 z-40 bg-slate-950/60 md:hidden"
        />
      )}
      <aside
        id="admin-sidebar"
        data-collapsed={rail}
        data-open={drawerOpen}
        className={`fixed inset-y-0 left-0 z-50 flex h-dvh w-64 shrink-0 flex-col bg-slate-900 text-white transition-[width,translate] md:sticky md:top-0 md:z-auto md:h-screen md:translate-x-0 ${
          drawerOpen ? "translate-x-0" : "-translate-x-full"
        } ${rail ? "md:w-20" : "md:w-64"}`}
      >
        <div
          className={`flex h-16 items-center gap-2 border-b border-slate-800 px-4 ${rail ? "justify-center" : "justify-between"}`}
        >
          {!rail && (
            <Link
              to="/admin"
              onClick={() => setDrawerOpen(false)}
              className="flex min-w-0 items-center gap-2 truncate text-lg font-bold"
            >
              <img src="/favicon.svg" alt="" width={28} height={28} className="shrink-0" />
              {t("brand")}
            </Link>
          )}
          {wide ? (
            <button
              type="button"
              onClick={() => setCollapsed((value) => !value)}
              aria-expanded={!collapsed}
              aria-label={t(collapsed ? "frame.expand" : "frame.collapse")}
              title={t(collapsed ? "frame.expand" : "frame.collapse")}
              className="shrink-0 rounded-lg p-2 text-slate-300 hover:bg-slate-800 hover:text-white"
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" className="h-5 w-5" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="h-5 w-5" />
              )}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => setDrawerOpen(false)}
              aria-label={t("frame.closeMenu")}
              className="shrink-0 rounded-lg p-2 text-slate-300 hover:bg-slate-800 hover:text-white"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          )}
        </div>
        <nav aria-label={t("frame.navigation")} className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {entries.map((item) => {
              const { to, key, icon: Icon, end } = item;
              const newLeads = "newLeads" in item && leadCounts ? item.newLeads(leadCounts) : 0;
              return (
                <li key={key}>
                  <NavLink
                    to={to}
                    end={end}
                    onClick={() => setDrawerOpen(false)}
                    className={linkClass}
                    title={rail ? t(`nav.${key}`) : undefined}
                  >
                    <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                    <span className={rail ? "sr-only" : ""}>{t(`nav.${key}`)}</span>
                    {newLeads > 0 && <NewLeadsBadge count={newLeads} collapsed={rail} />}
                  </NavLink>
                </li>
              );
            })}
          </ul>
          <h2
            id="admin-nav-content"
            className={`mt-5 mb-1 px-3 text-xs font-semibold tracking-wide text-slate-400 uppercase ${rail ? "sr-only" : ""}`}
          >
            {t("nav.siteContent")}
          </h2>
          <ul
            aria-labelledby="admin-nav-content"
            className={`space-y-1 ${rail ? "mt-3 border-t border-slate-800 pt-3" : ""}`}
          >
            {contentNavigation.map(({ kind, icon: Icon }) => (
              <li key={kind}>
                <NavLink
                  to={`/admin/content/${kind}`}
                  onClick={() => setDrawerOpen(false)}
                  className={linkClass}
                  title={rail ? t(`content.kinds.${kind}`) : undefined}
                >
                  <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                  <span className={rail ? "sr-only" : ""}>{t(`content.kinds.${kind}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-800 p-3">
          <button
            type="button"
            onClick={logout}
            title={rail ? t("nav.logout") : undefined}
            className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white ${rail ? "justify-center" : ""}`}
          >
            <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span className={rail ? "sr-only" : ""}>{t("nav.logout")}</span>
          </button>
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-expanded={drawerOpen}
            aria-controls="admin-sidebar"
            aria-label={t("frame.openMenu")}
            className="rounded-lg p-2 hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
          >
            <Menu aria-hidden="true" className="h-5 w-5" />
          </button>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LanguageDropdown />
            <NotificationsMenu key={notificationsKey(notifications)} notifications={notifications} />
            <ProfileMenu user={user} onLogout={logout} />
          </div>
        </header>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none sm:p-6 lg:p-8">
          <PageLoading />
          {children}
        </main>
      </div>
      <Toaster closeLabel={t("common.close")} />
    </div>
  );
}

/** How many new leads wait on a page: a pill beside its name, or a dot on the icon rail. */
function NewLeadsBadge({ count, collapsed }: { count: number; collapsed: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <span
      data-new-leads={count}
      className={`rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white ${
        collapsed ? "absolute top-0.5 right-1.5 min-w-5" : "ml-auto min-w-6"
      }`}
    >
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{`, ${t("leads.newCount", { count })}`}</span>
    </span>
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

/** Where each kind of notification is dealt with. */
const notificationLinks: Record<NotificationKind, (id: string) => string> = {
  application: () => "/admin/applications",
  message: (id) => `/admin/messages?open=${encodeURIComponent(id)}`,
  comment: () => "/admin/comments",
};

/** A new answer from the server is a new bell: what it lists, and whether it was opened. */
const notificationsKey = ({ items, unseen }: Notifications) => `${unseen}:${items.map((item) => item._id).join()}`;

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
    void adminFetch("/api/notifications/seen", { method: "POST", json: seen }).catch(() => undefined);
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

const profileMenuItem =
  "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800";

function ProfileMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation("admin");
  const name = user.name;
  return (
    <Dropdown
      align="end"
      ariaLabel={t("frame.profileMenu", { name })}
      buttonClassName="rounded-lg px-2 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
      label={
        <>
          <UserRound aria-hidden="true" className="h-5 w-5" />
          <span className="hidden max-w-40 truncate sm:inline">{name}</span>
        </>
      }
    >
      {(close) => (
        <div className="w-56">
          <p className="truncate px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
            {user.email}
            <span className="block text-xs">{t(`users.roles.${user.role}`)}</span>
          </p>
          <Link to="/admin/profile" onClick={close} className={profileMenuItem}>
            <UserCog aria-hidden="true" className="h-4 w-4" />
            {t("profile.title")}
          </Link>
          <button type="button" onClick={onLogout} className={profileMenuItem}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t("nav.logout")}
          </button>
        </div>
      )}
    </Dropdown>
  );
}
