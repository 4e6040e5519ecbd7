import { Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonStyles, RowAction } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { Article } from "../../../common/article";
import { ArticleLanguages } from "./article-languages";
import { shownVersion } from "./post-requests";

export const selectBoxStyles = "size-4 shrink-0 accent-brand-600";

/**
 * The articles' rows, one per post whatever its languages: a box to select it, its title,
 * its languages as badges, author, category, last change, and its actions (to the trash;
 * in the trash, restore or delete for good).
 */
export function ArticleTable({
  articles,
  timeZone,
  trashView,
  busy,
  selected,
  onSelect,
  onAction,
}: {
  articles: Article[];
  timeZone: string;
  trashView: boolean;
  busy: boolean;
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onAction: (article: Article, action: "trash" | "restore" | "delete") => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <DataTable
      rows={articles}
      busy={busy}
      rowProps={(article) => ({ "data-article": article._id, "data-selected": selected.has(article._id) })}
      columns={[
        {
          header: t("posts.columns.title"),
          card: "title",
          cellClassName: "font-medium text-slate-900 dark:text-white",
          cell: (article) => {
            const version = shownVersion(article, trashView);
            return (
              <span className="flex items-start gap-3">
                <input
                  type="checkbox"
                  checked={selected.has(article._id)}
                  onChange={(event) => onSelect(article._id, event.target.checked)}
                  aria-label={t("posts.select", { title: article.title })}
                  className={`${selectBoxStyles} mt-1`}
                />
                {version ? (
                  <Link to={`/admin/posts/edit/${version.id}`} className="hover:text-brand-600 hover:underline">
                    {article.title}
                  </Link>
                ) : (
                  article.title
                )}
              </span>
            );
          },
        },
        {
          header: t("posts.columns.languages"),
          cell: (article) => <ArticleLanguages article={article} timeZone={timeZone} trashView={trashView} />,
        },
        { header: t("posts.columns.author"), cell: (article) => article.author?.name ?? "—" },
        { header: t("posts.columns.category"), cell: (article) => article.category?.name ?? "—" },
        {
          header: t("posts.columns.date"),
          cell: (article) => format.date(article.updatedAt),
          className: "whitespace-nowrap",
        },
        {
          header: t("common.actions"),
          className: "text-right whitespace-nowrap",
          card: "actions",
          cell: (article) => {
            const version = shownVersion(article, trashView);
            return trashView ? (
              <>
                <RowAction
                  icon={RotateCcw}
                  text={t("posts.restore")}
                  label={t("posts.restoreNamed", { title: article.title })}
                  onClick={() => onAction(article, "restore")}
                />
                <RowAction
                  icon={Trash2}
                  text={t("posts.deleteForever")}
                  label={t("posts.deleteForeverNamed", { title: article.title })}
                  onClick={() => onAction(article, "delete")}
                  danger
                />
              </>
            ) : (
              <>
                {version && (
                  <Link
                    to={`/admin/posts/edit/${version.id}`}
                    className={buttonStyles.icon}
                    aria-label={t("posts.editNamed", { title: article.title })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    {t("common.edit")}
                  </Link>
                )}
                <RowAction
                  icon={Trash2}
                  text={t("posts.trash")}
                  label={t("posts.trashNamed", { title: article.title })}
                  onClick={() => onAction(article, "trash")}
                  danger
                />
              </>
            );
          },
        },
      ]}
    />
  );
}
