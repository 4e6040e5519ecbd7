import { type Kysely, PostgresAdapter, sql } from "kysely";

// WordPress and Ghost imports (decision 059). `import_jobs` is one uploaded file's dry run or
// import: its state, the item it has reached (a restart goes on from there), a lease that
// lets one instance run it at a time, and the report as JSON. `import_mappings` remembers
// what each source item became (source format and site, kind, source id → local id), which
// makes a second run of the same file create and change nothing.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("import_jobs")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("file_path", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("dry_run", "integer", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("items_done", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("report", "text", (col) => col.notNull())
    .addColumn("error", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("claimed_until", timestamp)
    .addColumn("created_by", "text")
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("updated_at", timestamp, (col) => col.notNull())
    .addColumn("finished_at", timestamp)
    .execute();
  await db.schema.createIndex("import_jobs_status_idx").on("import_jobs").column("status").execute();
  await db.schema
    .createTable("import_mappings")
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("source_id", "text", (col) => col.notNull())
    .addColumn("local_id", "text", (col) => col.notNull())
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("import_mappings_pk", ["source", "kind", "source_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("import_mappings").execute();
  await db.schema.dropTable("import_jobs").execute();
}
