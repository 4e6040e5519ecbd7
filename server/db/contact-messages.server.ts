import type { Insertable, Kysely } from "kysely";
import type { ContactMessage, ContactMessageInput } from "../../common/leads";
import { newId, toIsoString } from "./database.server";
import type { ContactMessageRow, ContactMessagesTable, DB } from "./schema.server";

export function toContactMessageJson(row: ContactMessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    read: row.readAt !== null,
    status: row.status,
    notes: row.notes,
    createdAt: toIsoString(row.createdAt),
  };
}

/** The row a contact message is stored as (a bot's, never stored, is answered with it too). */
export function contactMessageRow(
  input: Omit<ContactMessageInput, "website">,
): Insertable<ContactMessagesTable> & ContactMessageRow {
  return {
    id: newId(),
    name: input.user_name,
    email: input.user_email,
    subject: input.subject,
    message: input.message,
    readAt: null,
    status: "new",
    notes: "",
    createdAt: new Date().toISOString(),
  };
}

export function createContactMessage(
  db: Kysely<DB>,
  input: Omit<ContactMessageInput, "website">,
): Promise<ContactMessageRow> {
  return db.insertInto("contactMessages").values(contactMessageRow(input)).returningAll().executeTakeFirstOrThrow();
}
