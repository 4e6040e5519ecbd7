import {
  type CommentBulkAction,
  type CommentBulkAnswer,
  type CommentList,
  type CommentStatus,
  commentStatuses,
} from "../../../common/comment";
import { adminFetch } from "~/admin/ui/api";

/** The state the moderation queue shows, read from its address: pending unless it says another. */
export function commentListStatus(params: URLSearchParams): CommentStatus {
  return commentStatuses.find((status) => status === params.get("status")) ?? "pending";
}

/** The queue's address for a state; pending, the default, keeps the address bare. */
export function commentListSearch(status: CommentStatus): string {
  return status === "pending" ? "" : `?status=${status}`;
}

export function commentListPath(status: CommentStatus): string {
  return `/api/comments?status=${status}`;
}

/** What the moderation screen asks of the API. */
export type CommentChange =
  | { intent: "status"; id: string; status: CommentStatus }
  | { intent: "delete"; id: string }
  | { intent: "bulk"; ids: string[]; action: CommentBulkAction };

/** What a change did, for the screen to say: which state the comments went to, and how many. */
export interface CommentOutcome {
  done: CommentStatus | "deleted";
  count: number;
}

const bulkDone = { approve: "approved", spam: "spam", delete: "deleted" } as const;

export async function changeComments(change: CommentChange): Promise<CommentOutcome> {
  switch (change.intent) {
    case "status":
      await adminFetch(`/api/comments/${encodeURIComponent(change.id)}`, {
        method: "PATCH",
        json: { status: change.status },
      });
      return { done: change.status, count: 1 };
    case "delete":
      await adminFetch(`/api/comments/${encodeURIComponent(change.id)}`, { method: "DELETE" });
      return { done: "deleted", count: 1 };
    case "bulk": {
      const { ids } = await adminFetch<CommentBulkAnswer>("/api/comments/bulk", {
        method: "POST",
        json: { ids: change.ids, action: change.action },
      });
      return { done: bulkDone[change.action], count: ids.length };
    }
  }
}

export type { CommentList };
