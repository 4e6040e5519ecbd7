import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

/** What a view is counted by, in every table that keeps a visit's origin: text, "" when absent. */
const visitColumns = ["source", "referrer", "utm_source", "utm_medium", "utm_campaign"];

const textColumns =
  (names: string[]) =>
  (table: CreateTableBuilder<any, any>): CreateTableBuilder<any, any> =>
    names.reduce((built, name) => built.addColumn(name, "text", (col) => col.notNull()), table);

// Cookieless traffic counted on the server (docs/decisions/044): views per hour and page,
// one row per visitor per day under a salted hash (the salt of a day is deleted the day
// after), the salts themselves (shared, so every instance hashes alike), and the visit each
// lead came from. No address, User-Agent or raw event is ever stored.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("traffic_hourly")
    .$call(textColumns(["hour", "path", "language", ...visitColumns, "device"]))
    .addColumn("views", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("traffic_hourly_pk", ["hour", "path", "language", ...visitColumns, "device"])
    .execute();
  await db.schema
    .createTable("traffic_visitors")
    .$call(textColumns(["day", "visitor", "entry_path", "language", ...visitColumns, "device"]))
    .addColumn("last_seen_at", timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("traffic_visitors_pk", ["day", "visitor"])
    .execute();
  await db.schema.createIndex("traffic_visitors_last_seen_at").on("traffic_visitors").column("last_seen_at").execute();
  await db.schema
    .createTable("traffic_salts")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("salt", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("lead_sources")
    .addColumn("lead_kind", "text", (col) => col.notNull())
    .addColumn("lead_id", "text", (col) => col.notNull())
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .$call(textColumns(["page", "entry_path", ...visitColumns]))
    .addPrimaryKeyConstraint("lead_sources_pk", ["lead_kind", "lead_id"])
    .execute();
  await db.schema.createIndex("lead_sources_created_at").on("lead_sources").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_sources").execute();
  await db.schema.dropTable("traffic_salts").execute();
  await db.schema.dropTable("traffic_visitors").execute();
  await db.schema.dropTable("traffic_hourly").execute();
}
