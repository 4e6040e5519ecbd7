import type { Kysely } from "kysely";

// The media library: alternative text per language (JSON object of en, tr, ru, az) and the
// file name folded for search, as posts fold their title (SQLite's lower() only folds ASCII).
// Frozen once landed: later changes go in a new migration file.

/** A frozen copy of common/fold-text.ts as it was when this migration was written. */
function fold(text: string): string {
  return text
    .replace(/İ/g, "i")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("media")
    .addColumn("alt", "text", (col) => col.notNull().defaultTo("{}"))
    .execute();
  await db.schema
    .alterTable("media")
    .addColumn("search_text", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  // The app's handle maps names to snake_case (CamelCasePlugin), as in every query.
  const rows = await db.selectFrom("media").select(["id", "originalName"]).execute();
  for (const row of rows) {
    await db
      .updateTable("media")
      .set({ searchText: fold(row.originalName as string) })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media").dropColumn("search_text").execute();
  await db.schema.alterTable("media").dropColumn("alt").execute();
}
