import type {
  NewPostDraft,
  PendingAutosave,
  PendingNewPostDraft,
  PostDraft,
  PostRevision,
  PostRevisionList,
  PostRevisionSummary,
} from "../../../common/post-revision";
import { adminFetch } from "~/admin/ui/api";

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

// A new post's text before its first save (decision 054): the caller's one unsaved new post.
const newPostDraftPath = "/api/drafts/new/post";

export function saveNewPostDraft(draft: PostDraft, keepalive = false): Promise<NewPostDraft> {
  return adminFetch(newPostDraftPath, { method: "PUT", json: draft, keepalive });
}

export async function readNewPostDraft(signal?: AbortSignal): Promise<NewPostDraft | null> {
  return (await adminFetch<PendingNewPostDraft>(newPostDraftPath, { signal })).draft;
}

export function discardNewPostDraft(): Promise<undefined> {
  return adminFetch(newPostDraftPath, { method: "DELETE" });
}

/** Where the editor's autosave goes: a saved post's autosave revision, or the new post's draft. */
export interface AutosaveTarget {
  /** Sends the fields; answers when the server kept them. */
  save: (draft: PostDraft, keepalive: boolean) => Promise<string>;
  discard: () => Promise<unknown>;
}

export function autosaveTarget(postId: string | undefined): AutosaveTarget {
  return postId
    ? {
        save: async (draft, keepalive) => (await autosavePost(postId, draft, keepalive)).createdAt,
        discard: () => discardAutosave(postId),
      }
    : {
        save: async (draft, keepalive) => (await saveNewPostDraft(draft, keepalive)).updatedAt,
        discard: discardNewPostDraft,
      };
}
