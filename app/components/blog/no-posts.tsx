import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { blogListSearch } from "~/components/blog/list-links";

/** No post matches: says so, and offers the same list without the search when there is one. */
export function NoPosts({ query }: { query: { q: string; category: string } }) {
  const { t } = useTranslation("blog");
  return (
    <div className="py-16 text-center">
      <p className="text-lg text-slate-600 dark:text-slate-400">{t("list.empty")}</p>
      {/* A plain link, so it works before scripts load: the same list without the search. */}
      {query.q && (
        <Link
          to={{ pathname: "/blog", search: blogListSearch(new URLSearchParams(), { category: query.category }) }}
          preventScrollReset
          className="mt-6 inline-flex items-center gap-2 rounded-full border border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-brand-900"
        >
          <X aria-hidden="true" className="size-4" />
          {t("list.clearSearch")}
        </Link>
      )}
    </div>
  );
}
