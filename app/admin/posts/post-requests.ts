import type { Article, ArticleBulkAnswer, ArticleBulkInput, ArticlePage } from "../../../common/article";
import { type Language, languageCodes } from "../../../common/i18n/languages";
import { type Post, type PostInput, postStates, type PostVersion } from "../../../common/post";
import type { TimeZoneAnswer } from "../../../common/settings";
import { adminFetch } from "~/admin/ui/api";
import { discardNewPostDraft } from "./revision-requests";
import { loadAdminData } from "~/admin/ui/route-data";

export const postPageSize = 20;
/** The list's state filter: every article outside the trash, one state, or the trash. */
export const postStatusFilters = ["all", ...postStates] as const;
export type PostStatusFilter = (typeof postStatusFilters)[number];

/** The articles list's view, read from its address: search, filters and page (decision 037). */
export function postListView(params: URLSearchParams) {
  return {
    q: params.get("q") ?? "",
    status: postStatusFilters.find((value) => value === params.get("status")) ?? "all",
    lang: languageCodes.find((language) => language === params.get("lang")),
    category: params.get("category") ?? "",
    author: params.get("author") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
}
export type PostListView = ReturnType<typeof postListView>;

export function postListPath({ q, status, lang, category, author, page }: PostListView): string {
  const query = new URLSearchParams({ page: String(page), limit: String(postPageSize) });
  for (const [key, value] of Object.entries({ q, lang, category, author, status: status === "all" ? "" : status }))
    if (value) query.set(key, value);
  return `/api/articles?${query}`;
}

/** The list's address after a change; defaults stay out of it. */
export function changePostListParams(params: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  for (const [key, value] of Object.entries(changes)) {
    if (value && !(key === "status" && value === "all") && !(key === "page" && value === "1")) params.set(key, value);
    else params.delete(key);
  }
  return params;
}

/** For a clientLoader: the agency's time zone, in which schedules are shown and entered. */
export async function loadTimeZone(request: Request): Promise<string> {
  return (await loadAdminData<TimeZoneAnswer>(request, "/api/settings/time-zone")).timeZone;
}

/** What the post screens ask of the API. */
export type PostChange =
  | { intent: "create"; input: PostInput }
  | { intent: "update"; id: string; input: PostInput }
  /** Moves one version to the trash. */
  | { intent: "trash"; id: string }
  /** Forgets the caller's unsaved new post (decision 054). */
  | { intent: "discardNewPostDraft" }
  | ({ intent: "bulk" } & ArticleBulkInput);

/**
 * The version a translation starts from: the English one, else the first outside the trash
 * (the site's language order), else `fallback`.
 */
export function translationSource(versions: PostVersion[], fallback?: string): string | undefined {
  const usable = versions.filter((version) => !version.deletedAt);
  return (usable.find((version) => version.language === "en") ?? usable[0])?.id ?? fallback;
}

/**
 * The version an article's title opens: the one the list names it by (its title), in the
 * trash when the trash is shown and outside it otherwise, else its first.
 */
export function shownVersion(article: Article, trashView = false): PostVersion | undefined {
  return (
    article.versions.find((version) => version.title === article.title && Boolean(version.deletedAt) === trashView) ??
    article.versions[0]
  );
}

/**
 * Where a translation starts: the editor, filled with the source's text, which creates the
 * version only when it is saved (nothing is stored by opening it).
 */
export function translationPath(sourceId: string, language: Language): string {
  return `/admin/posts/new?${new URLSearchParams({ translationOf: sourceId, language })}`;
}

export function changePost(change: PostChange): Promise<Post | ArticleBulkAnswer | undefined> {
  switch (change.intent) {
    case "create":
      return adminFetch<Post>("/api/posts", { method: "POST", json: change.input });
    case "update":
      return adminFetch<Post>(`/api/posts/${encodeURIComponent(change.id)}`, { method: "PUT", json: change.input });
    case "trash":
      return adminFetch<undefined>(`/api/posts/${encodeURIComponent(change.id)}`, { method: "DELETE" });
    case "discardNewPostDraft":
      return discardNewPostDraft();
    case "bulk": {
      const { intent: _bulk, ...input } = change;
      return adminFetch<ArticleBulkAnswer>("/api/articles/bulk", { method: "POST", json: input });
    }
  }
}

export type { ArticlePage };
