import type { Category, CategoryInput } from "../../../common/category";
import { adminFetch } from "~/admin/ui/api";

/** What the categories screen asks of the API. */
export type CategoryChange =
  | { intent: "create"; input: CategoryInput }
  | { intent: "update"; id: string; input: CategoryInput }
  | { intent: "delete"; id: string };

export function changeCategory(change: CategoryChange): Promise<Category | undefined> {
  switch (change.intent) {
    case "create":
      return adminFetch<Category>("/api/categories", { method: "POST", json: change.input });
    case "update":
      return adminFetch<Category>(`/api/categories/${encodeURIComponent(change.id)}`, {
        method: "PUT",
        json: change.input,
      });
    case "delete":
      return adminFetch<undefined>(`/api/categories/${encodeURIComponent(change.id)}`, { method: "DELETE" });
  }
}
