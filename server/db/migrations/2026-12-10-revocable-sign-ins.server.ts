import { type Kysely, PostgresAdapter, sql } from "kysely";

// Revocable sign-ins: tokens carry the user's token version, and any change that must end
// earlier sign-ins (password, role, deactivation, signing out) increments it. Deactivated
// staff keep their posts but cannot sign in.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .alterTable("users")
    .addColumn("token_version", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("users").addColumn("deactivated_at", timestamp).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("deactivated_at").execute();
  await db.schema.alterTable("users").dropColumn("token_version").execute();
}
