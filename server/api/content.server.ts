import type { Response } from "express";
import type { Kysely } from "kysely";
import {
  type ContentItem,
  contentItemInputSchema,
  contentItemListSchema,
  contentItemSchema,
  contentItemTitle,
  contentOrderSchema,
  contentVisibilitySchema,
} from "../../common/content/items";
import { type ContentKind, contentKindNames, contentKinds, isFixedKind } from "../../common/content/kinds";
import type { ActivityChanges, ActivityKind } from "../../common/dashboard";
import { currentUser } from "../auth/require-staff.server";
import { contentItemChanges } from "../db/activity-changes.server";
import { recordActivity } from "../db/activity.server";
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
import { discardNewDraft } from "../db/new-drafts.server";
import type { DB } from "../db/schema.server";
import { HttpError, notFound } from "../http-error.server";
import { answer, error, operation } from "./operation.server";
import { pascalCase } from "../../common/contract/names";

const record = (
  db: Kysely<DB>,
  kind: ActivityKind,
  item: ContentItem,
  res: Response,
  changes: ActivityChanges | null = null,
) =>
  recordActivity(db, {
    kind,
    subjectId: item._id,
    title: contentItemTitle(item),
    actorId: currentUser(res).id,
    changes,
  });

const limit = "200kb";
const params = { id: "The item's _id" };
const notFoundAnswer = { "404": error("Unknown id") };

/**
 * Site content of one kind (decision 019), the same seven operations for every kind:
 * visitors read what is shown, staff read everything and change it. Deleting a service or
 * a project, the site's addressed pages, is for admins. A fixed kind (page texts, calls to
 * action, decision 040) has its reads and its update only, and an update keeps its slug.
 */
function kindOperations(kind: ContentKind) {
  const path = `/content/${kind}`;
  const name = pascalCase(kind);
  const body = { name: `${name}Input`, schema: contentItemInputSchema(kind), limit };
  const fixed = isFixedKind(kind);
  const operations = [
    operation({
      method: "get",
      path,
      operationId: `list${name}`,
      summary: `List ${kind} (visitors: shown items only)`,
      role: "optional",
      responses: {
        "200": answer("Items in the site's order", contentItemListSchema),
        "400": error("Malformed address"),
      },
      async handle({ req, res }, { db, isStaff }) {
        const items = await listContentItems(db, kind, { visibleOnly: !(await isStaff(req)) });
        res.json({ items });
      },
    }),
    operation({
      method: "post",
      path,
      operationId: `create${name}Item`,
      summary: `Add to ${kind} (at the end)`,
      role: "staff",
      body,
      responses: { "201": answer("Created", contentItemSchema), "409": error("Address taken") },
      async handle({ res, body: input }, { db }) {
        if (await isContentSlugTaken(db, kind, input.slug)) throw new HttpError(409, "contentSlugTaken");
        const item = await createContentItem(db, kind, input);
        await record(db, "content.created", item, res);
        // The new item typed so far is saved now: no longer offered back (decision 054).
        await discardNewDraft(db, currentUser(res).id, kind);
        res.status(201).json(item);
      },
    }),
    // Before /:id, so "order" is never read as an id.
    operation({
      method: "put",
      path: `${path}/order`,
      operationId: `order${name}`,
      summary: `Put ${kind} in order (every id once)`,
      role: "staff",
      body: { name: "ContentOrderInput", schema: contentOrderSchema, limit },
      responses: {
        "200": answer("The items in their new order", contentItemListSchema),
        "409": error("The ids are not exactly the kind's items"),
      },
      async handle({ res, body: { ids } }, { db }) {
        if (!(await reorderContentItems(db, kind, ids))) throw new HttpError(409, "contentOrderStale");
        res.json({ items: await listContentItems(db, kind) });
      },
    }),
    operation({
      method: "get",
      path: `${path}/:id`,
      operationId: `get${name}Item`,
      summary: `One of ${kind}, every language`,
      role: "staff",
      params,
      responses: { "200": answer("The item", contentItemSchema), "400": error("Malformed address"), ...notFoundAnswer },
      async handle({ res, params }, { db }) {
        const item = await findContentItem(db, kind, params.id);
        if (!item) throw notFound("contentNotFound");
        res.json(item);
      },
    }),
    operation({
      method: "put",
      path: `${path}/:id`,
      operationId: `update${name}Item`,
      summary: `Update one of ${kind}`,
      role: "staff",
      params,
      body,
      responses: { "200": answer("Updated", contentItemSchema), ...notFoundAnswer, "409": error("Address taken") },
      async handle({ res, body, params: { id } }, { db }) {
        const input = fixed
          ? { ...body, visible: true, slug: (await findContentItem(db, kind, id))?.slug ?? null }
          : body;
        if (await isContentSlugTaken(db, kind, input.slug, id)) throw new HttpError(409, "contentSlugTaken");
        const before = await findContentItem(db, kind, id);
        const item = before && (await updateContentItem(db, kind, id, input));
        if (!item) throw notFound("contentNotFound");
        await record(db, "content.updated", item, res, contentItemChanges(before, item));
        res.json(item);
      },
    }),
    operation({
      method: "patch",
      path: `${path}/:id`,
      operationId: `show${name}Item`,
      summary: `Show or hide one of ${kind}`,
      role: "staff",
      params,
      body: { name: "ContentVisibilityInput", schema: contentVisibilitySchema, limit },
      responses: { "200": answer("Changed", contentItemSchema), ...notFoundAnswer },
      async handle({ res, body: { visible }, params }, { db }) {
        const before = await findContentItem(db, kind, params.id);
        const item = before && (await setContentItemVisible(db, kind, params.id, visible));
        if (!item) throw notFound("contentNotFound");
        await record(db, "content.updated", item, res, contentItemChanges(before, item));
        res.json(item);
      },
    }),
    operation({
      method: "delete",
      path: `${path}/:id`,
      operationId: `delete${name}Item`,
      summary: `Delete one of ${kind}`,
      role: contentKinds[kind].deletedBy,
      params,
      responses: { "204": answer("Deleted"), ...notFoundAnswer },
      async handle({ res, params }, { db }) {
        const deleted = await deleteContentItem(db, kind, params.id);
        if (!deleted) throw notFound("contentNotFound");
        await record(db, "content.deleted", deleted, res);
        res.status(204).end();
      },
    }),
  ];
  const fixedOperations = new Set([`list${name}`, `get${name}Item`, `update${name}Item`]);
  return fixed ? operations.filter((declared) => fixedOperations.has(declared.operationId)) : operations;
}

export const contentOperations = contentKindNames.flatMap(kindOperations);
