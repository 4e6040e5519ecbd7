import type { Kysely } from "kysely";
import { newId, toIsoString } from "./database";
import type { CategoryRow, DB } from "./schema";

export interface Category {
  _id: string;
  name: string;
  description: string;
  createdAt: string;
}

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

export function createCategory(
  db: Kysely<DB>,
  input: { name: string; description?: string },
): Promise<CategoryRow> {
  const now = new Date().toISOString();
  return db
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
}
