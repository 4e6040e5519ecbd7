import type { Insertable, Kysely } from "kysely";
import type { NewsletterSubscriber } from "../../common/leads";
import { newId, toIsoString } from "./database.server";
import type { DB, NewsletterSubscriberRow, NewsletterSubscribersTable } from "./schema.server";

export function toNewsletterSubscriberJson(row: NewsletterSubscriberRow): NewsletterSubscriber {
  return { _id: row.id, email: row.email, createdAt: toIsoString(row.createdAt) };
}

/** The row a subscriber is stored as (a bot's, never stored, is answered with it too). */
export function newsletterSubscriberRow(
  email: string,
): Insertable<NewsletterSubscribersTable> & NewsletterSubscriberRow {
  return { id: newId(), email, createdAt: new Date().toISOString() };
}

/** Subscribes an address once; subscribing again is not an error. Returns whether it is new. */
export async function addNewsletterSubscriber(
  db: Kysely<DB>,
  email: string,
): Promise<{ subscriber: NewsletterSubscriberRow; created: boolean }> {
  const inserted = await db
    .insertInto("newsletterSubscribers")
    .values(newsletterSubscriberRow(email))
    .onConflict((oc) => oc.column("email").doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { subscriber: inserted, created: true };
  const existing = await db
    .selectFrom("newsletterSubscribers")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { subscriber: existing, created: false };
}

/** Newest first. */
export function listNewsletterSubscribers(db: Kysely<DB>): Promise<NewsletterSubscriberRow[]> {
  return db
    .selectFrom("newsletterSubscribers")
    .selectAll()
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}
