import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PostForm } from "~/components/admin/post-form";
import { AdminTitle, ErrorPanel, LoadingState, PageHeader } from "~/components/admin/ui";
import { emptyPostForm, postToFormValues } from "~/features/admin/post-form-values";
import type { Post } from "../../../common/post";
import { useAdminData } from "~/features/admin/use-admin-data";

/** /admin/posts/new and /admin/posts/edit/:id: one form for both. */
export default function AdminPostEditor() {
  const { t } = useTranslation("admin");
  const { id } = useParams();
  const post = useAdminData<Post>(id ? `/api/posts/${encodeURIComponent(id)}` : null);
  const title = t(id ? "posts.editTitle" : "posts.newTitle");

  return (
    <>
      <AdminTitle>{title}</AdminTitle>
      <PageHeader title={title}>
        <Link to="/admin/posts" className="text-sm font-semibold text-brand-600 dark:text-brand-100">
          {t("posts.backToList")}
        </Link>
      </PageHeader>
      {!id && <PostForm initialValues={emptyPostForm} />}
      {id && post.loading && <LoadingState />}
      {id && post.error != null && <ErrorPanel message={t("posts.loadError")} onRetry={post.reload} />}
      {id && post.data && <PostForm key={post.data._id} post={post.data} initialValues={postToFormValues(post.data)} />}
    </>
  );
}
