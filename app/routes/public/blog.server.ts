import type { TFunction } from "i18next";
import type { Kysely } from "kysely";
import { limits } from "../../../common/fields";
import { localizeCategory, listCategories } from "../../../server/db/categories.server";
import { postReadingMinutes } from "../../../server/post-html/reading-time.server";
import { listPublishedPosts } from "../../../server/db/posts.server";
import type { DB } from "../../../server/db/schema.server";
import type { Language } from "../../../common/i18n/languages";
import type { Post, PostSummary } from "../../../common/post";

/** The blog's feed in the page's language, for `<link rel="alternate">`. */
export function blogFeedLink(language: Language, t: TFunction) {
  return { href: language === "en" ? "/rss.xml" : `/rss.xml?lng=${language}`, title: t("blog:list.rss") };
}

/** Posts per page of the blog list: a 3 × 3 grid. */
export const blogPageSize = 9;

export interface BlogListQuery {
  /** A category's lower-cased name, as it appears in `?category=`. */
  category: string;
  q: string;
  page: number;
}

/** Reads `?category=&q=&page=`; anything unusable means "no filter" or page 1, never an error page. */
export function parseBlogListQuery(params: URLSearchParams): BlogListQuery {
  const page = Number(params.get("page"));
  return {
    category: (params.get("category") ?? "").trim().slice(0, limits.name),
    q: (params.get("q") ?? "").trim().slice(0, limits.search),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export interface BlogList {
  query: BlogListQuery;
  posts: PostSummary[];
  total: number;
  pageCount: number;
  categories: { key: string; name: string }[];
  /** The database could not be read: the page shows the empty state (the spec) and is not cached. */
  failed: boolean;
}

/** Who wrote a post: its author's name, or the agency's (`defaultAuthor`) when it has none. */
export function postAuthorName(post: Post, defaultAuthor: string): string {
  return post.author?.name ?? defaultAuthor;
}

interface PostSummaryOptions {
  /** Category ids to their keys. */
  categoryKeys: Map<string, string>;
  /** The name a post without an author is signed with: the agency's. */
  defaultAuthor: string;
}

/** A post as a card shows it, its reading time counted here so the browser never gets the content. */
export function postSummary(post: Post, { categoryKeys, defaultAuthor }: PostSummaryOptions): PostSummary {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    image: post.image,
    authorName: postAuthorName(post, defaultAuthor),
    readingMinutes: postReadingMinutes(post.content),
    category: post.category && { name: post.category.name, key: categoryKeys.get(post.category._id) ?? "" },
    publishedAt: post.publishedAt ?? post.createdAt,
    language: post.language,
  };
}

/**
 * One page of published posts for the blog list in the visitor's language (decision 021:
 * each post in that language where it has a version, else in English), and the
 * categories of its filter, named in that language.
 */
export async function loadBlogList(
  db: Kysely<DB>,
  query: BlogListQuery,
  language: Language,
  defaultAuthor: string,
): Promise<BlogList> {
  try {
    const [page, categories] = await Promise.all([
      listPublishedPosts(db, {
        preferLanguage: language,
        category: query.category || undefined,
        q: query.q || undefined,
        page: query.page,
        limit: blogPageSize,
      }),
      listCategories(db),
    ]);
    const categoryKeys = new Map(categories.map((category) => [category.id, category.nameKey]));
    return {
      query,
      posts: page.posts.map((post) => postSummary(post, { categoryKeys, defaultAuthor })),
      total: page.total,
      pageCount: Math.max(1, Math.ceil(page.total / blogPageSize)),
      categories: categories.map((category) => ({
        key: category.nameKey,
        name: localizeCategory(category, language).name,
      })),
      failed: false,
    };
  } catch (error) {
    // The spec: a failed list or category fetch is logged and the blog shows its empty state.
    console.error("Blog list could not be loaded", error);
    return { query, posts: [], total: 0, pageCount: 1, categories: [], failed: true };
  }
}
