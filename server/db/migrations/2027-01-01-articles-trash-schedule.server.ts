import { type Kysely, PostgresAdapter, sql } from "kysely";

// A trash and schedules for posts (docs/decisions/037). `deleted_at` marks a version moved
// to the trash (it is a draft there, so no visitor query can show it); `publish_at` and
// `unpublish_at` are the moments a draft is to be published and a published version
// taken down, claimed once across instances by a conditional update. Their
// indexes serve the scheduler's `<= now` scans on both databases.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable("posts").addColumn("deleted_at", timestamp).execute();
  await db.schema.alterTable("posts").addColumn("publish_at", timestamp).execute();
  await db.schema.alterTable("posts").addColumn("unpublish_at", timestamp).execute();
  await db.schema.createIndex("posts_deleted_at_idx").on("posts").column("deleted_at").execute();
  await db.schema.createIndex("posts_publish_at_idx").on("posts").column("publish_at").execute();
  await db.schema.createIndex("posts_unpublish_at_idx").on("posts").column("unpublish_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("posts_unpublish_at_idx").execute();
  await db.schema.dropIndex("posts_publish_at_idx").execute();
  await db.schema.dropIndex("posts_deleted_at_idx").execute();
  await db.schema.alterTable("posts").dropColumn("unpublish_at").execute();
  await db.schema.alterTable("posts").dropColumn("publish_at").execute();
  await db.schema.alterTable("posts").dropColumn("deleted_at").execute();
}
