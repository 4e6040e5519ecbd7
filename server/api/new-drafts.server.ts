import {
  contentDraftSchema,
  type ContentDraft,
  newContentDraftSchema,
  newContentKinds,
  pendingNewContentDraftSchema,
} from "../../common/new-draft";
import {
  newPostDraftSchema,
  pendingNewPostDraftSchema,
  type PostDraft,
  postDraftSchema,
} from "../../common/post-revision";
import { currentUser } from "../auth/require-staff.server";
import { discardNewDraft, findNewDraft, saveNewContentDraft, saveNewPostDraft } from "../db/new-drafts.server";
import { pascalCase } from "./content.server";
import { answer, operation } from "./operation.server";

/**
 * GET, PUT and DELETE /api/drafts/new/{kind} (decision 054): the caller's new item of a kind
 * as typed before its first save, one per caller and kind. One path per kind, like the
 * content operations, so that each kind's body is checked by its own schema and an unknown
 * kind (or a fixed one, which has no "New …") is a 404. Every kind with a "New …" is one
 * every staff member may create, so staff is the role of all of them.
 */
function draftOperations<Draft>(
  kind: string,
  what: string,
  body: { schema: typeof postDraftSchema | typeof contentDraftSchema; limit: string },
  schemas: {
    kept: typeof newPostDraftSchema | typeof newContentDraftSchema;
    pending: typeof pendingNewPostDraftSchema | typeof pendingNewContentDraftSchema;
  },
  save: (db: Parameters<typeof findNewDraft>[0], userId: string, draft: Draft) => Promise<unknown>,
) {
  const path = `/drafts/new/${kind}`;
  const name = pascalCase(kind);
  return [
    operation({
      method: "get",
      path,
      operationId: `getNew${name}Draft`,
      summary: `The caller's new ${what} as typed before its first save, or null`,
      role: "staff",
      responses: { "200": answer(`The unsaved new ${what}, or null`, schemas.pending) },
      async handle({ res }, { db }) {
        res.json({ draft: (await findNewDraft(db, currentUser(res).id, kind as never)) ?? null });
      },
    }),
    operation({
      method: "put",
      path,
      operationId: `saveNew${name}Draft`,
      summary: `Keep what the caller typed into a new ${what} (replacing what was kept); nothing is created or public`,
      role: "staff",
      body: { name: `New${name}Draft`, schema: body.schema as never, limit: body.limit },
      responses: { "200": answer("Kept", schemas.kept) },
      async handle({ res, body: draft }, { db }) {
        res.json(await save(db, currentUser(res).id, draft as Draft));
      },
    }),
    operation({
      method: "delete",
      path,
      operationId: `discardNew${name}Draft`,
      summary: `Discard the caller's unsaved new ${what}`,
      role: "staff",
      responses: { "204": answer("Discarded") },
      async handle({ res }, { db }) {
        await discardNewDraft(db, currentUser(res).id, kind as never);
        res.status(204).end();
      },
    }),
  ];
}

export const newDraftOperations = [
  ...draftOperations<PostDraft>(
    "post",
    "post",
    { schema: postDraftSchema, limit: "1mb" },
    { kept: newPostDraftSchema, pending: pendingNewPostDraftSchema },
    saveNewPostDraft,
  ),
  ...newContentKinds.flatMap((kind) =>
    draftOperations<ContentDraft>(
      kind,
      `${kind} item`,
      { schema: contentDraftSchema, limit: "200kb" },
      { kept: newContentDraftSchema, pending: pendingNewContentDraftSchema },
      (db, userId, draft) => saveNewContentDraft(db, userId, kind, draft),
    ),
  ),
];
