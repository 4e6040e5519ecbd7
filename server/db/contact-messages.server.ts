import type { Kysely } from "kysely";
import type { ContactMessage, ContactMessageInput } from "../../common/leads";
import { newId, toIsoString } from "./database";
import type { ContactMessageRow, DB } from "./schema";

export function toContactMessageJson(row: ContactMessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    read: row.readAt !== null,
    createdAt: toIsoString(row.createdAt),
  };
}

export function createContactMessage(
  db: Kysely<DB>,
  input: Omit<ContactMessageInput, "website">,
): Promise<ContactMessageRow> {
  return db
    .insertInto("contactMessages")
    .values({
      id: newId(),
      name: input.user_name,
      email: input.user_email,
      subject: input.subject,
      message: input.message,
      readAt: null,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Newest first. */
export function listContactMessages(db: Kysely<DB>): Promise<ContactMessageRow[]> {
  return db.selectFrom("contactMessages").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

/** Marks a message read (now) or unread; undefined when the id is unknown. */
export function markContactMessageRead(db: Kysely<DB>, id: string, read: boolean): Promise<ContactMessageRow | undefined> {
  return db
    .updateTable("contactMessages")
    .set({ readAt: read ? new Date().toISOString() : null })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}
