// Blog comments: what a visitor sends under a post, what visitors see once staff approve
// it, and the moderation queue. The input is what the post page's form validates before
// sending, so this module (and Zod) is all its lazily loaded chunk holds.
import * as z from "zod/mini";
import { count, emailField, honeypotField, id, limits, requiredText, timestamp } from "./fields";
import { honeypotFieldName } from "./honeypot";

/** New comments wait (pending) until staff approve them or mark them as spam. */
export const commentStatuses = ["pending", "approved", "spam"] as const;
export type CommentStatus = (typeof commentStatuses)[number];
const commentStatusField = z.enum(commentStatuses, { error: "validation.commentStatus" });

export const commentInputSchema = z.object({
  name: requiredText(limits.name),
  email: emailField,
  text: requiredText(limits.comment),
  [honeypotFieldName]: honeypotField,
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/** A comment as visitors see it: never the author's email. */
export const publicCommentSchema = z.strictObject({
  _id: id,
  name: z.string(),
  text: z.string().check(z.describe("Plain text, shown as text (never as markup), line breaks kept")),
  createdAt: timestamp,
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

/** What the visitor who posted a comment is told: it is stored, and waits for approval. */
export const postedCommentSchema = z.strictObject({
  ...publicCommentSchema.shape,
  status: z.literal("pending"),
});
export type PostedComment = z.infer<typeof postedCommentSchema>;

/** A comment as staff moderate it, with the post it was left under. */
export const commentSchema = z.strictObject({
  ...publicCommentSchema.shape,
  email: z.string(),
  status: z.enum(commentStatuses),
  post: z.strictObject({ _id: id, title: z.string(), slug: z.string() }),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentListQuerySchema = z.object({
  status: z._default(commentStatusField, "pending"),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

/** The moderation queue: the comments of one state, newest first, and how many each state holds. */
export const commentListSchema = z.strictObject({
  comments: z.array(commentSchema),
  counts: z.strictObject({ pending: count, approved: count, spam: count }),
});
export type CommentList = z.infer<typeof commentListSchema>;

export const commentStatusInputSchema = z.object({ status: commentStatusField });
export type CommentStatusInput = z.infer<typeof commentStatusInputSchema>;

export const commentBulkActions = ["approve", "spam", "delete"] as const;
export type CommentBulkAction = (typeof commentBulkActions)[number];

/** At most this many comments in one bulk action: a page of the queue. */
export const maxBulkComments = 100;

export const commentBulkInputSchema = z.object({
  ids: z
    .array(z.string({ error: "validation.text" }).check(z.minLength(1, "validation.required")), {
      error: "validation.required",
    })
    .check(z.minLength(1, "validation.required"), z.maxLength(maxBulkComments, "validation.tooMany")),
  action: z.enum(commentBulkActions, { error: "validation.commentAction" }),
});
export type CommentBulkInput = z.infer<typeof commentBulkInputSchema>;

/** The comments a bulk action changed or deleted (unknown ids are left out). */
export const commentBulkAnswerSchema = z.strictObject({ ids: z.array(id) });
export type CommentBulkAnswer = z.infer<typeof commentBulkAnswerSchema>;
