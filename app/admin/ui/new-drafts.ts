import type * as z from "zod/mini";
import type { ContentKind } from "../../../common/content/kinds";
import { newContentDraftContract, newPostDraftContract } from "../../../common/contract/new-drafts";
import type { contentDraftSchema } from "../../../common/new-draft";
import type { PostDraft } from "../../../common/post-revision";
import { adminCall, adminCallWith, readToken } from "~/admin/ui/api";

// Something new typed before its first save (decision 054): the caller's one unsaved new
// item of a kind, a post or an item of a content kind (common/contract/new-drafts.ts).

/** Where an editor's autosave goes: a saved post's autosave revision, or a new item's draft. */
export interface AutosaveTarget<Draft> {
  /** Sends the fields; answers when the server kept them. */
  save: (draft: Draft, keepalive: boolean) => Promise<string>;
  discard: () => Promise<unknown>;
}

/** A draft's answer, or null when signed out: then there is none to ask for (the screen's loader sends the visitor to sign in). */
async function whenSignedIn<Answer>(read: () => Promise<{ draft: Answer | null }>): Promise<Answer | null> {
  return readToken() ? (await read()).draft : null;
}

/** The caller's unsaved new post, or null. */
export const readNewPostDraft = (signal?: AbortSignal) =>
  whenSignedIn(() => adminCallWith({ signal }, newPostDraftContract.getNewDraft));

export const discardNewPostDraft = () => adminCall(newPostDraftContract.discardNewDraft);

export const newPostDraftTarget = (): AutosaveTarget<PostDraft> => ({
  save: async (body, keepalive) =>
    (await adminCallWith({ keepalive }, newPostDraftContract.saveNewDraft, { body })).updatedAt,
  discard: discardNewPostDraft,
});

/** The caller's unsaved new item of a content kind, or null. */
export const readNewDraft = (kind: ContentKind, signal?: AbortSignal) =>
  whenSignedIn(() => adminCallWith({ signal }, newContentDraftContract(kind).getNewDraft));

export const discardNewDraft = (kind: ContentKind) => adminCall(newContentDraftContract(kind).discardNewDraft);

/** Where a new content item's form is kept as typed; `Draft` is the form's values, which the draft's schema takes. */
export function newDraftTarget<Draft extends z.input<typeof contentDraftSchema>>(
  kind: ContentKind,
): AutosaveTarget<Draft> {
  return {
    save: async (body, keepalive) =>
      (await adminCallWith({ keepalive }, newContentDraftContract(kind).saveNewDraft, { body })).updatedAt,
    discard: () => discardNewDraft(kind),
  };
}
