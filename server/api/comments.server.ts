import {
  commentBulkAnswerSchema,
  type CommentBulkAction,
  commentBulkInputSchema,
  commentInputSchema,
  commentListQuerySchema,
  commentListSchema,
  commentSchema,
  type CommentStatus,
  commentStatusInputSchema,
  postedCommentSchema,
} from "../../common/comment";
import type { ActivityKind } from "../../common/dashboard";
import { isBot } from "../../common/honeypot";
import { currentUser } from "../auth/require-staff.server";
import { recordActivity } from "../db/activity.server";
import {
  commentRow,
  countCommentsByStatus,
  createComment,
  deleteComment,
  listComments,
  moderateComments,
  setCommentStatus,
  toPostedCommentJson,
} from "../db/comments.server";
import { findPublishedPost } from "../db/posts.server";
import { notFound } from "../http-error.server";
import { recordLeadOrigin } from "../traffic/lead-origin.server";
import { answer, error, operation, rateLimited } from "./operation.server";

/** What the activity log says when a comment enters a state. */
const statusActivity: Record<CommentStatus, ActivityKind> = {
  approved: "comment.approved",
  spam: "comment.spam",
  pending: "comment.pending",
};
const bulkActivity: Record<CommentBulkAction, ActivityKind> = {
  approve: "comment.approved",
  spam: "comment.spam",
  delete: "comment.deleted",
};

const limit = "20kb";
const params = { id: "The comment's _id" };
const notFoundAnswer = { "404": error("Unknown id") };

/** Visitors comment under published posts; staff (admins and editors) moderate. */
export const commentOperations = [
  operation({
    method: "post",
    path: "/posts/:id/comments",
    operationId: "createComment",
    summary: "Comment under a published post; the comment waits for staff to approve it",
    role: "public",
    params: { id: "The post's _id" },
    rateLimit: "comments",
    body: { name: "CommentInput", schema: commentInputSchema, limit },
    responses: {
      "201": answer("Stored, pending approval", postedCommentSchema),
      "404": error("Unknown post, or a draft"),
      ...rateLimited,
    },
    async handle({ req, res, body: input, params }, { db, traffic }) {
      const post = await findPublishedPost(db, params.id);
      if (!post) throw notFound("postNotFound");
      if (isBot(input)) return void res.status(201).json(toPostedCommentJson(commentRow(post._id, input)));
      const comment = await createComment(db, post._id, input);
      await recordLeadOrigin(db, traffic, req, { kind: "comment", id: comment.id });
      res.status(201).json(toPostedCommentJson(comment));
    },
  }),
  operation({
    method: "get",
    path: "/comments",
    operationId: "listComments",
    summary: "The comments of one state (pending by default), newest first, with each state's count",
    role: "staff",
    query: commentListQuerySchema,
    responses: { "200": answer("Comments and counts", commentListSchema), "400": error("Invalid query") },
    async handle({ res, query: { status } }, { db }) {
      const [comments, counts] = await Promise.all([listComments(db, status), countCommentsByStatus(db)]);
      res.json({ comments, counts });
    },
  }),
  operation({
    method: "patch",
    path: "/comments/:id",
    operationId: "setCommentStatus",
    summary: "Approve a comment, mark it as spam, or move it back to pending",
    role: "staff",
    params,
    body: { name: "CommentStatusInput", schema: commentStatusInputSchema, limit },
    responses: { "200": answer("Updated", commentSchema), ...notFoundAnswer },
    async handle({ res, body: { status }, params }, { db }) {
      const changed = await setCommentStatus(db, params.id, status);
      if (!changed) throw notFound("commentNotFound");
      const { comment, before } = changed;
      if (before !== status) {
        await recordActivity(db, {
          kind: statusActivity[status],
          subjectId: comment._id,
          title: comment.post.title,
          actorId: currentUser(res).id,
        });
      }
      res.json(comment);
    },
  }),
  operation({
    method: "delete",
    path: "/comments/:id",
    operationId: "deleteComment",
    summary: "Delete a comment",
    role: "staff",
    params,
    responses: { "204": answer("Deleted"), ...notFoundAnswer },
    async handle({ res, params }, { db }) {
      const comment = await deleteComment(db, params.id);
      if (!comment) throw notFound("commentNotFound");
      await recordActivity(db, {
        kind: "comment.deleted",
        subjectId: comment._id,
        title: comment.post.title,
        actorId: currentUser(res).id,
      });
      res.status(204).end();
    },
  }),
  operation({
    method: "post",
    path: "/comments/bulk",
    operationId: "moderateComments",
    summary: "Approve, mark as spam or delete up to 100 comments at once",
    description: "Answers the ids it changed; unknown ids, and comments already in the wanted state, are left out.",
    role: "staff",
    body: { name: "CommentBulkInput", schema: commentBulkInputSchema, limit },
    responses: { "200": answer("Changed", commentBulkAnswerSchema) },
    async handle({ res, body: { ids, action } }, { db }) {
      const changed = await moderateComments(db, ids, action);
      for (const comment of changed) {
        await recordActivity(db, {
          kind: bulkActivity[action],
          subjectId: comment._id,
          title: comment.post.title,
          actorId: currentUser(res).id,
        });
      }
      res.json({ ids: changed.map((comment) => comment._id) });
    },
  }),
];
