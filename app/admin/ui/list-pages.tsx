import { useTranslation } from "react-i18next";
import { buttonStyles } from "./buttons";
import { useChangeSearchParams } from "./use-change-search-params";

/** Previous and next page of an admin list, when it has more than one; the address keeps the page. */
export function ListPages({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation("admin");
  const changeSearchParams = useChangeSearchParams();
  if (pages <= 1) return null;
  const go = (target: number) =>
    changeSearchParams((params) => {
      if (target > 1) params.set("page", String(target));
      else params.delete("page");
    });
  return (
    <nav aria-label={t("common.pagination")} className="mt-4 flex items-center justify-between gap-2 text-sm">
      <button type="button" disabled={page <= 1} onClick={() => go(page - 1)} className={buttonStyles.secondary}>
        {t("common.previous")}
      </button>
      <span>{t("common.pageOf", { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => go(page + 1)} className={buttonStyles.secondary}>
        {t("common.next")}
      </button>
    </nav>
  );
}
