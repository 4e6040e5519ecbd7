import { type Kysely, PostgresAdapter, sql } from "kysely";

// One row per sign-in (docs/decisions/033): a token names its session, and ending the row
// ends that token alone. It replaces the user's token version, which ended every device at
// once (decision 007).
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("last_seen_at", timestamp, (col) => col.notNull())
    .addColumn("expires_at", timestamp, (col) => col.notNull())
    .addColumn("device", "text", (col) => col.notNull())
    .addColumn("address", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();
  await db.schema.alterTable("users").dropColumn("token_version").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("token_version", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable("sessions").execute();
}
