import { Router } from "express";
import type { Kysely } from "kysely";
import { categoryInputSchema } from "../../common/category";
import type { RequestHandler } from "express";
import {
  createCategory,
  deleteCategory,
  isCategoryNameTaken,
  listCategories,
  toCategoryJson,
  updateCategory,
} from "../db/categories.server";
import type { DB } from "../db/schema.server";
import { currentUser } from "../auth/require-staff.server";
import { recordActivity } from "../db/activity.server";
import type { AnswerCache } from "../cache/answer-cache.server";
import { jsonBody, parseBody, sendCachedJson } from "./http.server";
import { HttpError, notFound } from "../http-error.server";

export function categoriesRouter(db: Kysely<DB>, requireStaff: RequestHandler, cache: AnswerCache): Router {
  const router = Router();
  const body = jsonBody("20kb");

  router.get("/categories", async (_req, res) => {
    await sendCachedJson(res, cache, "categories", async () => (await listCategories(db)).map(toCategoryJson));
  });

  router.post("/categories", requireStaff, ...body, async (req, res) => {
    const input = parseBody(categoryInputSchema, req);
    if (await isCategoryNameTaken(db, input.name)) throw new HttpError(409, "categoryExists");
    const category = await createCategory(db, input);
    await recordActivity(db, {
      kind: "category.created",
      subjectId: category.id,
      title: category.name,
      actorId: currentUser(res).id,
    });
    res.status(201).json(toCategoryJson(category));
  });

  router.put("/categories/:id", requireStaff, ...body, async (req, res) => {
    const input = parseBody(categoryInputSchema, req);
    const id = req.params.id as string;
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
  });

  router.delete("/categories/:id", requireStaff, async (req, res) => {
    const deleted = await deleteCategory(db, req.params.id as string);
    if (!deleted) throw notFound("categoryNotFound");
    await recordActivity(db, {
      kind: "category.deleted",
      subjectId: deleted.id,
      title: deleted.name,
      actorId: currentUser(res).id,
    });
    res.status(204).end();
  });

  return router;
}
