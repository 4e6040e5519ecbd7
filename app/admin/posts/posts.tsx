import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation, useSearchParams } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { ListPages } from "~/admin/ui/list-pages";
import { PostListControls } from "./post-list-controls";
import { PostTable } from "./post-table";
import { AdminRouteError } from "~/admin/ui/route-error";
import { EmptyState } from "~/components/ui/empty-state";
import { toast } from "~/components/ui/toast";
import { changePost, type PostChange, type PostPage, postListPath, postListView, postPageSize } from "./post-requests";
import { loadAdminData, runMutation, useConfirmedDelete, useMutation } from "~/admin/ui/route-data";
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
      {data.posts.length > 0 && <PostTable posts={data.posts} busy={loading} onDelete={confirmDelete.ask} />}
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
