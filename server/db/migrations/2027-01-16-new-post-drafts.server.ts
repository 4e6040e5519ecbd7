import { type Kysely, PostgresAdapter, sql } from "kysely";

// A new post's text, kept for its author from the first keystroke (docs/decisions/054):
// one row per user, neither a post nor public, gone when the post is first saved or the
// author discards it. Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("new_post_drafts")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("updated_at", timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("new_post_drafts").execute();
}
