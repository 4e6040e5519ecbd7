import { webhookContract } from "../../common/contract/webhooks";
import { retryOutbox } from "../db/outbox.server";
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  toWebhookJson,
} from "../db/webhooks.server";
import { notFound } from "../http-error.server";
import { implement } from "./operation.server";

/** Outgoing webhooks (decision 051; the endpoints: common/contract/webhooks.ts). */
export const webhookOperations = implement(webhookContract, {
  listWebhooks: {
    handle: async (_request, { db }) => ({ status: 200, body: (await listWebhooks(db)).map(toWebhookJson) }),
  },
  createWebhook: {
    handle: async ({ body }, { db }) => ({ status: 201, body: toWebhookJson(await createWebhook(db, body)) }),
  },
  deleteWebhook: {
    async handle({ params }, { db }) {
      if (!(await deleteWebhook(db, params.id))) throw notFound("leadMail.webhookNotFound");
      return { status: 204 };
    },
  },
  listWebhookDeliveries: {
    handle: async (_request, { db }) => ({ status: 200, body: await listWebhookDeliveries(db) }),
  },
  retryWebhookDelivery: {
    async handle({ params }, { db }) {
      if (!(await retryOutbox(db, params.id))) throw notFound("leadMail.deliveryNotFound");
      return { status: 204 };
    },
  },
});
