import { type Kysely, PostgresAdapter, sql } from "kysely";

// Post revisions (docs/decisions/038): every save of a post keeps its editable fields, and
// each editor keeps one autosave per post (the partial unique index makes it an upsert).
// The activity log records what an edit changed: its fields and languages, as JSON.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("post_revisions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("post_id", "text", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("post_revisions_post_idx")
    .on("post_revisions")
    .columns(["post_id", "created_at"])
    .execute();
  await sql`create unique index post_revisions_autosave_idx on post_revisions (post_id, user_id) where kind = 'autosave'`.execute(
    db,
  );
  await db.schema.alterTable("activity_events").addColumn("changes", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("activity_events").dropColumn("changes").execute();
  await db.schema.dropTable("post_revisions").execute();
}
