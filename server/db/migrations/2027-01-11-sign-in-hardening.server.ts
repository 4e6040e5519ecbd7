import { type Kysely, PostgresAdapter, sql } from "kysely";

// Sign-in hardening (docs/decisions/048): a session that may only set up two-factor sign-in,
// the account's count of wrong second-step codes and when the next may be tried, and the
// challenges that have already signed in (a challenge signs in once).
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .alterTable("sessions")
    .addColumn("setup_only", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("totp_failures", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("users").addColumn("totp_retry_at", timestamp).execute();
  await db.schema
    .createTable("spent_challenges")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("expires_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("spent_challenges_expires_at").on("spent_challenges").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("spent_challenges").execute();
  await db.schema.alterTable("users").dropColumn("totp_retry_at").execute();
  await db.schema.alterTable("users").dropColumn("totp_failures").execute();
  await db.schema.alterTable("sessions").dropColumn("setup_only").execute();
}
