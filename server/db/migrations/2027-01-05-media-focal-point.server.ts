import type { Kysely } from "kysely";

// The focal point of each library image (docs/decisions/041): where a crop keeps its
// subject, as fractions of the width and height from the top-left corner. The centre
// (0.5, 0.5) is what every crop used before, so existing images look the same.
// Search also looks in the alternative text, so the words describing an image find it.
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
    .addColumn("focal_x", "real", (col) => col.notNull().defaultTo(0.5))
    .execute();
  await db.schema
    .alterTable("media")
    .addColumn("focal_y", "real", (col) => col.notNull().defaultTo(0.5))
    .execute();
  // The app's handle maps names to snake_case (CamelCasePlugin), as in every query.
  const rows = await db.selectFrom("media").select(["id", "originalName", "alt"]).execute();
  for (const row of rows) {
    const alt = Object.values(JSON.parse(row.alt as string) as Record<string, string>);
    await db
      .updateTable("media")
      .set({ searchText: fold([row.originalName as string, ...alt].filter(Boolean).join(" ")) })
      .where("id", "=", row.id)
      .execute();
  }
}

// Down leaves search_text as it is: the alternative text in it only widens what a search finds.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media").dropColumn("focal_y").execute();
  await db.schema.alterTable("media").dropColumn("focal_x").execute();
}
