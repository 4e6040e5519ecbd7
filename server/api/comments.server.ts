import { type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import {
  type CommentBulkAction,
  commentBulkInputSchema,
  commentInputSchema,
  commentListQuerySchema,
  type CommentStatus,
  commentStatusInputSchema,
} from "../../common/comment";
import type { ActivityKind } from "../../common/dashboard";
import { isBot } from "../../common/honeypot";
import { currentUser } from "../auth/require-staff.server";
import type { Config } from "../config.server";
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
import type { DB } from "../db/schema.server";
import { notFound } from "../http-error.server";
import { jsonBody, parseBody, parseInput } from "./http.server";
import { formRateLimit } from "./rate-limits.server";

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

/** Visitors comment under published posts; staff (admins and editors) moderate. */
export function commentsRouter(db: Kysely<DB>, requireStaff: RequestHandler, config: Config): Router {
  const router = Router();
  const body = jsonBody("20kb");

  router.post("/posts/:id/comments", formRateLimit(config, db, "comments"), ...body, async (req, res) => {
    const post = await findPublishedPost(db, req.params.id as string);
    if (!post) throw notFound("postNotFound");
    const input = parseBody(commentInputSchema, req);
    if (isBot(input)) return void res.status(201).json(toPostedCommentJson(commentRow(post._id, input)));
    res.status(201).json(toPostedCommentJson(await createComment(db, post._id, input)));
  });

  router.get("/comments", requireStaff, async (req, res) => {
    const { status } = parseInput(commentListQuerySchema, req.query);
    const [comments, counts] = await Promise.all([listComments(db, status), countCommentsByStatus(db)]);
    res.json({ comments, counts });
  });

  router.patch("/comments/:id", requireStaff, ...body, async (req, res) => {
    const { status } = parseBody(commentStatusInputSchema, req);
    const changed = await setCommentStatus(db, req.params.id as string, status);
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
  });

  router.delete("/comments/:id", requireStaff, async (req, res) => {
    const comment = await deleteComment(db, req.params.id as string);
    if (!comment) throw notFound("commentNotFound");
    await recordActivity(db, {
      kind: "comment.deleted",
      subjectId: comment._id,
      title: comment.post.title,
      actorId: currentUser(res).id,
    });
    res.status(204).end();
  });

  router.post("/comments/bulk", requireStaff, ...body, async (req, res) => {
    const { ids, action } = parseBody(commentBulkInputSchema, req);
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
  });

  return router;
}
