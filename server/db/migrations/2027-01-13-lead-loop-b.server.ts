import type { Kysely } from "kysely";

// The package an application came from, a field of its own (decision 051): "" when the
// visitor came to the form without one. Frozen once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("applications")
    .addColumn("package", "text", (col) => col.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("applications").dropColumn("package").execute();
}
