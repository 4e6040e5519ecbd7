import type { Kysely } from "kysely";

// The focal point of each library image (docs/decisions/041): where a crop keeps its
// subject, as fractions of the width and height from the top-left corner. The centre
// (0.5, 0.5) is what every crop used before, so existing images look the same.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("media")
    .addColumn("focal_x", "real", (col) => col.notNull().defaultTo(0.5))
    .execute();
  await db.schema
    .alterTable("media")
    .addColumn("focal_y", "real", (col) => col.notNull().defaultTo(0.5))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media").dropColumn("focal_y").execute();
  await db.schema.alterTable("media").dropColumn("focal_x").execute();
}
