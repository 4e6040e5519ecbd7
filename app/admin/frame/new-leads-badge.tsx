import { useTranslation } from "react-i18next";

/** How many new leads wait on a page: a pill beside its name, or a dot on the icon rail. */
export function NewLeadsBadge({ count, collapsed }: { count: number; collapsed: boolean }) {
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
