import { type Kysely, PostgresAdapter, sql } from "kysely";

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
    .addColumn("hour", "text", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("referrer", "text", (col) => col.notNull())
    .addColumn("utm_source", "text", (col) => col.notNull())
    .addColumn("utm_medium", "text", (col) => col.notNull())
    .addColumn("utm_campaign", "text", (col) => col.notNull())
    .addColumn("device", "text", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("traffic_hourly_pk", [
      "hour",
      "path",
      "language",
      "source",
      "referrer",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "device",
    ])
    .execute();
  await db.schema
    .createTable("traffic_visitors")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("visitor", "text", (col) => col.notNull())
    .addColumn("entry_path", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("referrer", "text", (col) => col.notNull())
    .addColumn("utm_source", "text", (col) => col.notNull())
    .addColumn("utm_medium", "text", (col) => col.notNull())
    .addColumn("utm_campaign", "text", (col) => col.notNull())
    .addColumn("device", "text", (col) => col.notNull())
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
    .addColumn("page", "text", (col) => col.notNull())
    .addColumn("entry_path", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("referrer", "text", (col) => col.notNull())
    .addColumn("utm_source", "text", (col) => col.notNull())
    .addColumn("utm_medium", "text", (col) => col.notNull())
    .addColumn("utm_campaign", "text", (col) => col.notNull())
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
