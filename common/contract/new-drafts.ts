import type { ContentKind } from "../content/kinds";
import { contentDraftSchema, newContentDraftSchema, pendingNewContentDraftSchema } from "../new-draft";
import { newPostDraftSchema, pendingNewPostDraftSchema, postDraftSchema } from "../post-revision";
import { answer, endpoint, type Schema } from "./endpoint";
import { pascalCase } from "./names";

/**
 * GET, PUT and DELETE /api/drafts/new/{kind} (decision 054): the caller's new item of a kind
 * as typed before its first save, one per caller and kind. One path per kind, like the
 * content endpoints, so that each kind's body is checked by its own schema and an unknown
 * kind (or a fixed one, which has no "New …") is a 404. Every kind with a "New …" is one
 * every staff member may create, so staff is the role of all of them.
 */
function newDraftEndpoints<Pending extends Schema>(kind: string, what: string, pending: Pending) {
  const path = `/drafts/new/${kind}`;
  const name = pascalCase(kind);
  return {
    getNewDraft: endpoint({
      method: "get",
      path,
      operationId: `getNew${name}Draft`,
      summary: `The caller's new ${what} as typed before its first save, or null`,
      role: "staff",
      responses: { "200": answer(`The unsaved new ${what}, or null`, pending) },
    }),
    /** Keeping it: all but its body and answer, which each family's schemas give. */
    save: {
      method: "put",
      path,
      operationId: `saveNew${name}Draft`,
      summary: `Keep what the caller typed into a new ${what} (replacing what was kept); nothing is created or public`,
      role: "staff",
    } as const,
    bodyName: `New${name}Draft`,
    discardNewDraft: endpoint({
      method: "delete",
      path,
      operationId: `discardNew${name}Draft`,
      summary: `Discard the caller's unsaved new ${what}`,
      role: "staff",
      responses: { "204": answer("Discarded") },
    }),
  };
}

const post = newDraftEndpoints("post", "post", pendingNewPostDraftSchema);

/** The caller's new post before its first save. */
export const newPostDraftContract = {
  getNewDraft: post.getNewDraft,
  saveNewDraft: endpoint({
    ...post.save,
    body: {
      name: post.bodyName,
      schema: postDraftSchema,
      limit: "1mb",
      example: { title: "Five questions to ask before a", content: "<p>Start with what the name</p>" },
    },
    responses: { "200": answer("Kept", newPostDraftSchema) },
  }),
  discardNewDraft: post.discardNewDraft,
};

/** The caller's new item of a content kind before its first save (declared for each kind with a "New …"). */
export function newContentDraftContract(kind: ContentKind) {
  const item = newDraftEndpoints(kind, `${kind} item`, pendingNewContentDraftSchema);
  return {
    getNewDraft: item.getNewDraft,
    saveNewDraft: endpoint({
      ...item.save,
      body: {
        name: item.bodyName,
        schema: contentDraftSchema,
        limit: "200kb",
        example: { slug: null, visible: true, fields: {}, text: { en: { title: "Brand strategy" } } },
      },
      responses: { "200": answer("Kept", newContentDraftSchema) },
    }),
    discardNewDraft: item.discardNewDraft,
  };
}
