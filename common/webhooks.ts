// Outgoing webhooks (decision 051): the events an admin can subscribe an address to, and
// how the API shows the addresses and their deliveries.
import * as z from "zod/mini";
import { count, id, limits, timestamp } from "./fields";

export const webhookEventTypes = ["lead.created", "lead.statusChanged", "order.paid"] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** An address that takes POSTs: http or https (a receiver on the same network may have no certificate). */
const webhookUrl = z.string({ error: "validation.text" }).check(
  z.trim(),
  z.maxLength(limits.url, "validation.tooLong"),
  z.refine((value) => /^https?:\/\/[^\s/?#]+[^\s]*$/.test(value) && URL.canParse(value), "validation.webhookUrl"),
);

export const webhookInputSchema = z.object({
  url: webhookUrl,
  events: z
    .array(z.enum(webhookEventTypes, { error: "validation.choice" }), { error: "validation.choice" })
    .check(z.minLength(1, "validation.required")),
});
export type WebhookInput = z.infer<typeof webhookInputSchema>;

export const webhookSchema = z.strictObject({
  _id: id,
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  /** What each delivery is signed with; the receiver keeps it to check the signature. */
  secret: z.string(),
  createdAt: timestamp,
});
export type Webhook = z.infer<typeof webhookSchema>;

export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** One event sent (or being sent) to one address. */
export const webhookDeliverySchema = z.strictObject({
  _id: id,
  webhookId: id,
  url: z.string(),
  event: z.enum(webhookEventTypes),
  eventId: id,
  status: z.enum(outboxStatuses),
  attempts: count,
  /** Why the last attempt failed; "" when it did not. */
  lastError: z.string(),
  /** When it is tried next, while pending. */
  nextAttemptAt: timestamp,
  createdAt: timestamp,
  sentAt: z.nullable(timestamp),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The body every delivery POSTs. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: Record<string, unknown>;
}
