import * as z from "zod/mini";
import { webhookDeliverySchema, webhookInputSchema, webhookSchema } from "../webhooks";
import { answer, endpoint, error } from "./endpoint";

/** Outgoing webhooks (decision 051): admins add addresses, pick events and watch the deliveries. */
export const webhookContract = {
  listWebhooks: endpoint({
    method: "get",
    path: "/webhooks",
    operationId: "listWebhooks",
    summary: "The addresses events are sent to, with their events and signing secrets",
    role: "admin",
    responses: { "200": answer("Webhooks", z.array(webhookSchema)) },
  }),
  createWebhook: endpoint({
    method: "post",
    path: "/webhooks",
    operationId: "createWebhook",
    summary: "Add an address (http or https) and the events it is sent; answers its new signing secret",
    role: "admin",
    body: {
      name: "WebhookInput",
      schema: webhookInputSchema,
      limit: "10kb",
      example: { url: "https://crm.example.com/hooks/leads", events: ["lead.created"] },
    },
    responses: { "201": answer("Added", webhookSchema) },
  }),
  deleteWebhook: endpoint({
    method: "delete",
    path: "/webhooks/:id",
    operationId: "deleteWebhook",
    summary: "Remove an address; its deliveries still waiting are dropped",
    role: "admin",
    params: { id: "The webhook's _id" },
    responses: { "204": answer("Removed"), "404": error("Unknown id") },
  }),
  listWebhookDeliveries: endpoint({
    method: "get",
    path: "/webhooks/deliveries",
    operationId: "listWebhookDeliveries",
    summary: "The latest 200 deliveries, newest first: pending (with the next attempt's time), sent or failed",
    role: "admin",
    responses: { "200": answer("Deliveries", z.array(webhookDeliverySchema)) },
  }),
  retryWebhookDelivery: endpoint({
    method: "post",
    path: "/webhooks/deliveries/:id/retry",
    operationId: "retryWebhookDelivery",
    summary: "Send a failed delivery again now",
    role: "admin",
    params: { id: "The delivery's _id" },
    responses: { "204": answer("Queued again"), "404": error("Unknown id, or not failed") },
  }),
};
