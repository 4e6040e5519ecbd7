import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Webhook, WebhookDelivery, WebhookEvent, WebhookEventType, WebhookInput } from "../../common/webhooks";
import { newId, toIsoString } from "./database.server";
import { enqueueOutbox, listOutbox, type OutboxRow } from "./outbox.server";
import type { DB, WebhooksTable } from "./schema.server";

/** The outbox kind of a webhook delivery. */
export const webhookDeliveryKind = "webhook";

/** What a delivery's outbox row holds: where it goes and what it says (the secret is read at send time). */
export interface WebhookDeliveryPayload {
  webhookId: string;
  url: string;
  event: WebhookEvent;
}

type WebhookRow = Selectable<WebhooksTable>;

export function toWebhookJson(row: WebhookRow): Webhook {
  return {
    _id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    secret: row.secret,
    createdAt: toIsoString(row.createdAt),
  };
}

export function listWebhooks(db: Kysely<DB>): Promise<WebhookRow[]> {
  return db.selectFrom("webhooks").selectAll().orderBy("createdAt").orderBy("id").execute();
}

export function findWebhook(db: Kysely<DB>, id: string): Promise<WebhookRow | undefined> {
  return db.selectFrom("webhooks").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Adds an address with a new secret (`whsec_` and 32 random bytes, as Stripe writes theirs). */
export function createWebhook(db: Kysely<DB>, input: WebhookInput): Promise<WebhookRow> {
  return db
    .insertInto("webhooks")
    .values({
      id: newId(),
      url: input.url,
      events: JSON.stringify([...new Set(input.events)]),
      secret: `whsec_${randomBytes(32).toString("base64url")}`,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes an address; its deliveries still queued are dropped when their turn comes. Answers whether it existed. */
export async function deleteWebhook(db: Kysely<DB>, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("webhooks").where("id", "=", id).returning("id").executeTakeFirst();
  return Boolean(deleted);
}

/**
 * Queues one delivery of an event to every address subscribed to its type. The event's id
 * is the same in each, so a receiver can tell a retry from a new event.
 */
export async function queueWebhookEvent(
  db: Kysely<DB>,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  const hooks = (await listWebhooks(db)).filter((hook) => (JSON.parse(hook.events) as string[]).includes(type));
  if (!hooks.length) return;
  const event: WebhookEvent = { id: newId(), type, createdAt: new Date().toISOString(), data };
  await enqueueOutbox(
    db,
    hooks.map((hook) => ({
      kind: webhookDeliveryKind,
      payload: { webhookId: hook.id, url: hook.url, event } satisfies WebhookDeliveryPayload,
    })),
  );
}

export function toWebhookDeliveryJson(row: OutboxRow): WebhookDelivery {
  const { webhookId, url, event } = JSON.parse(row.payload) as WebhookDeliveryPayload;
  return {
    _id: row.id,
    webhookId,
    url,
    event: event.type,
    eventId: event.id,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: toIsoString(row.nextAttemptAt),
    createdAt: toIsoString(row.createdAt),
    sentAt: row.sentAt ? toIsoString(row.sentAt) : null,
  };
}

/** The newest deliveries, newest first. */
export async function listWebhookDeliveries(db: Kysely<DB>): Promise<WebhookDelivery[]> {
  return (await listOutbox(db, [webhookDeliveryKind])).map(toWebhookDeliveryJson);
}
