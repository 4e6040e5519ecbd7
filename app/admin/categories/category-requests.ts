import type { CategoryInput } from "../../../common/category";
import { categoryContract } from "../../../common/contract/categories";
import { adminCall } from "~/admin/ui/api";

/** What the categories screen asks of the API. */
export type CategoryChange =
  | { intent: "create"; input: CategoryInput }
  | { intent: "update"; id: string; input: CategoryInput }
  | { intent: "delete"; id: string };

export function changeCategory(change: CategoryChange) {
  switch (change.intent) {
    case "create":
      return adminCall(categoryContract.createCategory, { body: change.input });
    case "update":
      return adminCall(categoryContract.updateCategory, { params: { id: change.id }, body: change.input });
    case "delete":
      return adminCall(categoryContract.deleteCategory, { params: { id: change.id } });
  }
}
