import { type Kysely, PostgresAdapter, sql } from "kysely";

// When each user last opened the notifications: the bell counts what came in after it.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable("users")
    .addColumn("notifications_seen_at", postgres ? sql`timestamptz` : sql`text`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("notifications_seen_at").execute();
}
