import { type Language, languageCodes } from "../../../common/i18n/languages";
import type { Post, PostInput, PostPage } from "../../../common/post";
import { adminFetch } from "~/admin/ui/api";

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
  | { intent: "delete"; id: string }
  /** A draft in `language`, filled from the version `from` (decision 021). */
  | { intent: "translate"; from: string; language: Language };

/** The languages a post has no version in (decision 019: the admin shows what is missing). */
export function missingPostLanguages(post: Pick<Post, "translations">): Language[] {
  return languageCodes.filter((language) => !post.translations.some((version) => version.language === language));
}

/**
 * The version a translation starts from: the English one, else the one being edited.
 */
export function translationSource(post: Pick<Post, "_id" | "translations">): string {
  return post.translations.find((version) => version.language === "en")?.id ?? post._id;
}

/**
 * Starts a version in another language: a draft with the source's text (to be translated
 * in the editor), category, tags, cover and SEO fields; its slug is made from the title.
 */
async function startTranslation(from: string, language: Language): Promise<Post> {
  const source = await adminFetch<Post>(`/api/posts/${encodeURIComponent(from)}`);
  const input = {
    language,
    translationOf: source._id,
    author: source.author?._id,
    title: source.title,
    content: source.content,
    excerpt: source.excerpt,
    category: source.category?._id ?? null,
    tags: source.tags,
    image: source.image,
    status: "draft",
    seo: source.seo,
  } satisfies Omit<PostInput, "slug">;
  return adminFetch<Post>("/api/posts", { method: "POST", json: input });
}

export function changePost(change: PostChange): Promise<Post | undefined> {
  switch (change.intent) {
    case "translate":
      return startTranslation(change.from, change.language);
    case "create":
      return adminFetch<Post>("/api/posts", { method: "POST", json: change.input });
    case "update":
      return adminFetch<Post>(`/api/posts/${encodeURIComponent(change.id)}`, { method: "PUT", json: change.input });
    case "delete":
      return adminFetch<undefined>(`/api/posts/${encodeURIComponent(change.id)}`, { method: "DELETE" });
  }
}

export type { PostPage };
