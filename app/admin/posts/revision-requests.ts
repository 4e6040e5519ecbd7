import { postRevisionContract } from "../../../common/contract/post-revisions";
import type { PostDraft } from "../../../common/post-revision";
import { adminCall, adminCallWith } from "~/admin/ui/api";
import { type AutosaveTarget, newPostDraftTarget } from "~/admin/ui/new-drafts";

// What the editor asks of the API about a post's autosave and history (decision 038).

const { getPostAutosave, autosavePost, discardPostAutosave, listPostRevisions, getPostRevision, restorePostRevision } =
  postRevisionContract;

/** The caller's autosave of the post when it is newer than the post's last save, else null. */
export const pendingAutosave = async (id: string, signal?: AbortSignal) =>
  (await adminCallWith({ signal }, getPostAutosave, { params: { id } })).autosave;

export const listRevisions = async (id: string) => (await adminCall(listPostRevisions, { params: { id } })).revisions;

export const readRevision = (id: string, revisionId: string) =>
  adminCall(getPostRevision, { params: { id, revisionId } });

export const restoreRevision = (id: string, revisionId: string) =>
  adminCall(restorePostRevision, { params: { id, revisionId } });

/** Where the editor's autosave goes: the post's autosave revision, or (a new post) the caller's new post. */
export function autosaveTarget(id: string | undefined): AutosaveTarget<PostDraft> {
  return id
    ? {
        // `keepalive` lets the last autosave finish as the tab closes.
        save: async (body, keepalive) =>
          (await adminCallWith({ keepalive }, autosavePost, { params: { id }, body })).createdAt,
        discard: () => adminCall(discardPostAutosave, { params: { id } }),
      }
    : newPostDraftTarget();
}
