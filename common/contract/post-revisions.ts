import {
  pendingAutosaveSchema,
  postDraftSchema,
  postRevisionListSchema,
  postRevisionSchema,
  postRevisionSummarySchema,
} from "../post-revision";
import { answer, endpoint, error } from "./endpoint";

const postParam = { id: "The post's _id" };
const revisionParams = { ...postParam, revisionId: "The revision's _id" };
const unknownPost = { "404": error("Unknown post") };
const unknownRevision = { "404": error("Unknown post, or no such revision of it") };

/**
 * A post's history and autosave (decision 038), for staff. An autosave never changes the
 * post: only Save, Publish and Update do, each keeping a revision.
 */
export const postRevisionContract = {
  listPostRevisions: endpoint({
    method: "get",
    path: "/posts/:id/revisions",
    operationId: "listPostRevisions",
    summary: "A post's revisions, newest first: kind, author and time",
    role: "staff",
    params: postParam,
    responses: { "200": answer("Revisions", postRevisionListSchema), ...unknownPost },
  }),
  getPostRevision: endpoint({
    method: "get",
    path: "/posts/:id/revisions/:revisionId",
    operationId: "getPostRevision",
    summary: "One revision of a post, with its fields",
    role: "staff",
    params: revisionParams,
    responses: { "200": answer("The revision", postRevisionSchema), ...unknownRevision },
  }),
  restorePostRevision: endpoint({
    method: "post",
    path: "/posts/:id/revisions/:revisionId/restore",
    operationId: "restorePostRevision",
    summary: "Take an earlier revision back: kept as a `restore` revision, the post itself unchanged until saved",
    role: "staff",
    params: revisionParams,
    responses: {
      "201": answer("The restore revision, to load into the editor", postRevisionSchema),
      ...unknownRevision,
    },
  }),
  getPostAutosave: endpoint({
    method: "get",
    path: "/posts/:id/autosave",
    operationId: "getPostAutosave",
    summary: "The caller's autosave of the post, when it is newer than the post's last save",
    role: "staff",
    params: postParam,
    responses: { "200": answer("The autosave, or null", pendingAutosaveSchema), ...unknownPost },
  }),
  autosavePost: endpoint({
    method: "post",
    path: "/posts/:id/autosave",
    operationId: "autosavePost",
    summary:
      "Keep what the caller typed as their autosave of the post (replacing their previous one); the post is unchanged",
    role: "staff",
    params: postParam,
    body: {
      name: "PostDraft",
      schema: postDraftSchema,
      limit: "1mb",
      // Unfinished, as an autosave may be: no excerpt yet.
      example: { title: "Five questions to ask before a", content: "<p>Start with what the name</p>" },
    },
    responses: { "200": answer("Saved", postRevisionSummarySchema), ...unknownPost },
  }),
  discardPostAutosave: endpoint({
    method: "delete",
    path: "/posts/:id/autosave",
    operationId: "discardPostAutosave",
    summary: "Discard the caller's autosave of the post",
    role: "staff",
    params: postParam,
    responses: { "204": answer("Discarded"), ...unknownPost },
  }),
};
