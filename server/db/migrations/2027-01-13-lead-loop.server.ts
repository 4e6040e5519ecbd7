import { type Kysely, PostgresAdapter, sql } from "kysely";

// The lead loop (docs/decisions/051): the outbox every notification email and webhook
// delivery waits in until a job sends it, the webhooks admins add, and the replies staff
// send from a lead's screen. Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", timestamp, (col) => col.notNull())
    .addColumn("claimed_until", timestamp)
    .addColumn("last_error", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("sent_at", timestamp)
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_kind_created_at").on("outbox").columns(["kind", "created_at"]).execute();
  await db.schema
    .createTable("webhooks")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("events", "text", (col) => col.notNull())
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("lead_replies")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lead_kind", "text", (col) => col.notNull())
    .addColumn("lead_id", "text", (col) => col.notNull())
    .addColumn("user_id", "text")
    .addColumn("user_name", "text", (col) => col.notNull())
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_replies_lead").on("lead_replies").columns(["lead_kind", "lead_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_replies").execute();
  await db.schema.dropTable("webhooks").execute();
  await db.schema.dropTable("outbox").execute();
}
