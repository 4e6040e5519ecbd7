import { categoryContract } from "../../common/contract/categories";
import { currentUser } from "../auth/require-staff.server";
import { recordActivity } from "../db/activity.server";
import {
  createCategory,
  deleteCategory,
  isCategoryNameTaken,
  listCategories,
  toCategoryJson,
  updateCategory,
} from "../db/categories.server";
import { HttpError, notFound } from "../http-error.server";
import { cachedReply, implement } from "./operation.server";

/** Categories: visitors list them, staff run them (the endpoints: common/contract/categories.ts). */
export const categoryOperations = implement(categoryContract, {
  listCategories: {
    handle: (_request, { db }) => cachedReply("categories", async () => (await listCategories(db)).map(toCategoryJson)),
  },
  createCategory: {
    async handle({ res, body: input }, { db }) {
      if (await isCategoryNameTaken(db, input.name)) throw new HttpError(409, "categoryExists");
      const category = await createCategory(db, input);
      await recordActivity(db, {
        kind: "category.created",
        subjectId: category.id,
        title: category.name,
        actorId: currentUser(res).id,
      });
      return { status: 201, body: toCategoryJson(category) };
    },
  },
  updateCategory: {
    async handle({ res, body: input, params: { id } }, { db }) {
      if (await isCategoryNameTaken(db, input.name, id)) throw new HttpError(409, "categoryExists");
      const category = await updateCategory(db, id, input);
      if (!category) throw notFound("categoryNotFound");
      await recordActivity(db, {
        kind: "category.updated",
        subjectId: id,
        title: category.name,
        actorId: currentUser(res).id,
      });
      return { status: 200, body: toCategoryJson(category) };
    },
  },
  deleteCategory: {
    async handle({ res, params }, { db }) {
      const deleted = await deleteCategory(db, params.id);
      if (!deleted) throw notFound("categoryNotFound");
      await recordActivity(db, {
        kind: "category.deleted",
        subjectId: deleted.id,
        title: deleted.name,
        actorId: currentUser(res).id,
      });
      return { status: 204 };
    },
  },
});
