import type { Insertable, Kysely } from "kysely";
import type { Application, ApplicationInput } from "../../common/leads";
import { newId, toIsoString } from "./database.server";
import type { ApplicationRow, ApplicationsTable, DB } from "./schema.server";

export function toApplicationJson(row: ApplicationRow): Application {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    phoneNumber: row.phoneNumber,
    businessName: row.businessName,
    package: row.package,
    status: row.status,
    notes: row.notes,
    createdAt: toIsoString(row.createdAt),
  };
}

/** The row an application is stored as (a bot's, never stored, is answered with it too). */
export function applicationRow(
  input: Omit<ApplicationInput, "website">,
): Insertable<ApplicationsTable> & ApplicationRow {
  return {
    id: newId(),
    name: input.name,
    email: input.email,
    message: input.message,
    phoneNumber: input.phoneNumber,
    businessName: input.businessName,
    package: input.package,
    status: "new",
    notes: "",
    createdAt: new Date().toISOString(),
  };
}

export function createApplication(db: Kysely<DB>, input: Omit<ApplicationInput, "website">): Promise<ApplicationRow> {
  return db.insertInto("applications").values(applicationRow(input)).returningAll().executeTakeFirstOrThrow();
}
