import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.server";
import { findWebhook, type WebhookDeliveryPayload } from "../db/webhooks.server";
import type { OutboxSender } from "./outbox-runner.server";

/**
 * The `X-Signature` header of a body sent at `timestamp` (Unix seconds), as Stripe signs
 * theirs: `t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<body>" with the secret>`.
 * The receiver recomputes it and refuses an old timestamp, so a captured delivery cannot
 * be replayed later (docs/API.md).
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

/**
 * Sends one delivery: a JSON POST signed with the address's current secret; any answer
 * but 2xx, or none within `timeoutMs`, is a failure the outbox retries. A delivery to an
 * address deleted meanwhile is dropped (counted as sent: there is nobody to send it to).
 */
export function webhookSender(db: Kysely<DB>, { timeoutMs = 10_000 } = {}): OutboxSender {
  return async (payload) => {
    const { webhookId, event } = payload as WebhookDeliveryPayload;
    const hook = await findWebhook(db, webhookId);
    if (!hook) return;
    const body = JSON.stringify(event);
    const response = await fetch(hook.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "agency-site-webhooks/1",
        "x-signature": webhookSignature(hook.secret, Math.floor(Date.now() / 1000), body),
        "x-webhook-event": event.type,
        "x-webhook-id": event.id,
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };
}
