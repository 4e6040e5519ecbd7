import type { CommentBulkAction, CommentStatus } from "../../common/comment";
import { commentContract } from "../../common/contract/comments";
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
import { implement } from "./operation.server";

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

/** Visitors comment under published posts; staff moderate (the endpoints: common/contract/comments.ts). */
export const commentOperations = implement(commentContract, {
  createComment: {
    rateLimit: "comments",
    async handle({ req, body: input, params }, { db, traffic }) {
      const post = await findPublishedPost(db, params.id);
      if (!post) throw notFound("postNotFound");
      // A bot is answered as a person would be, and nothing is stored.
      if (isBot(input)) return { status: 201, body: toPostedCommentJson(commentRow(post._id, input)) };
      const comment = await createComment(db, post._id, input);
      await recordLeadOrigin(db, traffic, req, { kind: "comment", id: comment.id });
      return { status: 201, body: toPostedCommentJson(comment) };
    },
  },
  listComments: {
    async handle({ query: { status } }, { db }) {
      const [comments, counts] = await Promise.all([listComments(db, status), countCommentsByStatus(db)]);
      return { status: 200, body: { comments, counts } };
    },
  },
  setCommentStatus: {
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
      return { status: 200, body: comment };
    },
  },
  deleteComment: {
    async handle({ res, params }, { db }) {
      const comment = await deleteComment(db, params.id);
      if (!comment) throw notFound("commentNotFound");
      await recordActivity(db, {
        kind: "comment.deleted",
        subjectId: comment._id,
        title: comment.post.title,
        actorId: currentUser(res).id,
      });
      return { status: 204 };
    },
  },
  moderateComments: {
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
      return { status: 200, body: { ids: changed.map((comment) => comment._id) } };
    },
  },
});
