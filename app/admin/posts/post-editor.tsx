import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { PostForm } from "./post-form";
import { PostLanguageTabs } from "./post-language-tabs";
import { AdminRouteError } from "~/admin/ui/route-error";
import { emptyPostForm, postToFormValues } from "./post-form-values";
import { changePost } from "./post-requests";
import { pendingAutosave } from "./revision-requests";
import { loadAdminData, runMutation, revalidateOnNavigationOnly } from "~/admin/ui/route-data";
import type { Category } from "../../../common/category";
import type { Post } from "../../../common/post";
import type { Route } from "./+types/post-editor";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [post, categories, autosave] = await Promise.all([
    params.id ? loadAdminData<Post>(request, `/api/posts/${encodeURIComponent(params.id)}`) : undefined,
    loadAdminData<Category[]>(request, "/api/categories"),
    // Offering the autosave back is a help, not a need: the editor opens without it.
    params.id ? pendingAutosave(params.id, request.signal).catch(() => null) : null,
  ]);
  return { post, categories, autosave };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changePost);
}

export const shouldRevalidate = revalidateOnNavigationOnly;

export function ErrorBoundary() {
  return <AdminRouteError loadError="posts.loadError" />;
}

/** /admin/posts/new and /admin/posts/edit/:id: one form for both. */
export default function AdminPostEditor({ loaderData: { post, categories, autosave } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const title = t(post ? "posts.editTitle" : "posts.newTitle");
  return (
    <>
      <AdminTitle>{title}</AdminTitle>
      <AdminHeader title={title}>
        <Link to="/admin/posts" className="text-sm font-semibold text-brand-600 dark:text-brand-100">
          {t("posts.backToList")}
        </Link>
      </AdminHeader>
      {post && <PostLanguageTabs key={post._id} post={post} />}
      <PostForm
        key={post?._id ?? "new"}
        post={post}
        categories={categories}
        initialValues={post ? postToFormValues(post) : emptyPostForm}
        pendingAutosave={autosave}
      />
    </>
  );
}
