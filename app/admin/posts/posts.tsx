import { Pencil, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation, useSearchParams } from "react-router";
import { buttonStyles, DeleteRowButton } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { ListPages } from "~/admin/ui/list-pages";
import { PostListControls } from "./post-list-controls";
import { AdminRouteError } from "~/admin/ui/route-error";
import { StatusBadge } from "~/admin/ui/status-badge";
import { EmptyState } from "~/components/ui/empty-state";
import { toast } from "~/components/ui/toast";
import {
  changePost,
  missingPostLanguages,
  type PostChange,
  type PostPage,
  postListPath,
  postListView,
  postPageSize,
} from "./post-requests";
import { loadAdminData, runMutation, useConfirmedDelete, useMutation } from "~/admin/ui/route-data";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { Post } from "../../../common/post";
import type { Route } from "./+types/posts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAdminData<PostPage>(request, postListPath(postListView(new URL(request.url).searchParams)));
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changePost);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="posts.listError" />;
}

/** The post list: search, status filter, pages; the address keeps them. */
export default function AdminPosts({ loaderData: data }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  const [searchParams] = useSearchParams();
  const view = postListView(searchParams);
  const loading = useNavigation().state === "loading";
  const deleting = useMutation<PostChange, unknown>({
    onDone: () => toast.success(t("posts.deleted")),
    onFailure: (message) => toast.error(message ?? t("posts.deleteError")),
  });
  const confirmDelete = useConfirmedDelete<Post>(deleting);

  return (
    <>
      <AdminTitle>{t("posts.title")}</AdminTitle>
      <AdminHeader title={t("posts.title")}>
        <Link to="/admin/posts/new" className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t("posts.addNew")}
        </Link>
      </AdminHeader>
      <PostListControls view={view} />
      {data.posts.length === 0 && (
        <EmptyState message={view.q || view.status !== "all" ? t("posts.noMatches") : t("posts.empty")} />
      )}
      {data.posts.length > 0 && (
        <DataTable
          rows={data.posts}
          busy={loading}
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
                  <DeleteRowButton
                    label={t("posts.deleteNamed", { title: post.title })}
                    onClick={() => confirmDelete.ask(post)}
                  />
                </>
              ),
            },
          ]}
        />
      )}
      <ListPages page={view.page} pages={Math.ceil(data.total / postPageSize)} />
      <ConfirmDialog
        open={confirmDelete.pending !== undefined}
        title={t("posts.deleteTitle")}
        message={t("posts.deleteConfirm", { title: confirmDelete.pending?.title ?? "" })}
        confirmLabel={t("common.delete")}
        busy={deleting.busy}
        onConfirm={confirmDelete.confirm}
        onCancel={confirmDelete.cancel}
      />
    </>
  );
}
