import { AdminRouteError } from "~/admin/ui/route-error";
import { runMutation } from "~/admin/ui/route-data";
import { PostList } from "./post-list";
import { changePost, loadPostList } from "./post-requests";
import type { Route } from "./+types/posts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadPostList(request);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changePost);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="posts.listError" />;
}

/** /admin/posts: every article with its languages, and the trash. */
export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  return <PostList {...loaderData} />;
}
