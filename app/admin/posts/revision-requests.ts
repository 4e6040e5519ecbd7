import type {
  PendingAutosave,
  PostDraft,
  PostRevision,
  PostRevisionFields,
  PostRevisionList,
  PostRevisionSummary,
} from "../../../common/post-revision";
import { adminFetch } from "~/admin/ui/api";
import { type AutosaveTarget, discardNewDraft, newDraftTarget, readNewDraft } from "~/admin/ui/new-drafts";

// What the editor asks of the API about a post's autosave and history (decision 038).

const postPath = (postId: string) => `/api/posts/${encodeURIComponent(postId)}`;

/** Keeps the editor's fields as the caller's autosave; `keepalive` lets it finish as the tab closes. */
export function autosavePost(postId: string, draft: PostDraft, keepalive = false): Promise<PostRevisionSummary> {
  return adminFetch(`${postPath(postId)}/autosave`, { method: "POST", json: draft, keepalive });
}

export async function pendingAutosave(postId: string, signal?: AbortSignal): Promise<PostRevision | null> {
  return (await adminFetch<PendingAutosave>(`${postPath(postId)}/autosave`, { signal })).autosave;
}

export function discardAutosave(postId: string): Promise<undefined> {
  return adminFetch(`${postPath(postId)}/autosave`, { method: "DELETE" });
}

export async function listRevisions(postId: string): Promise<PostRevisionSummary[]> {
  return (await adminFetch<PostRevisionList>(`${postPath(postId)}/revisions`)).revisions;
}

export function readRevision(postId: string, revisionId: string): Promise<PostRevision> {
  return adminFetch(`${postPath(postId)}/revisions/${encodeURIComponent(revisionId)}`);
}

export function restoreRevision(postId: string, revisionId: string): Promise<PostRevision> {
  return adminFetch(`${postPath(postId)}/revisions/${encodeURIComponent(revisionId)}/restore`, { method: "POST" });
}

// A new post's text before its first save (decision 054): the caller's new item of kind "post".
export const readNewPostDraft = (signal?: AbortSignal) => readNewDraft<PostRevisionFields>("post", signal);
export const discardNewPostDraft = () => discardNewDraft("post");

export function autosaveTarget(postId: string | undefined): AutosaveTarget<PostDraft> {
  return postId
    ? {
        save: async (draft, keepalive) => (await autosavePost(postId, draft, keepalive)).createdAt,
        discard: () => discardAutosave(postId),
      }
    : newDraftTarget("post");
}
