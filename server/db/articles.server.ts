import { type Kysely, sql } from "kysely";
import type { Article, ArticleBulkAction, ArticleBulkInput, ArticleListQuery, ArticlePage } from "../../common/article";
import { languageCodes } from "../../common/i18n/languages";
import { announcePublicChange } from "./public-changes.server";
import { toIsoString } from "./database.server";
import {
  joinedPosts,
  likePattern,
  listPostVersions,
  movedToTrash,
  normalisePostListQuery,
  toPostJson,
  withPostColumns,
} from "./posts.server";
import type { DB } from "./schema.server";

// Articles (decision 037): the admin lists a post once, as its translation group, with all
// its versions. Filters select the versions an article must have; bulk actions change the
// chosen articles' versions, or one language's when the list is filtered by language.

type Count = number | string;

/** The versions a view is about: the trash's, or every other one's, narrowed by the filters. */
function matchingVersions(db: Kysely<DB>, query: ArticleListQuery) {
  let versions = db.selectFrom("posts").where("deletedAt", query.status === "trash" ? "is not" : "is", null);
  if (query.lang) versions = versions.where("language", "=", query.lang);
  if (query.status === "published") versions = versions.where("status", "=", "published");
  if (query.status === "draft") versions = versions.where("status", "=", "draft").where("publishAt", "is", null);
  if (query.status === "scheduled")
    versions = versions.where("status", "=", "draft").where("publishAt", "is not", null);
  if (query.category) versions = versions.where("categoryId", "=", query.category);
  if (query.author) versions = versions.where("authorId", "=", query.author);
  if (query.q) versions = versions.where(sql<boolean>`search_text like ${likePattern(query.q)} escape '\\'`);
  return versions;
}

/**
 * A page of articles, the most recently changed first. Each names its shown version's
 * title, category and author (English, else the first in the site's language order, of
 * the versions the view is about) and lists every version.
 */
export async function listArticles(db: Kysely<DB>, query: ArticleListQuery): Promise<ArticlePage> {
  query = normalisePostListQuery(query);
  const matching = matchingVersions(db, query);
  const [{ total }, groups] = await Promise.all([
    matching.select(sql<Count>`count(distinct translation_group)`.as("total")).executeTakeFirstOrThrow(),
    matching
      .select(["translationGroup", sql<string>`max(updated_at)`.as("lastChange")])
      .groupBy("translationGroup")
      .orderBy(sql`max(updated_at)`, "desc")
      .orderBy("translationGroup")
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  const groupIds = groups.map((group) => group.translationGroup);
  const [rows, versions] = await Promise.all([
    groupIds.length
      ? withPostColumns(joinedPosts(db)).where("posts.translationGroup", "in", groupIds).execute()
      : Promise.resolve([]),
    listPostVersions(db, groupIds, { publishedOnly: false }),
  ]);
  const inView = (row: (typeof rows)[number]) => (query.status === "trash") === Boolean(row.deletedAt);
  const articles = groupIds.map((group): Article => {
    const groupRows = rows
      .filter((row) => row.translationGroup === group)
      .sort((a, b) => languageCodes.indexOf(a.language) - languageCodes.indexOf(b.language));
    const shown = toPostJson(groupRows.find(inView) ?? groupRows[0]!, []);
    const updatedAt = groupRows
      .map((row) => toIsoString(row.updatedAt))
      .sort()
      .at(-1)!;
    return {
      _id: group,
      title: shown.title,
      category: shown.category,
      author: shown.author,
      versions: versions.get(group) ?? [],
      updatedAt,
    };
  });
  return { articles, authors: await listPostAuthors(db), total: Number(total), page: query.page, limit: query.limit };
}

/** Everyone who has written a post, by name. */
async function listPostAuthors(db: Kysely<DB>): Promise<ArticlePage["authors"]> {
  const rows = await db
    .selectFrom("users")
    .select(["users.id", "users.name"])
    .where((eb) => eb.exists(eb.selectFrom("posts").select("posts.id").whereRef("posts.authorId", "=", "users.id")))
    .orderBy("users.name")
    .orderBy("users.id")
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}

/** Each action's change, and which versions it applies to. */
function articleActionUpdate(db: Kysely<DB>, action: Exclude<ArticleBulkAction, "delete">, now: Date) {
  const timestamp = now.toISOString();
  const update = db.updateTable("posts");
  switch (action) {
    case "publish":
      return update
        .set({
          status: "published",
          publishedAt: sql`coalesce(published_at, ${timestamp})`,
          publishAt: null,
          updatedAt: timestamp,
        })
        .where("status", "=", "draft")
        .where("deletedAt", "is", null);
    case "unpublish":
      return update
        .set({ status: "draft", unpublishAt: null, updatedAt: timestamp })
        .where("status", "=", "published")
        .where("deletedAt", "is", null);
    case "trash":
      return update.set(movedToTrash(now)).where("deletedAt", "is", null);
    case "restore":
      return update.set({ deletedAt: null, updatedAt: timestamp }).where("deletedAt", "is not", null);
  }
}

/** A version a bulk action changed, for the activity log. */
export interface ChangedVersion {
  id: string;
  title: string;
}

/**
 * Applies a bulk action to the chosen articles' versions (only those in `language` when
 * given). Publishing takes drafts, scheduled ones included; deleting for good takes only
 * versions in the trash. Unknown ids change nothing. Returns the versions changed.
 */
export async function applyArticleAction(
  db: Kysely<DB>,
  { action, ids: articles, language }: ArticleBulkInput,
  now = new Date(),
): Promise<ChangedVersion[]> {
  const changed = await db.transaction().execute(async (trx) => {
    if (action === "delete") {
      let purge = trx.deleteFrom("posts").where("translationGroup", "in", articles).where("deletedAt", "is not", null);
      if (language) purge = purge.where("language", "=", language);
      return purge.returning(["id", "title"]).execute();
    }
    let update = articleActionUpdate(trx, action, now).where("translationGroup", "in", articles);
    if (language) update = update.where("language", "=", language);
    return update.returning(["id", "title"]).execute();
  });
  if (changed.length) await announcePublicChange(db);
  return changed;
}
