import { type Kysely, PostgresAdapter, sql } from "kysely";

// Something new typed before its first save, kept for its author from the first keystroke
// (docs/decisions/054): one row per user and kind ("post" or a site-content kind), never an
// item, never public. Replaces `new_post_drafts`, whose rows move over as kind "post".
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("new_drafts")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("updated_at", timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("new_drafts_pkey", ["user_id", "kind"])
    .execute();
  await sql`insert into new_drafts (user_id, kind, fields, updated_at)
    select user_id, 'post', fields, updated_at from new_post_drafts`.execute(db);
  await db.schema.dropTable("new_post_drafts").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("new_post_drafts")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("updated_at", timestamp, (col) => col.notNull())
    .execute();
  await sql`insert into new_post_drafts (user_id, fields, updated_at)
    select user_id, fields, updated_at from new_drafts where kind = 'post'`.execute(db);
  await db.schema.dropTable("new_drafts").execute();
}
