// Posts: what editors send (the form and POST/PUT /api/posts), the list query, and the
// answers (docs/API.md). The server's types, the OpenAPI document and the admin's
// types all come from these schemas.
import * as z from "zod/mini";
import { count, id, imageUrlField, limits, namedRef, optionalText, requiredText, timestamp } from "./fields";
import { slugPattern } from "./slug";
import { languageSchema } from "./i18n/language-schema";

export const postStatuses = ["draft", "published"] as const;
export type PostStatus = (typeof postStatuses)[number];

/**
 * Where a version stands, as staff see it (decision 037): a draft with a publishing time is
 * scheduled; a version in the trash is a draft kept there for 30 days.
 */
export const postStates = ["draft", "scheduled", "published", "trash"] as const;
export type PostState = (typeof postStates)[number];

export function postState(version: {
  status: PostStatus;
  publishAt: string | null;
  deletedAt: string | null;
}): PostState {
  if (version.deletedAt) return "trash";
  if (version.status === "draft" && version.publishAt) return "scheduled";
  return version.status;
}

/** How long a post stays in the trash before it is deleted for good. */
export const trashDays = 30;

/** A moment to publish or take down at: an ISO date-time (any offset), stored in UTC; null for none. */
const scheduleField = z._default(
  z.nullable(
    z.pipe(
      z.iso.datetime({ offset: true, error: "validation.dateTime" }),
      z.transform((value: string) => new Date(value).toISOString()),
    ),
  ),
  null,
);

const stringList = (itemMax: number, count: number) =>
  z._default(
    z
      .array(z.string({ error: "validation.text" }).check(z.trim(), z.maxLength(itemMax, "validation.tooLong")))
      .check(z.maxLength(count, "validation.tooMany")),
    [],
  );

/** Lists arrive as arrays from the API; blanks and repeats are dropped. */
const cleanList = (itemMax: number, count: number) =>
  z.pipe(
    stringList(itemMax, count),
    z.transform((items: string[]) => [...new Set(items.filter(Boolean))]),
  );

export const postInputSchema = z
  .object({
    /** The version's language; set when it is created, kept by every update (decision 021). */
    language: z._default(languageSchema, "en"),
    /**
     * The id of a version of the post this one translates: the new version joins its group
     * and starts with its author, category and cover. Create only; an update ignores it.
     */
    translationOf: z.optional(
      z.string({ error: "validation.text" }).check(z.trim(), z.maxLength(100, "validation.tooLong")),
    ),
    /**
     * The author: the id of an active staff member (decision 039). Left out, a new post is its
     * creator's (a translation its source's) and an update keeps the post's author.
     */
    author: z.pipe(
      z.optional(z.string({ error: "validation.text" }).check(z.trim(), z.maxLength(100, "validation.tooLong"))),
      z.transform((value: string | undefined) => value || undefined),
    ),
    title: requiredText(limits.title),
    content: requiredText(limits.content),
    excerpt: requiredText(limits.excerpt),
    category: z.pipe(
      z._default(z.nullable(z.string({ error: "validation.text" }).check(z.trim())), null),
      z.transform((value: string | null) => value || null),
    ),
    tags: cleanList(limits.tag, limits.tags),
    status: z._default(z.enum(postStatuses, { error: "validation.status" }), "draft"),
    image: z.pipe(
      z._default(z.nullable(imageUrlField), null),
      z.transform((value: string | null) => value || null),
    ),
    slug: z.pipe(
      z._default(
        z
          .string({ error: "validation.text" })
          .check(
            z.trim(),
            z.toLowerCase(),
            z.maxLength(limits.slug, "validation.tooLong"),
            z.regex(new RegExp(`${slugPattern.source}|^$`), "validation.slug"),
          ),
        "",
      ),
      z.transform((value: string) => value || undefined),
    ),
    seo: z._default(
      z.object({
        title: optionalText(limits.seoTitle),
        description: optionalText(limits.seoDescription),
        keywords: cleanList(limits.tag, limits.tags),
      }),
      { title: "", description: "", keywords: [] },
    ),
    /** When a draft is to be published (ignored when it is published now). */
    publishAt: scheduleField,
    /** When the version is to be taken down to a draft. */
    unpublishAt: scheduleField,
  })
  .check(
    // Schedules lie ahead: a moment already past is refused, with the field it belongs to.
    z.superRefine((input, context) => {
      const now = Date.now();
      for (const field of ["publishAt", "unpublishAt"] as const) {
        const moment = input[field];
        if (moment && Date.parse(moment) <= now)
          context.issues.push({ code: "custom", message: "validation.scheduleInPast", path: [field], input: moment });
      }
      if (input.publishAt && input.unpublishAt && input.unpublishAt <= input.publishAt)
        context.issues.push({
          code: "custom",
          message: "validation.unpublishBeforePublish",
          path: ["unpublishAt"],
          input: input.unpublishAt,
        });
    }),
  );
export type PostInput = z.infer<typeof postInputSchema>;

/** A list's page number, from the query (1 when absent). */
export const pageField = z._default(
  z.coerce.number({ error: "validation.number" }).check(z.int("validation.number"), z.minimum(1, "validation.number")),
  1,
);

/** A list's page size, from the query (10 when absent). */
export const pageSizeField = z._default(
  z.coerce
    .number({ error: "validation.number" })
    .check(
      z.int("validation.number"),
      z.minimum(1, "validation.number"),
      z.maximum(limits.pageSize, "validation.tooMany"),
    ),
  10,
);

export const postListQuerySchema = z.object({
  /** Only the versions in this language. */
  lang: z.optional(languageSchema),
  status: z.optional(z.enum([...postStatuses, "all"], { error: "validation.status" })),
  category: z.optional(z.string().check(z.trim(), z.maxLength(limits.name, "validation.tooLong"))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(limits.search, "validation.tooLong"))),
  page: pageField,
  limit: pageSizeField,
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/** One version of a post, as the versions list of each of them names it. */
export const postVersionSchema = z.strictObject({
  language: languageSchema,
  id,
  slug: z.string(),
  title: z.string(),
  status: z.enum(postStatuses),
  /** When a draft is to be published, or null. */
  publishAt: z.nullable(timestamp),
  /** When a published version is to be taken down, or null. */
  unpublishAt: z.nullable(timestamp),
  /** When the version was moved to the trash, or null. */
  deletedAt: z.nullable(timestamp),
});
export type PostVersion = z.infer<typeof postVersionSchema>;

/** A post as the API and the pages show it. */
export const postSchema = z.strictObject({
  _id: id,
  language: languageSchema,
  /**
   * Every version of the post, this one included, in the site's language order. Visitors
   * see the published ones only.
   */
  translations: z.array(postVersionSchema),
  title: z.string(),
  slug: z.string(),
  content: z.string().check(z.describe("Sanitised HTML: every write passes the server's allow-list")),
  excerpt: z.string(),
  image: z.nullable(z.string()),
  category: z.nullable(namedRef),
  tags: z.array(z.string()),
  status: z.enum(postStatuses),
  seo: z.strictObject({ title: z.string(), description: z.string(), keywords: z.array(z.string()) }),
  author: z.nullable(namedRef),
  createdAt: timestamp,
  updatedAt: timestamp,
  publishedAt: z.nullable(timestamp),
  publishAt: z.nullable(timestamp),
  unpublishAt: z.nullable(timestamp),
  /** When the version was moved to the trash (decision 037), or null. */
  deletedAt: z.nullable(timestamp),
});
export type Post = z.infer<typeof postSchema>;

/**
 * What a post card needs of a post (the blog list's loader sends no more): the post's own
 * fields, and what the server works out from the rest, so the browser never gets the content.
 */
export type PostSummary = Pick<Post, "slug" | "title" | "excerpt" | "image" | "language"> & {
  /** The author's name, or the agency's for a post without one. */
  authorName: string;
  /** Counted by the server from the content (server/post-html/reading-time.server.ts). */
  readingMinutes: number;
  /** Named in the post's language; `key` is the English name lower-cased (filter, default image). */
  category: { name: string; key: string } | null;
  /** When it was published (created, for a post never published). */
  publishedAt: string;
};

/** A page of posts as `GET /api/posts` answers it. */
export const postPageSchema = z.strictObject({
  posts: z.array(postSchema),
  total: count,
  page: z.int().check(z.minimum(1)),
  limit: z.int().check(z.minimum(1), z.maximum(limits.pageSize)),
});
export type PostPage = z.infer<typeof postPageSchema>;
