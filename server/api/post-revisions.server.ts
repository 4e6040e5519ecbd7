import type { Kysely } from "kysely";
import {
  pendingAutosaveSchema,
  postDraftSchema,
  postRevisionListSchema,
  postRevisionSchema,
  postRevisionSummarySchema,
} from "../../common/post-revision";
import { currentUser } from "../auth/require-staff.server";
import {
  discardAutosave,
  findPendingAutosave,
  findPostRevision,
  listPostRevisions,
  recordRestore,
  saveAutosave,
} from "../db/post-revisions.server";
import { findPost } from "../db/posts.server";
import type { DB } from "../db/schema.server";
import { notFound } from "../http-error.server";
import { answer, error, operation } from "./operation.server";

/** The post a revision path names, by id; a 404 otherwise. */
async function postById(db: Kysely<DB>, id: string) {
  const post = await findPost(db, id);
  if (post?._id !== id) throw notFound("postNotFound");
  return post;
}

const postParam = { id: "The post's _id" };
const revisionParams = { ...postParam, revisionId: "The revision's _id" };
const unknownPost = { "404": error("Unknown post") };
const unknownRevision = { "404": error("Unknown post, or no such revision of it") };

/**
 * A post's history and autosave (docs/decisions/038), for staff. An autosave never changes
 * the post: only Save, Publish and Update do, each keeping a revision.
 */
export const postRevisionOperations = [
  operation({
    method: "get",
    path: "/posts/:id/revisions",
    operationId: "listPostRevisions",
    summary: "A post's revisions, newest first: kind, author and time",
    role: "staff",
    params: postParam,
    responses: { "200": answer("Revisions", postRevisionListSchema), ...unknownPost },
    async handle({ res, params }, { db }) {
      await postById(db, params.id);
      res.json({ revisions: await listPostRevisions(db, params.id) });
    },
  }),
  operation({
    method: "get",
    path: "/posts/:id/revisions/:revisionId",
    operationId: "getPostRevision",
    summary: "One revision of a post, with its fields",
    role: "staff",
    params: revisionParams,
    responses: { "200": answer("The revision", postRevisionSchema), ...unknownRevision },
    async handle({ res, params }, { db }) {
      const revision = await findPostRevision(db, params.id, params.revisionId);
      if (!revision) throw notFound("revisionNotFound");
      res.json(revision);
    },
  }),
  operation({
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
    async handle({ res, params }, { db }) {
      const revision = await findPostRevision(db, params.id, params.revisionId);
      if (!revision) throw notFound("revisionNotFound");
      res.status(201).json(await recordRestore(db, revision, currentUser(res).id));
    },
  }),
  operation({
    method: "get",
    path: "/posts/:id/autosave",
    operationId: "getPostAutosave",
    summary: "The caller's autosave of the post, when it is newer than the post's last save",
    role: "staff",
    params: postParam,
    responses: { "200": answer("The autosave, or null", pendingAutosaveSchema), ...unknownPost },
    async handle({ res, params }, { db }) {
      const post = await postById(db, params.id);
      res.json({ autosave: (await findPendingAutosave(db, post, currentUser(res).id)) ?? null });
    },
  }),
  operation({
    method: "post",
    path: "/posts/:id/autosave",
    operationId: "autosavePost",
    summary:
      "Keep what the caller typed as their autosave of the post (replacing their previous one); the post is unchanged",
    role: "staff",
    params: postParam,
    body: { name: "PostDraft", schema: postDraftSchema, limit: "1mb" },
    responses: { "200": answer("Saved", postRevisionSummarySchema), ...unknownPost },
    async handle({ res, params, body }, { db }) {
      await postById(db, params.id);
      res.json(await saveAutosave(db, params.id, currentUser(res).id, body));
    },
  }),
  operation({
    method: "delete",
    path: "/posts/:id/autosave",
    operationId: "discardPostAutosave",
    summary: "Discard the caller's autosave of the post",
    role: "staff",
    params: postParam,
    responses: { "204": answer("Discarded"), ...unknownPost },
    async handle({ res, params }, { db }) {
      await postById(db, params.id);
      await discardAutosave(db, params.id, currentUser(res).id);
      res.status(204).end();
    },
  }),
];
