import { type Kysely, PostgresAdapter, sql } from "kysely";

// The newsletter that sends (docs/decisions/052): subscribers get a language, a status
// (pending until they confirm, confirmed, unsubscribed and kept as suppressed, or bounced by
// hand), a hashed confirmation token that expires, and how consent was given. A send is one
// row per language version of a post, and one delivery row per recipient, claimed in
// batches by whichever instance runs. Addresses subscribed before this migration never
// confirmed: they stay pending (never mailed, never expired) until they subscribe again.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const columns: [string, (builder: any) => any][] = [
    ["language", (col) => col.notNull().defaultTo("en")],
    ["status", (col) => col.notNull().defaultTo("pending")],
    ["consent", (col) => col.notNull().defaultTo("form")],
    ["consent_note", (col) => col.notNull().defaultTo("")],
  ];
  for (const [name, build] of columns)
    await db.schema.alterTable("newsletter_subscribers").addColumn(name, "text", build).execute();
  for (const name of ["confirm_token_hash", "confirm_expires_at", "confirmed_at", "unsubscribed_at"])
    await db.schema
      .alterTable("newsletter_subscribers")
      .addColumn(name, name === "confirm_token_hash" ? sql`text` : timestamp)
      .execute();
  await db.updateTable("newsletter_subscribers").set({ consent: "legacy" }).execute();
  await db.schema
    .createIndex("newsletter_subscribers_confirm_token_hash")
    .on("newsletter_subscribers")
    .column("confirm_token_hash")
    .execute();
  await db.schema
    .createIndex("newsletter_subscribers_status_language")
    .on("newsletter_subscribers")
    .columns(["status", "language"])
    .execute();

  await db.schema
    .createTable("newsletter_sends")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("post_id", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("html", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("text", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("scheduled_at", timestamp, (col) => col.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("started_at", timestamp)
    .addColumn("finished_at", timestamp)
    // The shared pace: the moment the next batch may start, so the rate holds across instances.
    .addColumn("paced_until", timestamp)
    .execute();
  await db.schema
    .createIndex("newsletter_sends_status")
    .on("newsletter_sends")
    .columns(["status", "scheduled_at"])
    .execute();

  await db.schema
    .createTable("newsletter_deliveries")
    .addColumn("send_id", "text", (col) => col.notNull())
    .addColumn("subscriber_id", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("claimed_until", timestamp)
    .addColumn("sent_at", timestamp)
    .addColumn("error", "text", (col) => col.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("newsletter_deliveries_pk", ["send_id", "subscriber_id"])
    .execute();
  await db.schema
    .createIndex("newsletter_deliveries_claim")
    .on("newsletter_deliveries")
    .columns(["send_id", "status", "claimed_until"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("newsletter_deliveries").execute();
  await db.schema.dropTable("newsletter_sends").execute();
  await db.schema.dropIndex("newsletter_subscribers_status_language").execute();
  await db.schema.dropIndex("newsletter_subscribers_confirm_token_hash").execute();
  for (const name of [
    "unsubscribed_at",
    "confirmed_at",
    "confirm_expires_at",
    "confirm_token_hash",
    "consent_note",
    "consent",
    "status",
    "language",
  ])
    await db.schema.alterTable("newsletter_subscribers").dropColumn(name).execute();
}
