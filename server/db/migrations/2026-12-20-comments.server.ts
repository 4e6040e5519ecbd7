import { type Kysely, PostgresAdapter, sql } from "kysely";

// Blog comments: left by visitors under a post, shown once staff approve them. A post's
// comments go with it (the foreign key cascades on both databases).
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable("comments")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("post_id", "text", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addCheckConstraint("comments_status_check", sql`status in ('pending', 'approved', 'spam')`)
    .execute();
  // A post page reads its approved comments oldest first; the queue reads one state newest first.
  await db.schema
    .createIndex("comments_post_id_status_created_at_idx")
    .on("comments")
    .columns(["post_id", "status", "created_at"])
    .execute();
  await db.schema
    .createIndex("comments_status_created_at_idx")
    .on("comments")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("comments").execute();
}
