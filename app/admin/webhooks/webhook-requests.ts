import type { Webhook, WebhookInput } from "../../../common/webhooks";
import { adminFetch } from "~/admin/ui/api";

/** What the webhooks screen asks of the API. */
export type WebhookChange =
  { intent: "create"; input: WebhookInput } | { intent: "delete"; id: string } | { intent: "retry"; id: string };

export function changeWebhook(change: WebhookChange): Promise<Webhook | undefined> {
  switch (change.intent) {
    case "create":
      return adminFetch<Webhook>("/api/webhooks", { method: "POST", json: change.input });
    case "delete":
      return adminFetch<undefined>(`/api/webhooks/${encodeURIComponent(change.id)}`, { method: "DELETE" });
    case "retry":
      return adminFetch<undefined>(`/api/webhooks/deliveries/${encodeURIComponent(change.id)}/retry`, {
        method: "POST",
      });
  }
}
