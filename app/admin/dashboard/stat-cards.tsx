import { ClipboardList, FileCheck2, FilePen, Inbox, Shapes } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Dashboard } from "../../../common/dashboard";

const cards = [
  {
    key: "publishedPosts",
    icon: FileCheck2,
    to: "/admin/posts?status=published",
  },
  { key: "draftPosts", icon: FilePen, to: "/admin/posts?status=draft" },
  { key: "applications", icon: ClipboardList, to: "/admin/applications" },
  { key: "unreadMessages", icon: Inbox, to: "/admin/messages" },
  { key: "logoOrders", icon: Shapes, to: "/admin/logo-orders" },
] as const;

/** The dashboard's figures, each with its change over the last 30 days and a link to its list. */
export function StatCards({ stats }: { stats: Dashboard["stats"] }) {
  const { t } = useTranslation("admin");
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
      {cards.map(({ key, icon: Icon, to }) => {
        const stat = stats[key];
        const change = stat.last30Days - stat.previous30Days;
        return (
          <li key={key}>
            <Link
              to={to}
              className="block rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-center justify-between text-sm text-slate-500 dark:text-slate-400">
                <span>{t(`dashboard.stats.${key}`)}</span>
                <Icon aria-hidden="true" className="h-5 w-5" />
              </div>
              <p className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">{stat.value}</p>
              <p
                className={`mt-1 text-sm ${change > 0 ? "text-green-700 dark:text-green-400" : change < 0 ? "text-red-700 dark:text-red-400" : "text-slate-500"}`}
              >
                {t(`dashboard.change.${key}`, {
                  change: change > 0 ? `+${change}` : String(change),
                  last: stat.last30Days,
                  previous: stat.previous30Days,
                })}
              </p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
