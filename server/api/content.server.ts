import { type Request, type RequestHandler, type Response, Router } from "express";
import type { Kysely } from "kysely";
import {
  type ContentItem,
  contentItemInputSchema,
  contentItemTitle,
  contentOrderSchema,
  contentVisibilitySchema,
} from "../../common/content/items";
import type { ActivityKind } from "../../common/dashboard";
import { type ContentKind, contentKinds, isContentKind } from "../../common/content/kinds";
import { currentUser } from "../auth/require-staff.server";
import {
  createContentItem,
  deleteContentItem,
  findContentItem,
  isContentSlugTaken,
  listContentItems,
  reorderContentItems,
  setContentItemVisible,
  updateContentItem,
} from "../db/content-items.server";
import type { DB } from "../db/schema.server";
import { recordActivity } from "../db/activity.server";
import { HttpError, notFound } from "../http-error.server";
import { jsonBody, parseBody } from "./http.server";

/** The kind named in the address; an unknown one is 404 like any unknown address. */
function requestedKind(req: Request): ContentKind {
  const kind = req.params.kind as string;
  if (!isContentKind(kind)) throw notFound();
  return kind;
}

/**
 * Site content of every kind (decision 019): visitors read what is shown, staff read
 * everything and change it. Deleting a service or a project, the site's addressed pages,
 * is for admins.
 */
export function contentRouter(
  db: Kysely<DB>,
  auth: { requireStaff: RequestHandler; isStaff: (req: Request) => Promise<boolean> },
): Router {
  const router = Router();
  const body = jsonBody("200kb");
  const record = (kind: ActivityKind, item: ContentItem, res: Response) =>
    recordActivity(db, { kind, subjectId: item._id, title: contentItemTitle(item), actorId: currentUser(res).id });

  router.get("/content/:kind", async (req, res) => {
    const kind = requestedKind(req);
    const items = await listContentItems(db, kind, { visibleOnly: !(await auth.isStaff(req)) });
    res.json({ items });
  });

  router.get("/content/:kind/:id", auth.requireStaff, async (req, res) => {
    const item = await findContentItem(db, requestedKind(req), req.params.id as string);
    if (!item) throw notFound("contentNotFound");
    res.json(item);
  });

  router.post("/content/:kind", auth.requireStaff, ...body, async (req, res) => {
    const kind = requestedKind(req);
    const input = parseBody(contentItemInputSchema(kind), req);
    if (await isContentSlugTaken(db, kind, input.slug)) throw new HttpError(409, "contentSlugTaken");
    const item = await createContentItem(db, kind, input);
    await record("content.created", item, res);
    res.status(201).json(item);
  });

  // Before /:id, so "order" is never read as an id.
  router.put("/content/:kind/order", auth.requireStaff, ...body, async (req, res) => {
    const kind = requestedKind(req);
    const { ids } = parseBody(contentOrderSchema, req);
    if (!(await reorderContentItems(db, kind, ids))) throw new HttpError(409, "contentOrderStale");
    res.json({ items: await listContentItems(db, kind) });
  });

  router.put("/content/:kind/:id", auth.requireStaff, ...body, async (req, res) => {
    const kind = requestedKind(req);
    const id = req.params.id as string;
    const input = parseBody(contentItemInputSchema(kind), req);
    if (await isContentSlugTaken(db, kind, input.slug, id)) throw new HttpError(409, "contentSlugTaken");
    const item = await updateContentItem(db, kind, id, input);
    if (!item) throw notFound("contentNotFound");
    await record("content.updated", item, res);
    res.json(item);
  });

  router.patch("/content/:kind/:id", auth.requireStaff, ...body, async (req, res) => {
    const { visible } = parseBody(contentVisibilitySchema, req);
    const item = await setContentItemVisible(db, requestedKind(req), req.params.id as string, visible);
    if (!item) throw notFound("contentNotFound");
    await record("content.updated", item, res);
    res.json(item);
  });

  router.delete("/content/:kind/:id", auth.requireStaff, async (req, res) => {
    const kind = requestedKind(req);
    if (contentKinds[kind].deletedBy === "admin" && currentUser(res).role !== "admin") {
      throw new HttpError(403, "forbidden");
    }
    const deleted = await deleteContentItem(db, kind, req.params.id as string);
    if (!deleted) throw notFound("contentNotFound");
    await record("content.deleted", deleted, res);
    res.status(204).end();
  });

  return router;
}
