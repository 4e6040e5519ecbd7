import { type Kysely, sql } from "kysely";
import type { Category } from "../../common/category";
import { newId, toIsoString } from "./database.server";
import { announceContentChange } from "./content-changes.server";
import type { CategoryRow, DB } from "./schema.server";

/** A category with how many posts it holds, drafts included. */
export type CategoryWithPostCount = CategoryRow & { postCount: number };

export function toCategoryJson(row: CategoryWithPostCount): Category {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
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
        .as("postCount"),
    )
    .orderBy("nameKey")
    .execute();
  return rows.map((row) => ({ ...row, postCount: Number(row.postCount ?? 0) }));
}

export async function createCategory(
  db: Kysely<DB>,
  input: { name: string; description?: string },
): Promise<CategoryWithPostCount> {
  const now = new Date().toISOString();
  const category = await db
    .insertInto("categories")
    .values({
      id: newId(),
      name: input.name.trim(),
      nameKey: categoryNameKey(input.name),
      description: input.description?.trim() ?? "",
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await announceContentChange(db);
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
  input: { name: string; description?: string },
): Promise<CategoryWithPostCount | undefined> {
  const category = await db
    .updateTable("categories")
    .set({
      name: input.name.trim(),
      nameKey: categoryNameKey(input.name),
      description: input.description?.trim() ?? "",
      updatedAt: new Date().toISOString(),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!category) return undefined;
  await announceContentChange(db);
  return { ...category, postCount: await countPosts(db, id) };
}

/** Deletes a category; its posts stay, without a category (the foreign key sets null). */
/** Deletes a category (its posts stay, without one); answers what was deleted, for the log. */
export async function deleteCategory(db: Kysely<DB>, id: string): Promise<CategoryRow | undefined> {
  const deleted = await db.deleteFrom("categories").where("id", "=", id).returningAll().executeTakeFirst();
  if (deleted) await announceContentChange(db);
  return deleted;
}
