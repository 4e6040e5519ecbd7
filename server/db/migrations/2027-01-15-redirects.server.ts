import { type Kysely, PostgresAdapter, sql } from "kysely";

// Redirects and the 404 log (decision 053). A redirect's `source` is a path as the
// redirect table matches it (no trailing slash; a query only for addresses such as
// WordPress's `/?p=123`), unique; `match` is exact or prefix; `origin` says who made it
// (manual, import, slug). Hits are added in batches by every instance. The 404 log keeps one
// row per missing path and kind of visitor (bots apart), bounded by pruning after each write.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("redirects")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("source", "text", (col) => col.notNull().unique())
    .addColumn("target", "text", (col) => col.notNull())
    .addColumn("match", "text", (col) => col.notNull())
    .addColumn("status", "integer", (col) => col.notNull())
    .addColumn("origin", "text", (col) => col.notNull())
    .addColumn("hits", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_hit_at", timestamp)
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("updated_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("redirects_target_idx").on("redirects").column("target").execute();
  await db.schema
    .createTable("not_found_paths")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("bot", "integer", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("last_seen_at", timestamp, (col) => col.notNull())
    .addUniqueConstraint("not_found_paths_path_bot", ["path", "bot"])
    .execute();
  await db.schema.createIndex("not_found_paths_count_idx").on("not_found_paths").columns(["bot", "count"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("not_found_paths").execute();
  await db.schema.dropTable("redirects").execute();
}
