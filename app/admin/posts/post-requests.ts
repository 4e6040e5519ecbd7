import type { Article, ArticleBulkInput } from "../../../common/article";
import { articleContract } from "../../../common/contract/articles";
import { categoryContract } from "../../../common/contract/categories";
import { postContract } from "../../../common/contract/posts";
import { settingsContract } from "../../../common/contract/settings";
import { userContract } from "../../../common/contract/users";
import { type Language, languageCodes } from "../../../common/i18n/languages";
import { type PostInput, postStates, type PostVersion } from "../../../common/post";
import { adminCall } from "~/admin/ui/api";
import { discardNewPostDraft, readNewPostDraft } from "~/admin/ui/new-drafts";
import { loadAdmin } from "~/admin/ui/route-data";
import { pendingAutosave } from "./revision-requests";

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

/** The page of articles a list's view shows. */
function loadArticles(request: Request, { q, status, lang, category, author, page }: PostListView) {
  const query = {
    page,
    limit: postPageSize,
    lang,
    // Empty filters stay out of the address.
    q: q || undefined,
    category: category || undefined,
    author: author || undefined,
    status: status === "all" ? undefined : status,
  };
  return loadAdmin(request, articleContract.listArticles, { query });
}

/**
 * The posts list's clientLoader: the page of articles its address asks for, the categories
 * to filter by, the agency's time zone and the caller's unsaved new post.
 */
export async function loadPostList(request: Request) {
  const [page, categories, timeZone, newPostDraft] = await Promise.all([
    loadArticles(request, postListView(new URL(request.url).searchParams)),
    loadAdmin(request, categoryContract.listCategories),
    loadTimeZone(request),
    // The caller's unsaved new post is a reminder, not the list: the list shows without it.
    readNewPostDraft(request.signal).catch(() => null),
  ]);
  return { page, categories, timeZone, newPostDraft };
}

/** The list's address after a change; defaults stay out of it. */
export function changePostListParams(params: URLSearchParams, changes: Record<string, string>) {
  for (const [key, value] of Object.entries(changes)) {
    if (value && !(key === "status" && value === "all") && !(key === "page" && value === "1")) params.set(key, value);
    else params.delete(key);
  }
}

/** For a clientLoader: the agency's time zone, in which schedules are shown and entered. */
export async function loadTimeZone(request: Request): Promise<string> {
  return (await loadAdmin(request, settingsContract.getTimeZone)).timeZone;
}

/**
 * The editor's clientLoader: /admin/posts/edit/:id loads the version; /admin/posts/new?
 * translationOf=…&language=… loads the version a translation starts from (decision 037):
 * nothing is created until saved. With them, what the form chooses from, and the autosave
 * (or the unsaved new post) to offer back.
 */
export async function loadPostEditor(request: Request, id: string | undefined) {
  const query = new URL(request.url).searchParams;
  const translationOf = id ? null : query.get("translationOf");
  const language = languageCodes.find((code) => code === query.get("language"));
  const loadPost = (idOrSlug: string) => loadAdmin(request, postContract.getPost, { params: { idOrSlug } });
  const [post, source, categories, authors, timeZone, autosave] = await Promise.all([
    id ? loadPost(id) : undefined,
    translationOf && language ? loadPost(translationOf) : undefined,
    loadAdmin(request, categoryContract.listCategories),
    loadAdmin(request, userContract.listAuthors),
    loadTimeZone(request),
    // Offering the autosave (or the unsaved new post) back is a help, not a need: the
    // editor opens without it.
    id
      ? pendingAutosave(id, request.signal).then(
          (revision) => revision && { fields: revision.fields, savedAt: revision.createdAt },
          () => null,
        )
      : translationOf
        ? null
        : readNewPostDraft(request.signal).then(
            (draft) => draft && { fields: draft.fields, savedAt: draft.updatedAt },
            () => null,
          ),
  ]);
  return {
    post,
    translation: source && language ? { source, language } : undefined,
    categories,
    authors,
    timeZone,
    autosave,
  };
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

export async function changePost(change: PostChange) {
  switch (change.intent) {
    case "create":
      return adminCall(postContract.createPost, { body: change.input });
    case "update":
      return adminCall(postContract.updatePost, { params: { idOrSlug: change.id }, body: change.input });
    case "trash":
      return adminCall(postContract.deletePost, { params: { idOrSlug: change.id } });
    case "discardNewPostDraft":
      return discardNewPostDraft();
    case "bulk": {
      const { intent: _bulk, ...input } = change;
      return adminCall(articleContract.changeArticles, { body: input });
    }
  }
}
