import { type Kysely, PostgresAdapter, sql } from "kysely";
import { shippedRows, shippedSiteContent } from "../../seed/site-content/shipped.server";

// Site content as items (decision 019): services, projects, testimonials, partners, FAQ,
// packages, team members and the about page's figures, each with its fields and its text
// per language as JSON. Fills the table with what the site showed until now, in four
// languages, so a running site looks the same after the upgrade.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable("content_items")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("slug", "text")
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("visible", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("updated_at", timestamp, (col) => col.notNull())
    .addUniqueConstraint("content_items_kind_slug", ["kind", "slug"])
    .execute();
  await db.schema
    .createIndex("content_items_kind_position")
    .on("content_items")
    .columns(["kind", "position"])
    .execute();

  const now = new Date().toISOString();
  const rows = Object.entries(shippedSiteContent).flatMap(([kind, items]) => shippedRows(kind, items, now));
  await db.insertInto("content_items").values(rows).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_items").execute();
}
