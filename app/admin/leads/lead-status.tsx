import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type LeadStatus, type LeadStatusCounts, leadStatuses } from "../../../common/leads";

const badgeColours: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200",
  contacted: "bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200",
  won: "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200",
  lost: "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200",
};

/** Where a lead stands, as a coloured label. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation("admin");
  return (
    <span
      data-lead-status={status}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${badgeColours[status]}`}
    >
      {t(`leads.status.${status}`)}
    </span>
  );
}

/**
 * The lead lists' filter: a chip per status with how many leads are in it, and one for
 * all. Each is a link (`?status=`), so the address keeps the filter and Back undoes it.
 */
export function LeadStatusFilter({ counts, current }: { counts: LeadStatusCounts; current: LeadStatus | undefined }) {
  const { t } = useTranslation("admin");
  const total = leadStatuses.reduce((sum, status) => sum + counts[status], 0);
  const chips = [
    { status: undefined, label: t("leads.all"), count: total },
    ...leadStatuses.map((status) => ({ status, label: t(`leads.status.${status}`), count: counts[status] })),
  ];
  return (
    <nav aria-label={t("leads.filter")} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ status, label, count }) => {
          const active = status === current;
          return (
            <li key={status ?? "all"}>
              <Link
                to={{ search: status ? `?status=${status}` : "" }}
                aria-current={active ? "true" : undefined}
                className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium ${
                  active
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
                }`}
              >
                {label}
                <span className={`text-xs ${active ? "text-white" : "text-slate-500 dark:text-slate-400"}`}>
                  {count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
