import { type Kysely, sql } from "kysely";
import {
  type Category,
  type CategoryInput,
  type CategoryText,
  type CategoryTranslations,
  categoryTranslationLanguages,
} from "../../common/category";
import type { Language } from "../../common/i18n/languages";
import { newId, toIsoString } from "./database.server";
import { announcePublicChange } from "./public-changes.server";
import type { CategoryRow, DB } from "./schema.server";

/** A category with how many posts it holds, drafts included. */
export type CategoryWithPostCount = CategoryRow & { postCount: number };

/** The stored tr, ru and az text of a category (JSON), with anything unusable left out. */
export function readCategoryTranslations(json: string | null | undefined): CategoryTranslations {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json || "{}");
  } catch {
    return {};
  }
  const translations: CategoryTranslations = {};
  if (!parsed || typeof parsed !== "object") return translations;
  for (const language of categoryTranslationLanguages) {
    const text = (parsed as Record<string, Partial<CategoryText> | undefined>)[language];
    if (typeof text?.name === "string" && text.name.trim()) {
      translations[language] = {
        name: text.name,
        description: typeof text.description === "string" ? text.description : "",
      };
    }
  }
  return translations;
}

/** What is stored of the input's translations: trimmed, and a language without a name left out. */
function storedTranslations(input: Pick<CategoryInput, "translations"> | { translations?: undefined }): string {
  const stored: CategoryTranslations = {};
  for (const language of categoryTranslationLanguages) {
    const text = input.translations?.[language];
    const name = text?.name?.trim();
    if (name) stored[language] = { name, description: text?.description?.trim() ?? "" };
  }
  return JSON.stringify(stored);
}

/**
 * A category's name and description in `language`: the translation where there is one,
 * else English; a translated name without a description keeps the English description.
 */
export function localizeCategory(
  row: { name: string; description: string; translations: string | CategoryTranslations | null },
  language: Language,
): CategoryText {
  if (language === "en") return { name: row.name, description: row.description };
  const translations =
    typeof row.translations === "string" || row.translations === null
      ? readCategoryTranslations(row.translations)
      : row.translations;
  const text = translations[language];
  return { name: text?.name || row.name, description: text?.description || row.description };
}

export function toCategoryJson(row: CategoryWithPostCount): Category {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    translations: readCategoryTranslations(row.translations),
    postCount: row.postCount,
    createdAt: toIsoString(row.createdAt),
  };
}

/** count(*) is a bigint, read as a string, on PostgreSQL. */
type Count = number | string;

async function countPosts(db: Kysely<DB>, categoryId: string): Promise<number> {
  const { count } = await db
    .selectFrom("posts")
    .select(sql<Count>`count(*)`.as("count"))
    .where("categoryId", "=", categoryId)
    .where("deletedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The key that makes category names unique regardless of case. */
export function categoryNameKey(name: string): string {
  return name.trim().toLocaleLowerCase("en");
}

export async function listCategories(db: Kysely<DB>): Promise<CategoryWithPostCount[]> {
  const rows = await db
    .selectFrom("categories")
    .selectAll("categories")
    .select((eb) =>
      eb
        .selectFrom("posts")
        .select(sql<Count>`count(*)`.as("count"))
        .whereRef("posts.categoryId", "=", "categories.id")
        .where("posts.deletedAt", "is", null)
        .as("postCount"),
    )
    .orderBy("nameKey")
    .execute();
  return rows.map((row) => ({ ...row, postCount: Number(row.postCount ?? 0) }));
}

export async function createCategory(
  db: Kysely<DB>,
  input: { name: string; description?: string; translations?: CategoryInput["translations"] },
): Promise<CategoryWithPostCount> {
  const now = new Date().toISOString();
  const category = await db
    .insertInto("categories")
    .values({
      id: newId(),
      name: input.name.trim(),
      nameKey: categoryNameKey(input.name),
      description: input.description?.trim() ?? "",
      translations: storedTranslations(input),
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await announcePublicChange(db);
  return { ...category, postCount: 0 };
}

export function findCategory(db: Kysely<DB>, id: string): Promise<CategoryRow | undefined> {
  return db.selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Whether another category already has this name, in any letter case. */
export async function isCategoryNameTaken(db: Kysely<DB>, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("categories").select("id").where("nameKey", "=", categoryNameKey(name));
  if (exceptId) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function updateCategory(
  db: Kysely<DB>,
  id: string,
  input: { name: string; description?: string; translations?: CategoryInput["translations"] },
): Promise<CategoryWithPostCount | undefined> {
  const category = await db
    .updateTable("categories")
    .set({
      name: input.name.trim(),
      nameKey: categoryNameKey(input.name),
      description: input.description?.trim() ?? "",
      ...(input.translations ? { translations: storedTranslations(input) } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!category) return undefined;
  await announcePublicChange(db);
  return { ...category, postCount: await countPosts(db, id) };
}

/** Deletes a category (its posts stay, without one); answers what was deleted, for the log. */
export async function deleteCategory(db: Kysely<DB>, id: string): Promise<CategoryRow | undefined> {
  const deleted = await db.deleteFrom("categories").where("id", "=", id).returningAll().executeTakeFirst();
  if (deleted) await announcePublicChange(db);
  return deleted;
}
