import type { Insertable, Kysely } from "kysely";
import type {
  Comment,
  CommentBulkAction,
  CommentInput,
  CommentStatus,
  PostedComment,
  PublicComment,
} from "../../common/comment";
import { announcePublicChange } from "./public-changes.server";
import { newId, toIsoString } from "./database.server";
import type { CommentRow, CommentsTable, DB } from "./schema.server";

/**
 * The row a visitor's comment is stored as, pending until staff approve it (a bot's, never
 * stored, is answered with it too).
 */
export function commentRow(postId: string, input: CommentInput): Insertable<CommentsTable> & CommentRow {
  return {
    id: newId(),
    postId,
    name: input.name,
    email: input.email,
    text: input.text,
    status: "pending",
    createdAt: new Date().toISOString(),
  };
}

export function toPublicCommentJson(row: Pick<CommentRow, "id" | "name" | "text" | "createdAt">): PublicComment {
  return { _id: row.id, name: row.name, text: row.text, createdAt: toIsoString(row.createdAt) };
}

export function toPostedCommentJson(row: CommentRow): PostedComment {
  return { ...toPublicCommentJson(row), status: "pending" };
}

function joinedComments(db: Kysely<DB>) {
  return db
    .selectFrom("comments")
    .innerJoin("posts", "posts.id", "comments.postId")
    .selectAll("comments")
    .select(["posts.title as postTitle", "posts.slug as postSlug"]);
}

type JoinedCommentRow = Awaited<ReturnType<ReturnType<typeof joinedComments>["executeTakeFirstOrThrow"]>>;

export function toCommentJson(row: JoinedCommentRow): Comment {
  return {
    ...toPublicCommentJson(row),
    email: row.email,
    status: row.status,
    post: { _id: row.postId, title: row.postTitle, slug: row.postSlug },
  };
}

/** Stores a visitor's comment under a post (the caller checks that the post is published). */
export async function createComment(db: Kysely<DB>, postId: string, input: CommentInput): Promise<CommentRow> {
  const row = commentRow(postId, input);
  await db.insertInto("comments").values(row).execute();
  return row;
}

/** The comments of one state, newest first, with their posts: the moderation queue. */
export async function listComments(db: Kysely<DB>, status: CommentStatus): Promise<Comment[]> {
  const rows = await joinedComments(db)
    .where("comments.status", "=", status)
    .orderBy("comments.createdAt", "desc")
    .orderBy("comments.id")
    .execute();
  return rows.map(toCommentJson);
}

/** How many comments each state holds. */
export async function countCommentsByStatus(db: Kysely<DB>): Promise<Record<CommentStatus, number>> {
  const rows = await db
    .selectFrom("comments")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("total")])
    .groupBy("status")
    .execute();
  const counts = { pending: 0, approved: 0, spam: 0 };
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

/** Comments waiting for approval: what the admin's notifications announce. */
export async function countPendingComments(db: Kysely<DB>): Promise<number> {
  const { total } = await db
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** A post's approved comments, oldest first: all that visitors ever see. */
export async function listApprovedComments(db: Kysely<DB>, postId: string): Promise<PublicComment[]> {
  const rows = await db
    .selectFrom("comments")
    .select(["id", "name", "text", "createdAt"])
    .where("postId", "=", postId)
    .where("status", "=", "approved")
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map(toPublicCommentJson);
}

/** Visitors see approved comments only: a change to or from approved changes their pages. */
async function announceIfVisible(db: Kysely<DB>, statuses: CommentStatus[]) {
  if (statuses.includes("approved")) await announcePublicChange(db);
}

/** A comment's new state; undefined when unknown. `before` is its state until now. */
export async function setCommentStatus(
  db: Kysely<DB>,
  id: string,
  status: CommentStatus,
): Promise<{ comment: Comment; before: CommentStatus } | undefined> {
  const existing = await db.selectFrom("comments").select("status").where("id", "=", id).executeTakeFirst();
  if (!existing) return undefined;
  if (existing.status !== status) {
    await db.updateTable("comments").set({ status }).where("id", "=", id).execute();
    await announceIfVisible(db, [existing.status, status]);
  }
  const row = await joinedComments(db).where("comments.id", "=", id).executeTakeFirstOrThrow();
  return { comment: toCommentJson(row), before: existing.status };
}

/** Deletes a comment; returns it as it was (for the activity log), or undefined when unknown. */
export async function deleteComment(db: Kysely<DB>, id: string): Promise<Comment | undefined> {
  const row = await joinedComments(db).where("comments.id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom("comments").where("id", "=", id).execute();
  await announceIfVisible(db, [row.status]);
  return toCommentJson(row);
}

const bulkStatus = { approve: "approved", spam: "spam" } as const;

/**
 * Approves, marks as spam or deletes several comments at once. Returns the comments it
 * changed, as they were before (unknown ids and comments already in the wanted state are
 * left out).
 */
export async function moderateComments(db: Kysely<DB>, ids: string[], action: CommentBulkAction): Promise<Comment[]> {
  const changed = await db.transaction().execute(async (trx) => {
    let query = joinedComments(trx).where("comments.id", "in", ids);
    if (action !== "delete") query = query.where("comments.status", "!=", bulkStatus[action]);
    const rows = (await query.execute()).map(toCommentJson);
    if (rows.length === 0) return rows;
    const changedIds = rows.map((comment) => comment._id);
    if (action === "delete") await trx.deleteFrom("comments").where("id", "in", changedIds).execute();
    else await trx.updateTable("comments").set({ status: bulkStatus[action] }).where("id", "in", changedIds).execute();
    return rows;
  });
  if (changed.length > 0)
    await announceIfVisible(db, action === "approve" ? ["approved"] : changed.map(({ status }) => status));
  return changed;
}
