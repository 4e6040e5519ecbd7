import type { Kysely } from "kysely";
import type { NewPostDraft, PostDraft, PostRevisionFields } from "../../common/post-revision";
import { toIsoString } from "./database.server";
import { draftFields } from "./post-revisions.server";
import type { DB } from "./schema.server";

// A new post's text, kept for its author from the first keystroke (docs/decisions/054):
// one row per user, never a post, never public; the first save of a new post removes it.

/** Keeps `userId`'s new post as typed, replacing what was kept before. */
export async function saveNewPostDraft(
  db: Kysely<DB>,
  userId: string,
  draft: PostDraft,
  now: Date = new Date(),
): Promise<NewPostDraft> {
  const fields = draftFields(draft);
  const updatedAt = now.toISOString();
  const json = JSON.stringify(fields);
  await db
    .insertInto("newPostDrafts")
    .values({ userId, fields: json, updatedAt })
    .onConflict((conflict) => conflict.column("userId").doUpdateSet({ fields: json, updatedAt }))
    .execute();
  return { fields, updatedAt };
}

/** `userId`'s unsaved new post, if any. */
export async function findNewPostDraft(db: Kysely<DB>, userId: string): Promise<NewPostDraft | undefined> {
  const row = await db
    .selectFrom("newPostDrafts")
    .select(["fields", "updatedAt"])
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row && { fields: JSON.parse(row.fields) as PostRevisionFields, updatedAt: toIsoString(row.updatedAt) };
}

/** Drops `userId`'s unsaved new post (saved as a post now, or discarded). */
export async function discardNewPostDraft(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom("newPostDrafts").where("userId", "=", userId).execute();
}
