import { AdminRouteError } from "~/admin/ui/route-error";
import { revalidateOnNavigationOnly, runMutation } from "~/admin/ui/route-data";
import { PostEditorScreen } from "./post-editor-screen";
import { changePost, loadPostEditor } from "./post-requests";
import type { Route } from "./+types/post-editor";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadPostEditor(request, params.id);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changePost);
}

export const shouldRevalidate = revalidateOnNavigationOnly;

export function ErrorBoundary() {
  return <AdminRouteError loadError="posts.loadError" />;
}

/** /admin/posts/new and /admin/posts/edit/:id (and a new translation): one editor. */
export default function AdminPostEditor({ loaderData }: Route.ComponentProps) {
  return <PostEditorScreen {...loaderData} />;
}
