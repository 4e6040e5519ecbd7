import type { Response } from "express";
import type { Kysely } from "kysely";
import { type ContentItem, type ContentItemInput, contentItemTitle } from "../../common/content/items";
import { type ContentKind, contentKindNames, isFixedKind } from "../../common/content/kinds";
import { contentContract, fixedContentEndpoints } from "../../common/contract/content";
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
import { unknownTeamMembers } from "../db/project-teams.server";
import type { DB } from "../db/schema.server";
import { FieldRefused, HttpError, notFound } from "../http-error.server";
import { implement } from "./operation.server";

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

/** A project credits people on the team page only (decision 073): an id that is none is a 400 naming it. */
async function refuseUnknownTeam(db: Kysely<DB>, kind: ContentKind, input: ContentItemInput) {
  if (kind !== "projects") return;
  const [unknown] = await unknownTeamMembers(db, input.fields.team as string[]);
  if (unknown !== undefined) throw new FieldRefused("fields.team", "teamMemberUnknown", { id: unknown });
}

/**
 * Site content of one kind (decision 019; the endpoints: common/contract/content.ts). A fixed
 * kind (decision 040) has its reads and its update only, and an update keeps its slug.
 */
function kindOperations(kind: ContentKind) {
  const fixed = isFixedKind(kind);
  const contract = contentContract(kind);
  const operations = implement(contract, {
    listItems: {
      async handle({ req }, { db, isStaff }) {
        const items = await listContentItems(db, kind, { visibleOnly: !(await isStaff(req)) });
        return { status: 200, body: { items } };
      },
    },
    createItem: {
      async handle({ res, body: input }, { db }) {
        if (await isContentSlugTaken(db, kind, input.slug)) throw new HttpError(409, "contentSlugTaken");
        await refuseUnknownTeam(db, kind, input);
        const item = await createContentItem(db, kind, input);
        await record(db, "content.created", item, res);
        // The new item typed so far is saved now: no longer offered back (decision 054).
        await discardNewDraft(db, currentUser(res).id, kind);
        return { status: 201, body: item };
      },
    },
    orderItems: {
      async handle({ body: { ids } }, { db }) {
        if (!(await reorderContentItems(db, kind, ids))) throw new HttpError(409, "contentOrderStale");
        return { status: 200, body: { items: await listContentItems(db, kind) } };
      },
    },
    getItem: {
      async handle({ params }, { db }) {
        const item = await findContentItem(db, kind, params.id);
        if (!item) throw notFound("contentNotFound");
        return { status: 200, body: item };
      },
    },
    updateItem: {
      async handle({ res, body, params: { id } }, { db }) {
        const input = fixed
          ? { ...body, visible: true, slug: (await findContentItem(db, kind, id))?.slug ?? null }
          : body;
        if (await isContentSlugTaken(db, kind, input.slug, id)) throw new HttpError(409, "contentSlugTaken");
        await refuseUnknownTeam(db, kind, input);
        const before = await findContentItem(db, kind, id);
        const item = before && (await updateContentItem(db, kind, id, input));
        if (!item) throw notFound("contentNotFound");
        await record(db, "content.updated", item, res, contentItemChanges(before, item));
        return { status: 200, body: item };
      },
    },
    showItem: {
      async handle({ res, body: { visible }, params }, { db }) {
        const before = await findContentItem(db, kind, params.id);
        const item = before && (await setContentItemVisible(db, kind, params.id, visible));
        if (!item) throw notFound("contentNotFound");
        await record(db, "content.updated", item, res, contentItemChanges(before, item));
        return { status: 200, body: item };
      },
    },
    deleteItem: {
      async handle({ res, params }, { db }) {
        const deleted = await deleteContentItem(db, kind, params.id);
        if (!deleted) throw notFound("contentNotFound");
        await record(db, "content.deleted", deleted, res);
        return { status: 204 };
      },
    },
  });
  const kept = new Set(fixedContentEndpoints.map((name) => contract[name].operationId));
  return fixed ? operations.filter(({ operationId }) => kept.has(operationId)) : operations;
}

export const contentOperations = contentKindNames.flatMap(kindOperations);
