import { type Kysely, sql } from "kysely";

// Blog posts in four languages (decision 019, 021): each version of a post is a row with
// its `language`, linked to the others by `translation_group`, the first version's id.
// Posts already there are English and each the first of its group. Categories keep their
// English name and description in their columns and the other languages in
// `translations`, JSON of the shape { tr?: { name, description }, ru?: …, az?: … }.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("posts")
    .addColumn("language", "text", (col) =>
      col
        .notNull()
        .defaultTo("en")
        .check(sql`language in ('en', 'tr', 'ru', 'az')`),
    )
    .execute();
  // SQLite cannot make an added column NOT NULL without a default: every write sets it.
  await db.schema
    .alterTable("posts")
    .addColumn("translation_group", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db
    .updateTable("posts")
    .set({ translation_group: sql`id` })
    .execute();
  await db.schema
    .createIndex("posts_translation_group_language_key")
    .on("posts")
    .columns(["translation_group", "language"])
    .unique()
    .execute();
  await db.schema
    .createIndex("posts_language_status_published_at_idx")
    .on("posts")
    .columns(["language", "status", "published_at"])
    .execute();

  await db.schema
    .alterTable("categories")
    .addColumn("translations", "text", (col) => col.notNull().defaultTo("{}"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("categories").dropColumn("translations").execute();
  await db.schema.dropIndex("posts_language_status_published_at_idx").execute();
  await db.schema.dropIndex("posts_translation_group_language_key").execute();
  await db.schema.alterTable("posts").dropColumn("translation_group").execute();
  await db.schema.alterTable("posts").dropColumn("language").execute();
}
