import type { Kysely } from "kysely";
import type { ContentKind } from "../../common/content/kinds";
import type { ContentDraft, NewContentDraft, NewDraftKind } from "../../common/new-draft";
import type { NewPostDraft, PostDraft } from "../../common/post-revision";
import { sanitizedText } from "./content-items.server";
import { toIsoString } from "./database.server";
import { draftFields } from "./post-revisions.server";
import type { DB } from "./schema.server";

// Something new typed before its first save (docs/decisions/054): one row per user and kind
// ("post" or a content kind), never an item, never public; the first save of a new item of
// that kind removes it. HTML is sanitised as the item's own would be.

async function keep<Fields>(db: Kysely<DB>, userId: string, kind: NewDraftKind, fields: Fields, now: Date) {
  const updatedAt = now.toISOString();
  const json = JSON.stringify(fields);
  await db
    .insertInto("newDrafts")
    .values({ userId, kind, fields: json, updatedAt })
    .onConflict((conflict) => conflict.columns(["userId", "kind"]).doUpdateSet({ fields: json, updatedAt }))
    .execute();
  return { fields, updatedAt };
}

/** Keeps `userId`'s new post as typed, replacing what was kept before. */
export function saveNewPostDraft(
  db: Kysely<DB>,
  userId: string,
  draft: PostDraft,
  now: Date = new Date(),
): Promise<NewPostDraft> {
  return keep(db, userId, "post", draftFields(draft), now);
}

/** Keeps `userId`'s new item of a content kind as typed, replacing what was kept before. */
export function saveNewContentDraft(
  db: Kysely<DB>,
  userId: string,
  kind: ContentKind,
  draft: ContentDraft,
  now: Date = new Date(),
): Promise<NewContentDraft> {
  return keep(db, userId, kind, { ...draft, text: sanitizedText(kind, draft.text as never) }, now);
}

/** `userId`'s unsaved new item of `kind`, if any. */
export async function findNewDraft<Fields>(
  db: Kysely<DB>,
  userId: string,
  kind: NewDraftKind,
): Promise<{ fields: Fields; updatedAt: string } | undefined> {
  const row = await db
    .selectFrom("newDrafts")
    .select(["fields", "updatedAt"])
    .where("userId", "=", userId)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row && { fields: JSON.parse(row.fields) as Fields, updatedAt: toIsoString(row.updatedAt) };
}

/** Drops `userId`'s unsaved new item of `kind` (saved now, or discarded). */
export async function discardNewDraft(db: Kysely<DB>, userId: string, kind: NewDraftKind): Promise<void> {
  await db.deleteFrom("newDrafts").where("userId", "=", userId).where("kind", "=", kind).execute();
}
