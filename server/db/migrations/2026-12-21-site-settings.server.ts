import { type Kysely, PostgresAdapter, sql } from "kysely";

// The site settings: one row holding the settings document as JSON (common/settings.ts).
// The first start writes today's values into it (server/db/site-settings.server.ts).
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable("site_settings")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("document", "text", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("updated_at", timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_settings").execute();
}
