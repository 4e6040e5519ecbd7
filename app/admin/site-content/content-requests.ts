import { data } from "react-router";
import type { ContentItemInput } from "../../../common/content/items";
import { type ContentKind, contentKinds, isContentKind } from "../../../common/content/kinds";
import { contentContract } from "../../../common/contract/content";
import type { Role } from "../../../common/user";
import { adminCall } from "~/admin/ui/api";
import { discardNewDraft } from "~/admin/ui/new-drafts";
import { loadAdmin } from "~/admin/ui/route-data";

/** The kind in a content screen's address; any other word is a page that is not there. */
export function kindParam(value: string | undefined): ContentKind {
  if (!value || !isContentKind(value)) throw data({ message: undefined }, { status: 404 });
  return value;
}

/** Every item of a kind, for a clientLoader. */
export const loadContentItems = async (request: Request, kind: ContentKind) =>
  (await loadAdmin(request, contentContract(kind).listItems)).items;

/** One item in every language, for a clientLoader. */
export const loadContentItem = (request: Request, kind: ContentKind, id: string) =>
  loadAdmin(request, contentContract(kind).getItem, { params: { id } });

/** What the content screens ask of the API. */
export type ContentChange =
  | { intent: "create"; input: ContentItemInput }
  | { intent: "update"; id: string; input: ContentItemInput }
  | { intent: "visible"; id: string; visible: boolean }
  | { intent: "order"; ids: string[] }
  | { intent: "delete"; id: string }
  | { intent: "discardDraft" };

export function changeContent(kind: ContentKind, change: ContentChange): Promise<unknown> {
  const contract = contentContract(kind);
  switch (change.intent) {
    case "create":
      return adminCall(contract.createItem, { body: change.input });
    case "update":
      return adminCall(contract.updateItem, { params: { id: change.id }, body: change.input });
    case "visible":
      return adminCall(contract.showItem, { params: { id: change.id }, body: { visible: change.visible } });
    case "order":
      return adminCall(contract.orderItems, { body: { ids: change.ids } });
    case "delete":
      return adminCall(contract.deleteItem, { params: { id: change.id } });
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
