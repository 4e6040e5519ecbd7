import { type Kysely, sql } from "kysely";
import type { Post } from "../../common/post";
import {
  changedRevisionFields,
  type PostDraft,
  type PostRevision,
  type PostRevisionFields,
  type PostRevisionKind,
  type PostRevisionSummary,
} from "../../common/post-revision";
import { sanitizePostHtml } from "../post-html/sanitize-html.server";
import { newId, toIsoString } from "./database.server";
import type { DB } from "./schema.server";

// A post's revisions (docs/decisions/038). Saves are kept, one row each; autosaves are
// pruned as they are written: each editor has at most one per post (an upsert on the
// partial unique index), and a save by that editor removes it.

/** The fields of a saved post, as its revision keeps them. */
export function postRevisionFields(post: Post): PostRevisionFields {
  return {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    slug: post.slug,
    image: post.image,
    category: post.category?._id ?? null,
    tags: post.tags,
    seo: post.seo,
  };
}

/** A draft's fields as stored: its HTML passes the same allow-list as a post's. */
export function draftFields(draft: PostDraft): PostRevisionFields {
  return { ...draft, title: draft.title.trim(), content: sanitizePostHtml(draft.content), slug: draft.slug.trim() };
}

function revisionsWithUsers(db: Kysely<DB>) {
  return db
    .selectFrom("postRevisions")
    .leftJoin("users", "users.id", "postRevisions.userId")
    .select([
      "postRevisions.id",
      "postRevisions.postId",
      "postRevisions.kind",
      "postRevisions.userId",
      "postRevisions.createdAt",
      "users.name as userName",
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof revisionsWithUsers>["executeTakeFirstOrThrow"]>>;

function toSummary(row: SummaryRow): PostRevisionSummary {
  return {
    _id: row.id,
    postId: row.postId,
    kind: row.kind,
    user: row.userId && row.userName ? { _id: row.userId, name: row.userName } : null,
    createdAt: toIsoString(row.createdAt),
  };
}

/**
 * Keeps the post as just saved (`save` or `publish`), by `userId`; that user's autosave of
 * it is now behind the save, so it goes.
 */
export async function recordPostSave(
  db: Kysely<DB>,
  post: Post,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .deleteFrom("postRevisions")
    .where("postId", "=", post._id)
    .where("userId", "=", userId)
    .where("kind", "=", "autosave")
    .execute();
  await db
    .insertInto("postRevisions")
    .values({
      id: newId(),
      postId: post._id,
      kind: post.status === "published" ? "publish" : "save",
      fields: JSON.stringify(postRevisionFields(post)),
      userId,
      createdAt: now.toISOString(),
    })
    .execute();
}

/** Writes `userId`'s autosave of the post, replacing their previous one. */
export async function saveAutosave(
  db: Kysely<DB>,
  postId: string,
  userId: string,
  draft: PostDraft,
  now: Date = new Date(),
): Promise<PostRevisionSummary> {
  const fields = JSON.stringify(draftFields(draft));
  const createdAt = now.toISOString();
  await db
    .insertInto("postRevisions")
    .values({ id: newId(), postId, kind: "autosave", fields, userId, createdAt })
    .onConflict((conflict) =>
      // The partial index's own condition, as a literal: SQLite matches the index by its text.
      conflict.columns(["postId", "userId"]).where("kind", "=", sql.lit("autosave")).doUpdateSet({ fields, createdAt }),
    )
    .execute();
  const row = await revisionsWithUsers(db)
    .where("postRevisions.postId", "=", postId)
    .where("postRevisions.userId", "=", userId)
    .where("postRevisions.kind", "=", "autosave")
    .executeTakeFirstOrThrow();
  return toSummary(row);
}

/** Copies an earlier revision as a `restore` by `userId`, who takes it back into the editor. */
export async function recordRestore(
  db: Kysely<DB>,
  revision: PostRevision,
  userId: string,
  now: Date = new Date(),
): Promise<PostRevision> {
  const id = newId();
  await db
    .insertInto("postRevisions")
    .values({
      id,
      postId: revision.postId,
      kind: "restore" satisfies PostRevisionKind,
      fields: JSON.stringify(revision.fields),
      userId,
      createdAt: now.toISOString(),
    })
    .execute();
  return (await findPostRevision(db, revision.postId, id))!;
}

/**
 * The post's revisions, newest first, each with the fields it changed from the one before
 * it (its own fields are left out: the history reads one when it compares it).
 */
export async function listPostRevisions(db: Kysely<DB>, postId: string): Promise<PostRevisionSummary[]> {
  const rows = await revisionsWithUsers(db)
    .select("postRevisions.fields")
    .where("postRevisions.postId", "=", postId)
    .orderBy("postRevisions.createdAt", "desc")
    .orderBy("postRevisions.id", "desc")
    .execute();
  const fields = rows.map((row) => JSON.parse(row.fields) as PostRevisionFields);
  return rows.map((row, index) => ({
    ...toSummary(row),
    changed: index + 1 < rows.length ? changedRevisionFields(fields[index + 1]!, fields[index]!) : [],
  }));
}

/** One revision of the post, with its fields; undefined when the post has no such revision. */
export async function findPostRevision(
  db: Kysely<DB>,
  postId: string,
  revisionId: string,
): Promise<PostRevision | undefined> {
  const row = await revisionsWithUsers(db)
    .select("postRevisions.fields")
    .where("postRevisions.postId", "=", postId)
    .where("postRevisions.id", "=", revisionId)
    .executeTakeFirst();
  return row && { ...toSummary(row), fields: JSON.parse(row.fields) as PostRevisionFields };
}

/**
 * `userId`'s autosave of the post when it is newer than the post's last save: what they
 * typed and did not save (the tab was closed, the network failed), to offer back.
 */
export async function findPendingAutosave(
  db: Kysely<DB>,
  post: Pick<Post, "_id" | "updatedAt">,
  userId: string,
): Promise<PostRevision | undefined> {
  const row = await revisionsWithUsers(db)
    .select("postRevisions.fields")
    .where("postRevisions.postId", "=", post._id)
    .where("postRevisions.userId", "=", userId)
    .where("postRevisions.kind", "=", "autosave")
    .executeTakeFirst();
  if (!row || Date.parse(toIsoString(row.createdAt)) <= Date.parse(post.updatedAt)) return undefined;
  return { ...toSummary(row), fields: JSON.parse(row.fields) as PostRevisionFields };
}

/** Drops `userId`'s autosave of the post (they chose to discard it). */
export async function discardAutosave(db: Kysely<DB>, postId: string, userId: string): Promise<void> {
  await db
    .deleteFrom("postRevisions")
    .where("postId", "=", postId)
    .where("userId", "=", userId)
    .where("kind", "=", "autosave")
    .execute();
}
