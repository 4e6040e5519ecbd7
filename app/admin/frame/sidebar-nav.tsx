import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import type { LeadCounts } from "../../../common/leads";
import type { User } from "../../../common/user";
import { NewLeadsBadge } from "./new-leads-badge";
import { navItems, pagesNavItem, siteContentNavItems } from "./nav-items";

/**
 * The sidebar's links: the pages this user may open (the lead pages say how many new leads
 * wait; `leadCounts` is null for those who may not see leads), then the site's content kinds.
 * On the icon rail only the icons show.
 */
export function SidebarNav({
  user,
  leadCounts,
  rail,
  onNavigate,
}: {
  user: User;
  leadCounts: LeadCounts | null;
  rail: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation("admin");
  const entries = navItems.filter((entry) => user.role === "admin" || !entry.adminOnly);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${rail ? "justify-center" : ""} ${
      isActive ? "bg-brand-600 text-white" : "text-slate-300 hover:bg-slate-800 hover:text-white"
    }`;

  return (
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
                onClick={onNavigate}
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
        <li>
          <NavLink
            to={pagesNavItem.to}
            onClick={onNavigate}
            className={linkClass}
            title={rail ? t(`nav.${pagesNavItem.key}`) : undefined}
          >
            <pagesNavItem.icon aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span className={rail ? "sr-only" : ""}>{t(`nav.${pagesNavItem.key}`)}</span>
          </NavLink>
        </li>
        {siteContentNavItems.map(({ kind, icon: Icon }) => (
          <li key={kind}>
            <NavLink
              to={`/admin/content/${kind}`}
              onClick={onNavigate}
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
  );
}
