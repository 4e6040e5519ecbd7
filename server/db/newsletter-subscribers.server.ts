import type { Kysely } from "kysely";
import type { NewsletterSubscriber } from "../../common/leads";
import { newId, toIsoString } from "./database.server";
import type { DB, NewsletterSubscriberRow } from "./schema.server";

export function toNewsletterSubscriberJson(row: NewsletterSubscriberRow): NewsletterSubscriber {
  return { _id: row.id, email: row.email, createdAt: toIsoString(row.createdAt) };
}

/**
 * Subscribes an address once; subscribing again is not an error, and the caller is not told
 * which it was: the public form must not reveal who is subscribed. Returns the new
 * subscriber's id (for the lead's source), or undefined when it was subscribed already.
 */
export async function addNewsletterSubscriber(db: Kysely<DB>, email: string): Promise<string | undefined> {
  const row = await db
    .insertInto("newsletterSubscribers")
    .values({ id: newId(), email, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
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
