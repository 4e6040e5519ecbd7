import { type Kysely, PostgresAdapter, sql } from "kysely";

// What several instances on one PostgreSQL share (docs/decisions/020): the files of
// uploads, and the rate limits' counters. SQLite belongs to one process, which keeps
// files in DATA_DIR and counters in memory, so there the tables are not created.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema
    .createTable("media_files")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("bytes", "bytea", (col) => col.notNull())
    .addColumn("created_at", sql`timestamptz`, (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("hits", "integer", (col) => col.notNull())
    .addColumn("reset_at", sql`timestamptz`, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema.dropTable("rate_limit_hits").execute();
  await db.schema.dropTable("media_files").execute();
}
