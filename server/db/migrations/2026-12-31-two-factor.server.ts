import { type Kysely, PostgresAdapter, sql } from "kysely";

// Two-factor sign-in (docs/decisions/034): a user's TOTP secret (kept while enrolling,
// switched on once a code confirms it), the last time step a code was accepted (so a code
// works once), and single-use recovery codes stored as SHA-256 digests.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable("users").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_enabled_at", timestamp).execute();
  await db.schema.alterTable("users").addColumn("totp_last_step", "bigint").execute();
  await db.schema
    .createTable("recovery_codes")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("recovery_codes_pk", ["user_id", "code_hash"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.alterTable("users").dropColumn("totp_last_step").execute();
  await db.schema.alterTable("users").dropColumn("totp_enabled_at").execute();
  await db.schema.alterTable("users").dropColumn("totp_secret").execute();
}
