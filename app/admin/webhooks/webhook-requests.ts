import { webhookContract } from "../../../common/contract/webhooks";
import type { WebhookInput } from "../../../common/webhooks";
import { adminCall } from "~/admin/ui/api";

/** What the webhooks screen asks of the API. */
export type WebhookChange =
  { intent: "create"; input: WebhookInput } | { intent: "delete"; id: string } | { intent: "retry"; id: string };

export function changeWebhook(change: WebhookChange) {
  switch (change.intent) {
    case "create":
      return adminCall(webhookContract.createWebhook, { body: change.input });
    case "delete":
      return adminCall(webhookContract.deleteWebhook, { params: { id: change.id } });
    case "retry":
      return adminCall(webhookContract.retryWebhookDelivery, { params: { id: change.id } });
  }
}
