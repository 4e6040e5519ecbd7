import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { PostForm } from "./post-form";
import { PostLanguageTabs } from "./post-language-tabs";
import { AdminRouteError } from "~/admin/ui/route-error";
import { emptyPostForm, postToFormValues } from "./post-form-values";
import { changePost } from "./post-requests";
import { loadAdminData, runMutation, revalidateOnNavigationOnly } from "~/admin/ui/route-data";
import type { Category } from "../../../common/category";
import type { Post } from "../../../common/post";
import type { Author } from "../../../common/user";
import { useCurrentUser } from "~/admin/ui/current-user";
import type { Route } from "./+types/post-editor";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [post, categories, authors] = await Promise.all([
    params.id ? loadAdminData<Post>(request, `/api/posts/${encodeURIComponent(params.id)}`) : undefined,
    loadAdminData<Category[]>(request, "/api/categories"),
    loadAdminData<Author[]>(request, "/api/authors"),
  ]);
  return { post, categories, authors };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changePost);
}

export const shouldRevalidate = revalidateOnNavigationOnly;

export function ErrorBoundary() {
  return <AdminRouteError loadError="posts.loadError" />;
}

/** /admin/posts/new and /admin/posts/edit/:id: one form for both. */
export default function AdminPostEditor({ loaderData: { post, categories, authors } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  // A new post is its creator's until another author is chosen.
  const creator = useCurrentUser();
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
        authors={authors}
        initialValues={post ? postToFormValues(post) : { ...emptyPostForm, author: creator?._id ?? "" }}
      />
    </>
  );
}
