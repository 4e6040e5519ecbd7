import { type Kysely, PostgresAdapter, sql } from "kysely";

// Imports (decision 071): a Ghost export's old site address, which the export does not
// carry and the admin gives with the upload, and when a job's uploaded file was removed
// (after its import, or once a dry run nobody imported is old), so it is removed once and
// a removed file is not imported.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .alterTable("import_jobs")
    .addColumn("site_address", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("import_jobs").addColumn("file_removed_at", timestamp).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("import_jobs").dropColumn("file_removed_at").execute();
  await db.schema.alterTable("import_jobs").dropColumn("site_address").execute();
}
