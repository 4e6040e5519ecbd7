import { type Kysely, PostgresAdapter, sql } from "kysely";

// The logo generator's orders (docs/decisions/043): a paid order or a free download is a
// lead, with the leads' status and notes. `recipe` (JSON) draws a procedural logo again;
// `image` holds an image service's PNG (base64) when one was chosen instead. Stripe's
// webhook events are recorded by id, so a replayed event changes nothing.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("logo_orders")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("recipe", "text")
    .addColumn("image", "text")
    .addColumn("payment_status", "text", (col) => col.notNull())
    .addColumn("checkout_session_id", "text", (col) => col.unique())
    .addColumn("paid_at", timestamp)
    .addColumn("downloads", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("downloaded_at", timestamp)
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
    .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("logo_orders_status_idx").on("logo_orders").column("status").execute();
  await db.schema.createIndex("logo_orders_created_at_idx").on("logo_orders").column("created_at").execute();
  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("received_at", timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropTable("logo_orders").execute();
}
