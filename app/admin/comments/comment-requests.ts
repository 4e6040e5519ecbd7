import { type CommentBulkAction, type CommentStatus, commentStatuses } from "../../../common/comment";
import { commentContract } from "../../../common/contract/comments";
import { adminCall } from "~/admin/ui/api";
import { loadAdmin } from "~/admin/ui/route-data";

/** The state the moderation queue shows, read from its address: pending unless it says another. */
export function commentListStatus(params: URLSearchParams): CommentStatus {
  return commentStatuses.find((status) => status === params.get("status")) ?? "pending";
}

/** The queue's address for a state; pending, the default, keeps the address bare. */
export function commentListSearch(status: CommentStatus): string {
  return status === "pending" ? "" : `?status=${status}`;
}

/** The comments of the state the screen's address names, with each state's count. */
export function loadCommentQueue(request: Request) {
  const status = commentListStatus(new URL(request.url).searchParams);
  return loadAdmin(request, commentContract.listComments, { query: { status } });
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
      await adminCall(commentContract.setCommentStatus, { params: { id: change.id }, body: { status: change.status } });
      return { done: change.status, count: 1 };
    case "delete":
      await adminCall(commentContract.deleteComment, { params: { id: change.id } });
      return { done: "deleted", count: 1 };
    case "bulk": {
      const { ids } = await adminCall(commentContract.moderateComments, {
        body: { ids: change.ids, action: change.action },
      });
      return { done: bulkDone[change.action], count: ids.length };
    }
  }
}
export type { CommentList } from "../../../common/comment";
