import type { Kysely } from "kysely";
import type { DB } from "../db/schema.server";
import { webhookDeliveryKind } from "../db/webhooks.server";
import type { Mail, Mailer } from "../mail/mailer.server";
import type { OutboxSender } from "./outbox-runner.server";
import { webhookSender } from "./webhook-delivery.server";

/** The outbox kind of an email to staff about a new lead; its payload is the `Mail`. */
export const leadEmailKind = "leadEmail";

/** What sends each kind of row this site queues (decision 051). */
export function outboxSenders({ db, mailer }: { db: Kysely<DB>; mailer: Mailer }): Record<string, OutboxSender> {
  return {
    [leadEmailKind]: (payload) => mailer.send(payload as Mail),
    [webhookDeliveryKind]: webhookSender(db),
  };
}
