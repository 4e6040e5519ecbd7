import { data } from "react-router";
import type { ContentItem, ContentItemInput } from "../../../common/content/items";
import { type ContentKind, contentKinds, isContentKind } from "../../../common/content/kinds";
import type { Role } from "../../../common/user";
import { adminFetch } from "~/admin/ui/api";
import { discardNewDraft } from "~/admin/ui/new-drafts";

/** The kind in a content screen's address; any other word is a page that is not there. */
export function kindParam(value: string | undefined): ContentKind {
  if (!value || !isContentKind(value)) throw data({ message: undefined }, { status: 404 });
  return value;
}

export const contentListPath = (kind: ContentKind) => `/api/content/${kind}`;
export const contentItemPath = (kind: ContentKind, id: string) => `/api/content/${kind}/${encodeURIComponent(id)}`;

/** What the content screens ask of the API. */
export type ContentChange =
  | { intent: "create"; input: ContentItemInput }
  | { intent: "update"; id: string; input: ContentItemInput }
  | { intent: "visible"; id: string; visible: boolean }
  | { intent: "order"; ids: string[] }
  | { intent: "delete"; id: string }
  | { intent: "discardDraft" };

export function changeContent(kind: ContentKind, change: ContentChange): Promise<unknown> {
  switch (change.intent) {
    case "create":
      return adminFetch<ContentItem>(contentListPath(kind), { method: "POST", json: change.input });
    case "update":
      return adminFetch<ContentItem>(contentItemPath(kind, change.id), { method: "PUT", json: change.input });
    case "visible":
      return adminFetch<ContentItem>(contentItemPath(kind, change.id), {
        method: "PATCH",
        json: { visible: change.visible },
      });
    case "order":
      return adminFetch(`${contentListPath(kind)}/order`, { method: "PUT", json: { ids: change.ids } });
    case "delete":
      return adminFetch<undefined>(contentItemPath(kind, change.id), { method: "DELETE" });
    case "discardDraft":
      return discardNewDraft(kind);
  }
}

/** Whether a role may delete items of a kind (the API refuses the others too). */
export function mayDelete(kind: ContentKind, role: Role | undefined): boolean {
  return contentKinds[kind].deletedBy === "staff" || role === "admin";
}

/** `ids` with the item at `from` moved to `to`. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const moved = [...ids];
  const [id] = moved.splice(from, 1);
  if (id !== undefined) moved.splice(to, 0, id);
  return moved;
}
