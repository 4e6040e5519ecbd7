import { type Kysely, PostgresAdapter, sql } from "kysely";

// Uploaded images (the files live under DATA_DIR/media) and the admin's activity log.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable("media")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("widths", "text", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("uploaded_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("media_created_at_idx").on("media").column("created_at").execute();

  await db.schema
    .createTable("activity_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("subject_id", "text", (col) => col.notNull())
    .addColumn("subject_title", "text", (col) => col.notNull())
    .addColumn("actor_id", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("activity_events_created_at_idx").on("activity_events").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("activity_events").execute();
  await db.schema.dropTable("media").execute();
}
