import type { NewDraft, NewDraftKind } from "../../../common/new-draft";
import { adminFetch, readToken } from "~/admin/ui/api";

// Something new typed before its first save (decision 054): the caller's one unsaved new
// item of a kind ("post" or a content kind), at /api/drafts/new/{kind}.

const newDraftPath = (kind: NewDraftKind) => `/api/drafts/new/${kind}`;

export function saveNewDraft<Fields>(kind: NewDraftKind, draft: unknown, keepalive = false) {
  return adminFetch<NewDraft<Fields>>(newDraftPath(kind), { method: "PUT", json: draft, keepalive });
}

/** The draft, or null; signed out there is none to ask for (the screen's loader sends the visitor to sign in). */
export async function readNewDraft<Fields>(kind: NewDraftKind, signal?: AbortSignal) {
  if (!readToken()) return null;
  return (await adminFetch<{ draft: NewDraft<Fields> | null }>(newDraftPath(kind), { signal })).draft;
}

export function discardNewDraft(kind: NewDraftKind): Promise<undefined> {
  return adminFetch(newDraftPath(kind), { method: "DELETE" });
}

/** Where an editor's autosave goes: a saved post's autosave revision, or a new item's draft. */
export interface AutosaveTarget<Draft> {
  /** Sends the fields; answers when the server kept them. */
  save: (draft: Draft, keepalive: boolean) => Promise<string>;
  discard: () => Promise<unknown>;
}

export function newDraftTarget<Draft>(kind: NewDraftKind): AutosaveTarget<Draft> {
  return {
    save: async (draft, keepalive) => (await saveNewDraft(kind, draft, keepalive)).updatedAt,
    discard: () => discardNewDraft(kind),
  };
}
