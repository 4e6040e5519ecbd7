import { type Kysely, sql } from "kysely";
import { foldText } from "../../common/fold-text";
import { type Language, languageCodes } from "../../common/i18n/languages";
import type { Post, PostInput, PostListQuery, PostPage, PostStatus, PostVersion } from "../../common/post";
import { slugify } from "../../common/slug";
import { postPath } from "../../common/public-pages";
import { redirectMovedPage } from "./redirects.server";
import { renderPostHtml } from "../post-html/render-post-html.server";
import { localizeCategory } from "./categories.server";
import { announcePublicChange } from "./public-changes.server";
import { newId, toIsoString } from "./database.server";
import type { DB } from "./schema.server";
import { propertyOf } from "../../common/property-of";

/** What the database layer stores: the validated input with a resolved category id. */
export type PostValues = Omit<
  PostInput,
  "category" | "translationOf" | "language" | "author" | "publishAt" | "unpublishAt"
> & {
  categoryId: string | null;
  /** The author chosen in the editor (checked by the caller); left out, the post keeps its own. */
  authorId?: string;
  /** The version's language; only a new version takes it (default English). */
  language?: Language;
  /** When a draft is to be published (decision 037); ignored for a published version. */
  publishAt?: string | null;
  /** When the version is to be taken down to a draft. */
  unpublishAt?: string | null;
};

const optionalIsoString = (value: Date | string | null) => (value ? toIsoString(value) : null);

export function joinedPosts(db: Kysely<DB>) {
  return db
    .selectFrom("posts")
    .leftJoin("categories", "categories.id", "posts.categoryId")
    .leftJoin("users", "users.id", "posts.authorId");
}

/** The columns `toPostJson` reads, on a (possibly filtered) `joinedPosts` query. */
export function withPostColumns(query: ReturnType<typeof joinedPosts>) {
  return query
    .selectAll("posts")
    .select([
      "categories.name as categoryName",
      "categories.description as categoryDescription",
      "categories.translations as categoryTranslations",
      "users.name as authorName",
    ]);
}

type JoinedPostRow = Awaited<ReturnType<ReturnType<typeof withPostColumns>["executeTakeFirstOrThrow"]>>;

/**
 * A post as the API answers it. Its category is named in the post's own language (English
 * where the category has no translation); `versions` are its group's, itself included.
 */
export function toPostJson(row: JoinedPostRow, versions: PostVersion[]): Post {
  const categoryName =
    row.categoryName &&
    localizeCategory(
      { name: row.categoryName, description: row.categoryDescription ?? "", translations: row.categoryTranslations },
      row.language,
    ).name;
  return {
    _id: row.id,
    language: row.language,
    translations: versions,
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    image: row.image,
    category: row.categoryId && categoryName ? { _id: row.categoryId, name: categoryName } : null,
    tags: JSON.parse(row.tags) as string[],
    status: row.status,
    seo: { title: row.seoTitle, description: row.seoDescription, keywords: JSON.parse(row.seoKeywords) as string[] },
    author: row.authorId && row.authorName ? { _id: row.authorId, name: row.authorName } : null,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
    publishedAt: optionalIsoString(row.publishedAt),
    publishAt: optionalIsoString(row.publishAt),
    unpublishAt: optionalIsoString(row.unpublishAt),
    deletedAt: optionalIsoString(row.deletedAt),
  };
}

const languageOrder = (language: Language) => languageCodes.indexOf(language);

/**
 * The versions of the given translation groups, in the site's language order: all of
 * them for staff, the published ones for visitors.
 */
export async function listPostVersions(
  db: Kysely<DB>,
  groups: string[],
  { publishedOnly }: { publishedOnly: boolean },
): Promise<Map<string, PostVersion[]>> {
  const byGroup = new Map<string, PostVersion[]>();
  if (groups.length === 0) return byGroup;
  let query = db
    .selectFrom("posts")
    .select(["id", "slug", "title", "status", "language", "translationGroup", "publishAt", "unpublishAt", "deletedAt"])
    .where("translationGroup", "in", [...new Set(groups)]);
  if (publishedOnly) query = query.where("status", "=", "published");
  for (const row of await query.execute()) {
    const versions = byGroup.get(row.translationGroup) ?? [];
    versions.push({
      language: row.language,
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: row.status,
      publishAt: optionalIsoString(row.publishAt),
      unpublishAt: optionalIsoString(row.unpublishAt),
      deletedAt: optionalIsoString(row.deletedAt),
    });
    byGroup.set(row.translationGroup, versions);
  }
  for (const versions of byGroup.values())
    versions.sort((a, b) => languageOrder(a.language) - languageOrder(b.language));
  return byGroup;
}

/** Rows as the API answers them, each with its group's versions (one query for all). */
async function postsWithVersions(db: Kysely<DB>, rows: JoinedPostRow[], publishedOnly: boolean): Promise<Post[]> {
  const versions = await listPostVersions(
    db,
    rows.map((row) => row.translationGroup),
    { publishedOnly },
  );
  return rows.map((row) => toPostJson(row, versions.get(row.translationGroup) ?? []));
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

export interface PostListOptions extends Omit<PostListQuery, "status"> {
  status?: PostStatus;
  /**
   * The blog in a visitor's language (decision 021): of each post, its version in this
   * language, else its English version, else its first published one; one per translation
   * group.
   * Needs `status: "published"`.
   */
  preferLanguage?: Language;
  /** Only the posts of this author (an author's page). */
  authorId?: string;
}

/**
 * Whether no published version of the row's group is in `language`: the condition under
 * which a version in another language stands in for it.
 */
function lacksPublishedVersion(language: Language) {
  return sql<boolean>`not exists (select 1 from posts as v where v.translation_group = posts.translation_group and v.language = ${language} and v.status = 'published')`;
}

/** Whether the row is the earliest published version of its group (ties broken by id). */
function isFirstPublishedVersion() {
  return sql<boolean>`not exists (select 1 from posts as v where v.translation_group = posts.translation_group and v.status = 'published' and (v.created_at < posts.created_at or (v.created_at = posts.created_at and v.id < posts.id)))`;
}

/**
 * A page of posts of any status, newest first, the trash left out: for staff. Visitors get
 * `listPublishedPosts`.
 */
export async function listPosts(
  db: Kysely<DB>,
  query: PostListOptions,
  { publishedVersionsOnly = false }: { publishedVersionsOnly?: boolean } = {},
): Promise<PostPage> {
  query = normalisePostListQuery(query);
  let filtered = joinedPosts(db).where("posts.deletedAt", "is", null);
  if (query.status) filtered = filtered.where("posts.status", "=", query.status);
  if (query.lang) filtered = filtered.where("posts.language", "=", query.lang);
  if (query.authorId) filtered = filtered.where("posts.authorId", "=", query.authorId);
  const preferred = query.preferLanguage;
  if (preferred) {
    filtered = filtered.where((eb) =>
      eb.or([
        eb("posts.language", "=", preferred),
        eb.and([
          lacksPublishedVersion(preferred),
          eb.or([eb("posts.language", "=", "en"), eb.and([lacksPublishedVersion("en"), isFirstPublishedVersion()])]),
        ]),
      ]),
    );
  }
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
    posts: await postsWithVersions(db, rows, publishedVersionsOnly),
    total: Number(total),
    page: query.page,
    limit: query.limit,
  };
}

/** A page of published posts, newest published first: everything visitors may list. */
export function listPublishedPosts(db: Kysely<DB>, query: Omit<PostListOptions, "status">): Promise<PostPage> {
  return listPosts(db, { ...query, status: "published" }, { publishedVersionsOnly: true });
}

function findPostRow(db: Kysely<DB>, idOrSlug: string) {
  return withPostColumns(joinedPosts(db))
    .where((eb) => eb.or([eb("posts.id", "=", idOrSlug), eb("posts.slug", "=", idOrSlug)]))
    .executeTakeFirst();
}

/** A post of any status, by id or slug, with all its versions: for staff. Visitors get `findPublishedPost`. */
export async function findPost(db: Kysely<DB>, idOrSlug: string): Promise<Post | undefined> {
  const row = await findPostRow(db, idOrSlug);
  return row && (await postsWithVersions(db, [row], false))[0];
}

/** A published post by its slug (or id), with its published versions: the only post a visitor may read. */
export async function findPublishedPost(db: Kysely<DB>, slugOrId: string): Promise<Post | undefined> {
  const row = await findPostRow(db, slugOrId);
  if (row?.status !== "published") return undefined;
  return (await postsWithVersions(db, [row], true))[0];
}

export async function isSlugTaken(db: Kysely<DB>, slug: string, exceptPostId?: string): Promise<boolean> {
  let query = db.selectFrom("posts").select("id").where("slug", "=", slug);
  if (exceptPostId) query = query.where("id", "!=", exceptPostId);
  return Boolean(await query.executeTakeFirst());
}

/** The slug itself, or the first free one of `slug-2`, `slug-3`… */
export async function uniqueSlug(db: Kysely<DB>, wanted: string, exceptPostId?: string): Promise<string> {
  const base = slugify(wanted) || "post";
  // Most slugs are free: one look by the index before the scan LIKE needs.
  if (!(await isSlugTaken(db, base, exceptPostId))) return base;
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
    content: renderPostHtml(values.content),
    excerpt: values.excerpt,
    image: values.image ?? null,
    categoryId: values.categoryId,
    tags: JSON.stringify(values.tags ?? []),
    status: values.status,
    seoTitle: values.seo.title,
    seoDescription: values.seo.description,
    seoKeywords: JSON.stringify(values.seo.keywords),
    searchText: postSearchText(values),
    // Publishing now supersedes a publishing time; a time to take down holds either way.
    publishAt: values.status === "draft" ? (values.publishAt ?? null) : null,
    unpublishAt: values.unpublishAt ?? null,
  };
}

/** The version is in the trash: restore it before editing it (answered 409). */
export class PostInTrashError extends Error {
  constructor() {
    super("The post is in the trash.");
  }
}

/** A post's group already has a version in the language asked for (answered 409). */
export class TranslationExistsError extends Error {
  constructor(readonly language: Language) {
    super(`The post already has a version in ${language}.`);
  }
}

/** Whether the error is the database refusing a second row for a unique key. */
function isUniqueViolation(error: unknown): boolean {
  const code = propertyOf(error, "code");
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

export async function createPost(
  db: Kysely<DB>,
  values: PostValues,
  authorId: string | null,
  now: Date = new Date(),
  translationGroup?: string,
): Promise<Post> {
  const { id } = await insertPost(db, values, authorId, now, translationGroup);
  await announcePublicChange(db);
  return (await findPost(db, id))!;
}

/**
 * The row of a new post, neither announced nor read back: an import writes thousands and
 * announces once at its end.
 */
export async function insertPost(
  db: Kysely<DB>,
  values: PostValues,
  authorId: string | null,
  now: Date,
  translationGroup?: string,
): Promise<{ id: string; slug: string; translationGroup: string }> {
  const timestamp = now.toISOString();
  const id = newId();
  const language = values.language ?? "en";
  if (translationGroup) {
    const taken = await db
      .selectFrom("posts")
      .select("id")
      .where("translationGroup", "=", translationGroup)
      .where("language", "=", language)
      .executeTakeFirst();
    if (taken) throw new TranslationExistsError(language);
  }
  const slug = await uniqueSlug(db, values.slug || values.title);
  await db
    .insertInto("posts")
    .values({
      id,
      ...storedFields(values),
      language,
      translationGroup: translationGroup ?? id,
      slug,
      authorId,
      createdAt: timestamp,
      updatedAt: timestamp,
      publishedAt: values.status === "published" ? timestamp : null,
    })
    .execute()
    .catch((error: unknown) => {
      // Two editors starting the same translation at once: the unique key decides.
      if (translationGroup && isUniqueViolation(error)) throw new TranslationExistsError(language);
      throw error;
    });
  return { id, slug, translationGroup: translationGroup ?? id };
}

/**
 * Starts a version of the post `sourceId` in `values.language`: it joins the source's
 * translation group and takes its author, category and cover unless the values name
 * others (decision 019). Undefined when the source does not exist; a language the
 * group already has throws `TranslationExistsError`.
 */
export async function createTranslation(
  db: Kysely<DB>,
  sourceId: string,
  values: PostValues,
  now: Date = new Date(),
): Promise<Post | undefined> {
  const source = await db
    .selectFrom("posts")
    .select(["translationGroup", "authorId", "categoryId", "image"])
    .where("id", "=", sourceId)
    .executeTakeFirst();
  if (!source) return undefined;
  return createPost(
    db,
    { ...values, categoryId: values.categoryId ?? source.categoryId, image: values.image ?? source.image },
    values.authorId ?? source.authorId,
    now,
    source.translationGroup,
  );
}

/**
 * Updates a post. The slug changes only when the editor sets one, or while the post has
 * never been published (its address is not out in the world yet). A version in the trash
 * throws `PostInTrashError`: saving it as published would show it while in the trash.
 */
export async function updatePost(db: Kysely<DB>, id: string, values: PostValues): Promise<Post | undefined> {
  const existing = await db
    .selectFrom("posts")
    .select(["slug", "title", "publishedAt", "deletedAt"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!existing) return undefined;
  if (existing.deletedAt) throw new PostInTrashError();
  const now = new Date().toISOString();
  let slug = existing.slug;
  if (values.slug && values.slug !== existing.slug) slug = await uniqueSlug(db, values.slug, id);
  else if (!values.slug && !existing.publishedAt && values.title !== existing.title)
    slug = await uniqueSlug(db, values.title, id);
  await db
    .updateTable("posts")
    .set({
      ...storedFields(values),
      ...(values.authorId && { authorId: values.authorId }),
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
  // A published post's old address keeps working (decision 053).
  if (existing.publishedAt && slug !== existing.slug)
    await redirectMovedPage(db, postPath(existing.slug), postPath(slug));
  await announcePublicChange(db);
  return findPost(db, id);
}

/**
 * Moves a version to the trash (decision 037): a draft there, its schedules cleared, kept
 * for `trashDays`. Returns its title (for the activity log), or undefined when unknown or
 * already in the trash.
 */
export async function trashPost(db: Kysely<DB>, id: string, now = new Date()): Promise<{ title: string } | undefined> {
  const trashed = await db
    .updateTable("posts")
    .set({ ...movedToTrash(now) })
    .where("id", "=", id)
    .where("deletedAt", "is", null)
    .returning("title")
    .executeTakeFirst();
  if (trashed) await announcePublicChange(db);
  return trashed;
}

/** What moving to the trash writes: a draft without schedules, dated. */
export function movedToTrash(now: Date) {
  const timestamp = now.toISOString();
  return { deletedAt: timestamp, status: "draft", publishAt: null, unpublishAt: null, updatedAt: timestamp } as const;
}

export interface PublishedPostStamp {
  slug: string;
  updatedAt: string;
  language: Language;
  translationGroup: string;
}

/**
 * Address and last change of every published post, newest first: the sitemap's rows.
 * Two narrow columns, so thousands of posts cost one quick indexed scan.
 */
export async function listPublishedPostStamps(db: Kysely<DB>): Promise<PublishedPostStamp[]> {
  const rows = await db
    .selectFrom("posts")
    .select(["slug", "updatedAt", "language", "translationGroup"])
    .where("status", "=", "published")
    .orderBy("publishedAt", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    updatedAt: toIsoString(row.updatedAt),
    language: row.language,
    translationGroup: row.translationGroup,
  }));
}

/** The language of the published post at this slug (one indexed read), or undefined. */
export async function findPublishedPostLanguage(db: Kysely<DB>, slug: string): Promise<Language | undefined> {
  const row = await db
    .selectFrom("posts")
    .select("language")
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  return row?.language;
}

/** Whether the user is the post's author already (a deactivated author stays on their posts). */
export async function isPostAuthor(db: Kysely<DB>, postId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("posts")
    .select("id")
    .where("id", "=", postId)
    .where("authorId", "=", userId)
    .executeTakeFirst();
  return Boolean(row);
}
