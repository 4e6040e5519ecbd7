import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { blogListSearch } from "./list-links";

const linkClass =
  "rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800";

/** Previous and next page links (plain links, so crawlers reach every page). */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation("blog");
  const [params] = useSearchParams();
  // The blog list's or an author page's.
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const to = (target: number) => ({ pathname, search: blogListSearch(params, { page: target }) });
  return (
    <nav aria-label={t("list.pagination")} className="mt-12 flex items-center justify-center gap-4">
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev" className={linkClass}>
          {t("list.previous")}
        </Link>
      )}
      <span className="text-sm text-slate-600 dark:text-slate-400">{t("list.pageOf", { page, pages: pageCount })}</span>
      {page < pageCount && (
        <Link to={to(page + 1)} rel="next" className={linkClass}>
          {t("list.next")}
        </Link>
      )}
    </nav>
  );
}
