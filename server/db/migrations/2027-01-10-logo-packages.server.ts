import type { Kysely } from "kysely";

// Each logo order's ZIP, built once on its first download and served from here after
// (docs/decisions/047): base64 text, as the order's own image, so both engines and the
// backups carry it alike; the database is what several instances share.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("logo_packages")
    .addColumn("order_id", "text", (col) => col.primaryKey().references("logo_orders.id").onDelete("cascade"))
    .addColumn("zip", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("logo_packages").execute();
}
