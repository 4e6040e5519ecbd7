import type { Kysely } from "kysely";
import type { Application, ApplicationInput } from "../../common/leads";
import { newId, toIsoString } from "./database";
import type { ApplicationRow, DB } from "./schema";

export function toApplicationJson(row: ApplicationRow): Application {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    phoneNumber: row.phoneNumber,
    businessName: row.businessName,
    createdAt: toIsoString(row.createdAt),
  };
}

export function createApplication(
  db: Kysely<DB>,
  input: Omit<ApplicationInput, "website">,
): Promise<ApplicationRow> {
  return db
    .insertInto("applications")
    .values({
      id: newId(),
      name: input.name,
      email: input.email,
      message: input.message,
      phoneNumber: input.phoneNumber,
      businessName: input.businessName,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Newest first. */
export function listApplications(db: Kysely<DB>): Promise<ApplicationRow[]> {
  return db.selectFrom("applications").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}
