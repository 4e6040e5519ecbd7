import type { Kysely } from "kysely";

// Leads that can be worked: applications and contact messages get a status (new,
// contacted, won, lost) and staff's internal notes. Rows already there start as new.
// Frozen once landed: later changes go in a new migration file.
const leadTables = ["applications", "contact_messages"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of leadTables) {
    await db.schema
      .alterTable(table)
      .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema.createIndex(`${table}_status_idx`).on(table).column("status").execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of leadTables) {
    await db.schema.dropIndex(`${table}_status_idx`).execute();
    await db.schema.alterTable(table).dropColumn("notes").execute();
    await db.schema.alterTable(table).dropColumn("status").execute();
  }
}
