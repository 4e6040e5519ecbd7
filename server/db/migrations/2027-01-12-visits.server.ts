import { type Kysely, PostgresAdapter, sql } from "kysely";

// Visits (docs/decisions/050): a visitor's views with no gap over 30 minutes, their origin
// fixed by the first view and stored, so a write, a restart or another instance never
// changes it; and what a lead records of the visit it was sent in. Still no address or
// User-Agent: a visit is keyed by the day's salted hash, like traffic_visitors.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const text = ["entry_path", "language", "source", "referrer", "utm_source", "utm_medium", "utm_campaign", "device"];
  await text
    .reduce(
      (table, name) => table.addColumn(name, "text", (col) => col.notNull()),
      db.schema
        .createTable("traffic_visits")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("visitor", "text", (col) => col.notNull())
        .addColumn("started_at", timestamp, (col) => col.notNull())
        .addColumn("last_seen_at", timestamp, (col) => col.notNull()),
    )
    .addColumn("views", "integer", (col) => col.notNull())
    // The paths viewed, in order, as a JSON array (the first 50).
    .addColumn("pages", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("traffic_visits_visitor").on("traffic_visits").columns(["day", "visitor"]).execute();

  // What a lead keeps of its visit, beside the columns it had (source, referrer, campaign, entry_path).
  const added: [string, "text" | "integer", string | number][] = [
    ["visit_id", "text", ""],
    ["language", "text", ""],
    ["device", "text", ""],
    ["views_before", "integer", 0],
    ["pages", "text", "[]"],
    ["first_source", "text", ""],
    ["first_referrer", "text", ""],
    ["first_utm_source", "text", ""],
    ["first_utm_medium", "text", ""],
    ["first_utm_campaign", "text", ""],
    ["first_entry_path", "text", ""],
  ];
  for (const [name, type, fallback] of added)
    await db.schema
      .alterTable("lead_sources")
      .addColumn(name, type, (col) => col.notNull().defaultTo(fallback))
      .execute();
  await db.schema.createIndex("lead_sources_visit_id").on("lead_sources").column("visit_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("lead_sources_visit_id").execute();
  for (const name of [
    "visit_id",
    "language",
    "device",
    "views_before",
    "pages",
    "first_source",
    "first_referrer",
    "first_utm_source",
    "first_utm_medium",
    "first_utm_campaign",
    "first_entry_path",
  ])
    await db.schema.alterTable("lead_sources").dropColumn(name).execute();
  await db.schema.dropTable("traffic_visits").execute();
}
