import { Menu } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LanguageDropdown } from "~/components/layout/language-switcher";
import { Toaster } from "~/components/ui/toast";
import type { LeadCounts } from "../../../common/leads";
import type { Notifications } from "../../../common/notifications";
import type { User } from "../../../common/user";
import { NotificationBell } from "./notification-bell";
import { PageLoading } from "./page-loading";
import { ProfileMenu } from "./profile-menu";
import { Sidebar } from "./sidebar";
import { useLogout } from "./use-logout";
import { useSidebarState } from "./use-sidebar-state";

/**
 * The admin layout: a sidebar, a header with notifications and profile, and the page.
 * `leadCounts` is null for those who may not see leads.
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
  const sidebar = useSidebarState();

  return (
    <div className="flex min-h-screen bg-slate-50 dark:bg-slate-950">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("frame.skipToContent")}
      </a>
      <Sidebar user={user} leadCounts={leadCounts} state={sidebar} onLogout={logout} />

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
          <button
            type="button"
            onClick={sidebar.openDrawer}
            aria-expanded={sidebar.drawerOpen}
            aria-controls="admin-sidebar"
            aria-label={t("frame.openMenu")}
            className="rounded-lg p-2 hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
          >
            <Menu aria-hidden="true" className="h-5 w-5" />
          </button>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LanguageDropdown />
            <NotificationBell notifications={notifications} />
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
