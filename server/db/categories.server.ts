import type { Kysely } from "kysely";
import type { Category } from "../../common/category";
import { newId, toIsoString } from "./database.server";
import { announceContentChange } from "./content-changes.server";
import type { CategoryRow, DB } from "./schema.server";

export function toCategoryJson(row: CategoryRow): Category {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    createdAt: toIsoString(row.createdAt),
  };
}

/** The key that makes category names unique regardless of case. */
export function categoryNameKey(name: string): string {
  return name.trim().toLocaleLowerCase("en");
}

export function listCategories(db: Kysely<DB>): Promise<CategoryRow[]> {
  return db.selectFrom("categories").selectAll().orderBy("nameKey").execute();
}

export async function createCategory(
  db: Kysely<DB>,
  input: { name: string; description?: string },
): Promise<CategoryRow> {
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
  announceContentChange(db);
  return category;
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
): Promise<CategoryRow | undefined> {
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
  if (category) announceContentChange(db);
  return category;
}

/** Deletes a category; its posts stay, without a category (the foreign key sets null). */
/** Deletes a category (its posts stay, without one); answers what was deleted, for the log. */
export async function deleteCategory(db: Kysely<DB>, id: string): Promise<CategoryRow | undefined> {
  const deleted = await db.deleteFrom("categories").where("id", "=", id).returningAll().executeTakeFirst();
  if (deleted) announceContentChange(db);
  return deleted;
}
