import {
  commentBulkAnswerSchema,
  commentBulkInputSchema,
  commentInputSchema,
  commentListQuerySchema,
  commentListSchema,
  commentSchema,
  commentStatusInputSchema,
  postedCommentSchema,
} from "../comment";
import { answer, endpoint, error, rateLimited } from "./endpoint";

const limit = "20kb";
const params = { id: "The comment's _id" };
const notFoundAnswer = { "404": error("Unknown id") };

/** Visitors comment under published posts; staff (admins and editors) moderate. */
export const commentContract = {
  createComment: endpoint({
    method: "post",
    path: "/posts/:id/comments",
    operationId: "createComment",
    summary: "Comment under a published post; the comment waits for staff to approve it",
    role: "public",
    params: { id: "The post's _id" },
    body: {
      name: "CommentInput",
      schema: commentInputSchema,
      limit,
      example: { name: "Ada Lovelace", email: "ada@example.com", text: "A clear, useful read. Thank you." },
    },
    responses: {
      "201": answer("Stored, pending approval", postedCommentSchema),
      "404": error("Unknown post, or a draft"),
      ...rateLimited,
    },
  }),
  listComments: endpoint({
    method: "get",
    path: "/comments",
    operationId: "listComments",
    summary: "The comments of one state (pending by default), newest first, with each state's count",
    role: "staff",
    query: commentListQuerySchema,
    responses: { "200": answer("Comments and counts", commentListSchema), "400": error("Invalid query") },
  }),
  setCommentStatus: endpoint({
    method: "patch",
    path: "/comments/:id",
    operationId: "setCommentStatus",
    summary: "Approve a comment, mark it as spam, or move it back to pending",
    role: "staff",
    params,
    body: { name: "CommentStatusInput", schema: commentStatusInputSchema, limit, example: { status: "approved" } },
    responses: { "200": answer("Updated", commentSchema), ...notFoundAnswer },
  }),
  deleteComment: endpoint({
    method: "delete",
    path: "/comments/:id",
    operationId: "deleteComment",
    summary: "Delete a comment",
    role: "staff",
    params,
    responses: { "204": answer("Deleted"), ...notFoundAnswer },
  }),
  moderateComments: endpoint({
    method: "post",
    path: "/comments/bulk",
    operationId: "moderateComments",
    summary: "Approve, mark as spam or delete up to 100 comments at once",
    description: "Answers the ids it changed; unknown ids, and comments already in the wanted state, are left out.",
    role: "staff",
    body: {
      name: "CommentBulkInput",
      schema: commentBulkInputSchema,
      limit,
      example: { ids: ["some-id"], action: "approve" },
    },
    responses: { "200": answer("Changed", commentBulkAnswerSchema) },
  }),
};
