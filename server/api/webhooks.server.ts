import * as z from "zod/mini";
import { webhookDeliverySchema, type WebhookInput, webhookInputSchema, webhookSchema } from "../../common/webhooks";
import { retryOutbox } from "../db/outbox.server";
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  toWebhookJson,
} from "../db/webhooks.server";
import { notFound } from "../http-error.server";
import { answer, error, operation } from "./operation.server";

/** Outgoing webhooks (decision 051): admins add addresses, pick events and watch the deliveries. */
export const webhookOperations = [
  operation({
    method: "get",
    path: "/webhooks",
    operationId: "listWebhooks",
    summary: "The addresses events are sent to, with their events and signing secrets",
    role: "admin",
    responses: { "200": answer("Webhooks", z.array(webhookSchema)) },
    async handle({ res }, { db }) {
      res.json((await listWebhooks(db)).map(toWebhookJson));
    },
  }),
  operation<WebhookInput>({
    method: "post",
    path: "/webhooks",
    operationId: "createWebhook",
    summary: "Add an address (http or https) and the events it is sent; answers its new signing secret",
    role: "admin",
    body: { name: "WebhookInput", schema: webhookInputSchema, limit: "10kb" },
    responses: { "201": answer("Added", webhookSchema) },
    async handle({ res, body }, { db }) {
      res.status(201).json(toWebhookJson(await createWebhook(db, body)));
    },
  }),
  operation<undefined, undefined, "id">({
    method: "delete",
    path: "/webhooks/:id",
    operationId: "deleteWebhook",
    summary: "Remove an address; its deliveries still waiting are dropped",
    role: "admin",
    params: { id: "The webhook's _id" },
    responses: { "204": answer("Removed"), "404": error("Unknown id") },
    async handle({ res, params }, { db }) {
      if (!(await deleteWebhook(db, params.id))) throw notFound("leadMail.webhookNotFound");
      res.status(204).end();
    },
  }),
  operation({
    method: "get",
    path: "/webhooks/deliveries",
    operationId: "listWebhookDeliveries",
    summary: "The latest 200 deliveries, newest first: pending (with the next attempt's time), sent or failed",
    role: "admin",
    responses: { "200": answer("Deliveries", z.array(webhookDeliverySchema)) },
    async handle({ res }, { db }) {
      res.json(await listWebhookDeliveries(db));
    },
  }),
  operation<undefined, undefined, "id">({
    method: "post",
    path: "/webhooks/deliveries/:id/retry",
    operationId: "retryWebhookDelivery",
    summary: "Send a failed delivery again now",
    role: "admin",
    params: { id: "The delivery's _id" },
    responses: { "204": answer("Queued again"), "404": error("Unknown id, or not failed") },
    async handle({ res, params }, { db }) {
      if (!(await retryOutbox(db, params.id))) throw notFound("leadMail.deliveryNotFound");
      res.status(204).end();
    },
  }),
];
