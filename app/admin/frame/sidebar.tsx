import { LogOut, PanelLeftClose, PanelLeftOpen, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LeadCounts } from "../../../common/leads";
import type { User } from "../../../common/user";
import { SidebarNav } from "./sidebar-nav";
import type { SidebarState } from "./use-sidebar-state";
import { useAdminBrand } from "./admin-brand";

/**
 * The sidebar: collapsible to an icon rail on wider screens, an overlay drawer on a phone
 * (with a backdrop that closes it), the links, and signing out at the bottom.
 */
export function Sidebar({
  user,
  leadCounts,
  state: { wide, collapsed, toggleCollapsed, rail, drawerOpen, closeDrawer },
  onLogout,
}: {
  user: User;
  leadCounts: LeadCounts | null;
  state: SidebarState;
  onLogout: () => void;
}) {
  const { t } = useTranslation("admin");
  const brand = useAdminBrand();
  return (
    <>
      {drawerOpen && (
        <div aria-hidden="true" onClick={closeDrawer} className="fixed inset-0 z-40 bg-slate-950/60 md:hidden" />
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
            // A long agency name wraps onto a second line between words and is shortened
            // after it, never cut inside a word; the tooltip holds it whole.
            <Link
              to="/admin"
              onClick={closeDrawer}
              title={brand}
              className="flex min-w-0 items-center gap-2 text-base leading-tight font-bold"
            >
              <img src="/favicon.svg" alt="" width={28} height={28} className="shrink-0" />
              <span data-admin-brand className="line-clamp-2 min-w-0 [overflow-wrap:normal]">
                {brand}
              </span>
            </Link>
          )}
          {wide ? (
            <button
              type="button"
              onClick={toggleCollapsed}
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
              onClick={closeDrawer}
              aria-label={t("frame.closeMenu")}
              className="shrink-0 rounded-lg p-2 text-slate-300 hover:bg-slate-800 hover:text-white"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          )}
        </div>
        <SidebarNav user={user} leadCounts={leadCounts} rail={rail} onNavigate={closeDrawer} />
        <div className="border-t border-slate-800 p-3">
          <button
            type="button"
            onClick={onLogout}
            title={rail ? t("nav.logout") : undefined}
            className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white ${rail ? "justify-center" : ""}`}
          >
            <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span className={rail ? "sr-only" : ""}>{t("nav.logout")}</span>
          </button>
        </div>
      </aside>
    </>
  );
}
