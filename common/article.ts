// Articles: a post with all its language versions, as the admin lists it (decision 037).
// One row per translation group, its languages as badges; filters and bulk actions act on
// articles, and on one language's versions when the list is filtered by language.
import * as z from "zod/mini";
import { count, id, limits, namedRef, timestamp } from "./fields";
import { pageField, pageSizeField, postStates, postVersionSchema } from "./post";
import { languageSchema } from "./i18n/language-schema";

const idField = z.string({ error: "validation.text" }).check(z.trim(), z.maxLength(100, "validation.tooLong"));

export const articleListQuerySchema = z.object({
  /** Only articles with a version in this language. */
  lang: z.optional(languageSchema),
  /**
   * Only articles with a version in this state (in `lang`, when given); `trash` lists what
   * the trash holds, every other view what it does not.
   */
  status: z.optional(z.enum(postStates, { error: "validation.status" })),
  /** A category's id. */
  category: z.optional(idField),
  /** An author's user id. */
  author: z.optional(idField),
  q: z.optional(z.string().check(z.trim(), z.maxLength(limits.search, "validation.tooLong"))),
  page: pageField,
  limit: pageSizeField,
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const articleSchema = z.strictObject({
  /** The translation group: the first version's id. */
  _id: id,
  /** The title of the version the list shows: English, else the first in the site's language order. */
  title: z.string(),
  category: z.nullable(namedRef),
  author: z.nullable(namedRef),
  /** Every version, in the site's language order, trashed ones included (each says so). */
  versions: z.array(postVersionSchema),
  /** The latest change to any of its versions. */
  updatedAt: timestamp,
});
export type Article = z.infer<typeof articleSchema>;

export const articlePageSchema = z.strictObject({
  articles: z.array(articleSchema),
  /** Everyone who has written a post, by name: the author filter's choices. */
  authors: z.array(namedRef),
  total: count,
  page: z.int().check(z.minimum(1)),
  limit: z.int().check(z.minimum(1), z.maximum(limits.pageSize)),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

/**
 * What a bulk action does to each chosen article's versions: publish its drafts, take its
 * published versions down, move them to the trash, or (in the trash) restore them or
 * delete them for good.
 */
export const articleBulkActions = ["publish", "unpublish", "trash", "restore", "delete"] as const;
export type ArticleBulkAction = (typeof articleBulkActions)[number];

export const articleBulkInputSchema = z.object({
  /** The articles' ids (their translation groups), at most a page of the list. */
  ids: z
    .array(idField, { error: "validation.choice" })
    .check(z.minLength(1, "validation.required"), z.maxLength(limits.pageSize, "validation.tooMany")),
  action: z.enum(articleBulkActions, { error: "validation.choice" }),
  /** Only the versions in this language; all of them without. */
  language: z.optional(languageSchema),
});
export type ArticleBulkInput = z.infer<typeof articleBulkInputSchema>;

/** The versions a bulk action changed or deleted (unknown ids change nothing). */
export const articleBulkAnswerSchema = z.strictObject({ ids: z.array(id) });
export type ArticleBulkAnswer = z.infer<typeof articleBulkAnswerSchema>;
