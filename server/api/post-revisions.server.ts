import type { Kysely } from "kysely";
import { postRevisionContract } from "../../common/contract/post-revisions";
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
import { implement } from "./operation.server";

/** The post a revision path names, by id; a 404 otherwise. */
async function postById(db: Kysely<DB>, id: string) {
  const post = await findPost(db, id);
  if (post?._id !== id) throw notFound("postNotFound");
  return post;
}

/** The revision a path names; a 404 otherwise. */
async function revisionOf(db: Kysely<DB>, { id, revisionId }: { id: string; revisionId: string }) {
  const revision = await findPostRevision(db, id, revisionId);
  if (!revision) throw notFound("revisionNotFound");
  return revision;
}

/**
 * A post's history and autosave (decision 038; the endpoints: common/contract/post-revisions.ts).
 * An autosave never changes the post: only Save, Publish and Update do, each keeping a revision.
 */
export const postRevisionOperations = implement(postRevisionContract, {
  listPostRevisions: {
    async handle({ params }, { db }) {
      await postById(db, params.id);
      return { status: 200, body: { revisions: await listPostRevisions(db, params.id) } };
    },
  },
  getPostRevision: {
    handle: async ({ params }, { db }) => ({ status: 200, body: await revisionOf(db, params) }),
  },
  restorePostRevision: {
    async handle({ res, params }, { db }) {
      const revision = await revisionOf(db, params);
      return { status: 201, body: await recordRestore(db, revision, currentUser(res).id) };
    },
  },
  getPostAutosave: {
    async handle({ res, params }, { db }) {
      const post = await postById(db, params.id);
      return { status: 200, body: { autosave: (await findPendingAutosave(db, post, currentUser(res).id)) ?? null } };
    },
  },
  autosavePost: {
    async handle({ res, params, body }, { db }) {
      await postById(db, params.id);
      return { status: 200, body: await saveAutosave(db, params.id, currentUser(res).id, body) };
    },
  },
  discardPostAutosave: {
    async handle({ res, params }, { db }) {
      await postById(db, params.id);
      await discardAutosave(db, params.id, currentUser(res).id);
      return { status: 204 };
    },
  },
});
