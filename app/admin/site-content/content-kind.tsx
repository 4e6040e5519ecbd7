import { ContentKindScreen } from "./content-kind-screen";
import { AdminRouteError } from "~/admin/ui/route-error";
import { type ContentChange, changeContent, kindParam, loadContentItems } from "./content-requests";
import { runMutation } from "~/admin/ui/route-data";
import { isFixedKind } from "../../../common/content/kinds";
import { readNewDraft } from "~/admin/ui/new-drafts";
import type { Route } from "./+types/content-kind";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const kind = kindParam(params.kind);
  const [items, newDraft] = await Promise.all([
    loadContentItems(request, kind),
    // The caller's unsaved new item (decision 054) is a help, not a need: the list shows without it.
    isFixedKind(kind) ? null : readNewDraft(kind, request.signal).catch(() => null),
  ]);
  return { kind, items, newDraft };
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const kind = kindParam(params.kind);
  return runMutation(request, (change: ContentChange) => changeContent(kind, change));
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="content.list.loadError" />;
}

/**
 * /admin/content/:kind: one screen for every kind of site content: its items in their order
 * (staff move them), each to edit, or to delete where the kind lets this user.
 */
export default function AdminContentList({ loaderData }: Route.ComponentProps) {
  return <ContentKindScreen {...loaderData} />;
}
