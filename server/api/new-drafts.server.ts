import type { Response } from "express";
import type { Kysely } from "kysely";
import { newContentDraftContract, newPostDraftContract } from "../../common/contract/new-drafts";
import { type ContentDraft, type NewDraftKind, newContentKinds } from "../../common/new-draft";
import type { PostRevisionFields } from "../../common/post-revision";
import { currentUser } from "../auth/require-staff.server";
import { discardNewDraft, findNewDraft, saveNewContentDraft, saveNewPostDraft } from "../db/new-drafts.server";
import type { DB } from "../db/schema.server";
import { implement } from "./operation.server";

// The caller's new item of a kind as typed before its first save (decision 054; the
// endpoints: common/contract/new-drafts.ts), one path per kind.

async function pendingDraft<Fields>(db: Kysely<DB>, res: Response, kind: NewDraftKind) {
  return { status: 200 as const, body: { draft: (await findNewDraft<Fields>(db, currentUser(res).id, kind)) ?? null } };
}

async function discarded(db: Kysely<DB>, res: Response, kind: NewDraftKind) {
  await discardNewDraft(db, currentUser(res).id, kind);
  return { status: 204 as const };
}

export const newDraftOperations = [
  ...implement(newPostDraftContract, {
    getNewDraft: { handle: ({ res }, { db }) => pendingDraft<PostRevisionFields>(db, res, "post") },
    saveNewDraft: {
      handle: async ({ res, body }, { db }) => ({
        status: 200,
        body: await saveNewPostDraft(db, currentUser(res).id, body),
      }),
    },
    discardNewDraft: { handle: ({ res }, { db }) => discarded(db, res, "post") },
  }),
  ...newContentKinds.flatMap((kind) =>
    implement(newContentDraftContract(kind), {
      getNewDraft: { handle: ({ res }, { db }) => pendingDraft<ContentDraft>(db, res, kind) },
      saveNewDraft: {
        handle: async ({ res, body }, { db }) => ({
          status: 200,
          body: await saveNewContentDraft(db, currentUser(res).id, kind, body),
        }),
      },
      discardNewDraft: { handle: ({ res }, { db }) => discarded(db, res, kind) },
    }),
  ),
];
