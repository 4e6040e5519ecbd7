import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonStyles, DeleteRowButton } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";
import { StatusBadge } from "~/admin/ui/status-badge";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { Post } from "../../../common/post";
import { missingPostLanguages } from "./post-requests";

/** The posts' rows: title, which languages it is written in, author, category, status, date, and actions. */
export function PostTable({ posts, busy, onDelete }: { posts: Post[]; busy: boolean; onDelete: (post: Post) => void }) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <DataTable
      rows={posts}
      busy={busy}
      columns={[
        {
          header: t("posts.columns.title"),
          cell: (post) => post.title,
          cellClassName: "font-medium text-slate-900 dark:text-white",
          card: "title",
        },
        {
          header: t("posts.columns.languages"),
          cell: (post) => {
            const missing = missingPostLanguages(post);
            return (
              <span className="flex flex-wrap items-center gap-1.5 text-sm">
                <abbr
                  title={t(`languageNames.${post.language}`)}
                  className="rounded border border-slate-300 px-1.5 text-xs font-semibold no-underline dark:border-slate-600"
                >
                  {post.language.toUpperCase()}
                </abbr>
                <span className={missing.length ? "text-amber-700 dark:text-amber-300" : "text-slate-500"}>
                  {missing.length
                    ? t("posts.languages.missing", {
                        languages: missing.map((language) => t(`languageNames.${language}`)).join(", "),
                      })
                    : t("posts.languages.complete")}
                </span>
              </span>
            );
          },
        },
        { header: t("posts.columns.author"), cell: (post) => post.author?.name ?? "—" },
        { header: t("posts.columns.category"), cell: (post) => post.category?.name ?? "—" },
        { header: t("posts.columns.status"), cell: (post) => <StatusBadge status={post.status} /> },
        {
          header: t("posts.columns.date"),
          cell: (post) => format.date(post.createdAt),
          className: "whitespace-nowrap",
        },
        {
          header: t("common.actions"),
          className: "text-right whitespace-nowrap",
          card: "actions",
          cell: (post) => (
            <>
              <Link
                to={`/admin/posts/edit/${post._id}`}
                className={buttonStyles.icon}
                aria-label={t("posts.editNamed", { title: post.title })}
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {t("common.edit")}
              </Link>
              <DeleteRowButton label={t("posts.deleteNamed", { title: post.title })} onClick={() => onDelete(post)} />
            </>
          ),
        },
      ]}
    />
  );
}
