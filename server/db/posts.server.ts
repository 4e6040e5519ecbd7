import { type Kysely, sql } from "kysely";
import { foldText } from "../../common/fold-text";
import type { Post, PostInput, PostListQuery, PostPage, PostStatus } from "../../common/post";
import { slugify } from "../../common/slug";
import { sanitizePostHtml } from "../content/sanitize-html.server";
import { announceContentChange } from "./content-changes.server";
import { newId, toIsoString } from "./database.server";
import type { DB } from "./schema.server";

/** What the database layer stores: the validated input with a resolved category id. */
export type PostValues = Omit<PostInput, "category"> & { categoryId: string | null };

function joinedPosts(db: Kysely<DB>) {
  return db
    .selectFrom("posts")
    .leftJoin("categories", "categories.id", "posts.categoryId")
    .leftJoin("users", "users.id", "posts.authorId");
}

/** The columns `toPostJson` reads, on a (possibly filtered) `joinedPosts` query. */
function withPostColumns(query: ReturnType<typeof joinedPosts>) {
  return query.selectAll("posts").select(["categories.name as categoryName", "users.name as authorName"]);
}

type JoinedPostRow = Awaited<ReturnType<ReturnType<typeof withPostColumns>["executeTakeFirstOrThrow"]>>;

export function toPostJson(row: JoinedPostRow): Post {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    image: row.image,
    category: row.categoryId && row.categoryName ? { _id: row.categoryId, name: row.categoryName } : null,
    tags: JSON.parse(row.tags) as string[],
    status: row.status,
    seo: { title: row.seoTitle, description: row.seoDescription, keywords: JSON.parse(row.seoKeywords) as string[] },
    author: row.authorId && row.authorName ? { _id: row.authorId, name: row.authorName } : null,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
    publishedAt: row.publishedAt ? toIsoString(row.publishedAt) : null,
  };
}

/** Title and excerpt, folded for case- and accent-insensitive search on both databases. */
export function postSearchText(input: { title: string; excerpt: string }): string {
  return foldText(`${input.title}\n${input.excerpt}`);
}

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The query as it selects posts: `q` folded, and no search when nothing is left of it.
 * Every spelling of one search (case, accents, stray combining marks) is then one query
 * and one cache entry.
 */
export function normalisePostListQuery<Query extends { q?: string }>(query: Query): Query {
  return { ...query, q: foldText(query.q ?? "").trim() || undefined };
}

/** A page of posts of any status, newest first: for staff. Visitors get `listPublishedPosts`. */
export async function listPosts(
  db: Kysely<DB>,
  query: Omit<PostListQuery, "status"> & { status?: PostStatus },
): Promise<PostPage> {
  query = normalisePostListQuery(query);
  let filtered = joinedPosts(db);
  if (query.status) filtered = filtered.where("posts.status", "=", query.status);
  if (query.category) {
    const key = query.category.toLocaleLowerCase("en");
    filtered = filtered.where((eb) =>
      eb.or([eb("posts.categoryId", "=", query.category!), eb("categories.nameKey", "=", key)]),
    );
  }
  if (query.q) {
    filtered = filtered.where(sql<boolean>`posts.search_text like ${likePattern(query.q)} escape '\\'`);
  }
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
    withPostColumns(filtered)
      .orderBy(query.status === "published" ? "posts.publishedAt" : "posts.createdAt", "desc")
      .orderBy("posts.id")
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return {
    posts: rows.map(toPostJson),
    total: Number(total),
    page: query.page,
    limit: query.limit,
  };
}

/** A page of published posts, newest published first: everything visitors may list. */
export function listPublishedPosts(db: Kysely<DB>, query: Omit<PostListQuery, "status">): Promise<PostPage> {
  return listPosts(db, { ...query, status: "published" });
}

/** A post of any status, by id or slug: for staff. Visitors get `findPublishedPost`. */
export async function findPost(db: Kysely<DB>, idOrSlug: string): Promise<Post | undefined> {
  const row = await withPostColumns(joinedPosts(db))
    .where((eb) => eb.or([eb("posts.id", "=", idOrSlug), eb("posts.slug", "=", idOrSlug)]))
    .executeTakeFirst();
  return row && toPostJson(row);
}

/** A published post by its slug (or id): the only post a visitor may read. */
export async function findPublishedPost(db: Kysely<DB>, slugOrId: string): Promise<Post | undefined> {
  const post = await findPost(db, slugOrId);
  return post?.status === "published" ? post : undefined;
}

export async function isSlugTaken(db: Kysely<DB>, slug: string, exceptPostId?: string): Promise<boolean> {
  let query = db.selectFrom("posts").select("id").where("slug", "=", slug);
  if (exceptPostId) query = query.where("id", "!=", exceptPostId);
  return Boolean(await query.executeTakeFirst());
}

/** The slug itself, or the first free one of `slug-2`, `slug-3`… */
export async function uniqueSlug(db: Kysely<DB>, wanted: string, exceptPostId?: string): Promise<string> {
  const base = slugify(wanted) || "post";
  let query = db
    .selectFrom("posts")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
  if (exceptPostId) query = query.where("id", "!=", exceptPostId);
  const taken = new Set((await query.execute()).map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** What is stored: post HTML always passes the allow-list, whoever writes it (API, seed, CLI). */
function storedFields(values: PostValues) {
  return {
    title: values.title,
    content: sanitizePostHtml(values.content),
    excerpt: values.excerpt,
    image: values.image ?? null,
    categoryId: values.categoryId,
    tags: JSON.stringify(values.tags ?? []),
    status: values.status,
    seoTitle: values.seo.title,
    seoDescription: values.seo.description,
    seoKeywords: JSON.stringify(values.seo.keywords),
    searchText: postSearchText(values),
  };
}

export async function createPost(
  db: Kysely<DB>,
  values: PostValues,
  authorId: string | null,
  now: Date = new Date(),
): Promise<Post> {
  const timestamp = now.toISOString();
  const id = newId();
  await db
    .insertInto("posts")
    .values({
      id,
      ...storedFields(values),
      slug: await uniqueSlug(db, values.slug || values.title),
      authorId,
      createdAt: timestamp,
      updatedAt: timestamp,
      publishedAt: values.status === "published" ? timestamp : null,
    })
    .execute();
  await announceContentChange(db);
  return (await findPost(db, id))!;
}

/**
 * Updates a post. The slug changes only when the editor sets one, or while the post has
 * never been published (its address is not out in the world yet).
 */
export async function updatePost(db: Kysely<DB>, id: string, values: PostValues): Promise<Post | undefined> {
  const existing = await db
    .selectFrom("posts")
    .select(["slug", "title", "publishedAt"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!existing) return undefined;
  const now = new Date().toISOString();
  let slug = existing.slug;
  if (values.slug && values.slug !== existing.slug) slug = await uniqueSlug(db, values.slug, id);
  else if (!values.slug && !existing.publishedAt && values.title !== existing.title)
    slug = await uniqueSlug(db, values.title, id);
  await db
    .updateTable("posts")
    .set({
      ...storedFields(values),
      slug,
      updatedAt: now,
      publishedAt: existing.publishedAt
        ? toIsoString(existing.publishedAt)
        : values.status === "published"
          ? now
          : null,
    })
    .where("id", "=", id)
    .execute();
  await announceContentChange(db);
  return findPost(db, id);
}

/** Deletes a post; returns its title (for the activity log), or undefined when unknown. */
export async function deletePost(db: Kysely<DB>, id: string): Promise<{ title: string } | undefined> {
  const deleted = await db.deleteFrom("posts").where("id", "=", id).returning("title").executeTakeFirst();
  if (deleted) await announceContentChange(db);
  return deleted;
}

export interface PublishedPostStamp {
  slug: string;
  updatedAt: string;
}

/**
 * Address and last change of every published post, newest first: the sitemap's rows.
 * Two narrow columns, so thousands of posts cost one quick indexed scan.
 */
export async function listPublishedPostStamps(db: Kysely<DB>): Promise<PublishedPostStamp[]> {
  const rows = await db
    .selectFrom("posts")
    .select(["slug", "updatedAt"])
    .where("status", "=", "published")
    .orderBy("publishedAt", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: toIsoString(row.updatedAt) }));
}
