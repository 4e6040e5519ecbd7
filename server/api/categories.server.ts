import * as z from "zod/mini";
import { categoryInputSchema, categorySchema } from "../../common/category";
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
import { sendCachedJson } from "./http.server";
import { answer, error, operation } from "./operation.server";

const body = { name: "CategoryInput", schema: categoryInputSchema, limit: "20kb" };
const params = { id: "The category's _id" };

/** Categories: visitors list them, staff run them. */
export const categoryOperations = [
  operation({
    method: "get",
    path: "/categories",
    operationId: "listCategories",
    summary: "List categories",
    role: "public",
    responses: { "200": answer("Categories", z.array(categorySchema)), "400": error("Malformed address") },
    async handle({ res }, { db, answerCache }) {
      await sendCachedJson(res, answerCache, "categories", async () => (await listCategories(db)).map(toCategoryJson));
    },
  }),
  operation({
    method: "post",
    path: "/categories",
    operationId: "createCategory",
    summary: "Create a category",
    role: "staff",
    body,
    responses: { "201": answer("Created", categorySchema), "409": error("Name exists") },
    async handle({ res, body: input }, { db }) {
      if (await isCategoryNameTaken(db, input.name)) throw new HttpError(409, "categoryExists");
      const category = await createCategory(db, input);
      await recordActivity(db, {
        kind: "category.created",
        subjectId: category.id,
        title: category.name,
        actorId: currentUser(res).id,
      });
      res.status(201).json(toCategoryJson(category));
    },
  }),
  operation({
    method: "put",
    path: "/categories/:id",
    operationId: "updateCategory",
    summary: "Update a category",
    role: "staff",
    params,
    body,
    responses: { "200": answer("Updated", categorySchema), "404": error("Unknown id"), "409": error("Name exists") },
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
      res.json(toCategoryJson(category));
    },
  }),
  operation({
    method: "delete",
    path: "/categories/:id",
    operationId: "deleteCategory",
    summary: "Delete a category (its posts keep existing, without a category)",
    role: "staff",
    params,
    responses: { "204": answer("Deleted"), "404": error("Unknown id") },
    async handle({ res, params }, { db }) {
      const deleted = await deleteCategory(db, params.id);
      if (!deleted) throw notFound("categoryNotFound");
      await recordActivity(db, {
        kind: "category.deleted",
        subjectId: deleted.id,
        title: deleted.name,
        actorId: currentUser(res).id,
      });
      res.status(204).end();
    },
  }),
];
