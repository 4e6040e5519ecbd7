import type { Post, PostInput, PostPage } from "../../../common/post";
import { adminFetch } from "./api";

export const postPageSize = 20;
export const postStatusFilters = ["all", "published", "draft"] as const;
export type PostStatusFilter = (typeof postStatusFilters)[number];

/** The post list's view, read from its address: search, status filter and page. */
export function postListView(params: URLSearchParams) {
  return {
    q: params.get("q") ?? "",
    status: postStatusFilters.find((value) => value === params.get("status")) ?? "all",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
}

export function postListPath({ q, status, page }: ReturnType<typeof postListView>): string {
  return `/api/posts?${new URLSearchParams({ status, page: String(page), limit: String(postPageSize), ...(q ? { q } : {}) })}`;
}

/** The list's address after a change; defaults stay out of it. */
export function changePostListParams(params: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  for (const [key, value] of Object.entries(changes)) {
    if (value && !(key === "status" && value === "all") && !(key === "page" && value === "1")) params.set(key, value);
    else params.delete(key);
  }
  return params;
}

/** What the post screens ask of the API. */
export type PostChange =
  | { intent: "create"; input: PostInput }
  | { intent: "update"; id: string; input: PostInput }
  | { intent: "delete"; id: string };

export function changePost(change: PostChange): Promise<Post | undefined> {
  switch (change.intent) {
    case "create":
      return adminFetch<Post>("/api/posts", { method: "POST", json: change.input });
    case "update":
      return adminFetch<Post>(`/api/posts/${encodeURIComponent(change.id)}`, { method: "PUT", json: change.input });
    case "delete":
      return adminFetch<undefined>(`/api/posts/${encodeURIComponent(change.id)}`, { method: "DELETE" });
  }
}

export type { PostPage };
