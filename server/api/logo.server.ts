import { randomInt } from "node:crypto";
import express from "express";
import { logoContract } from "../../common/contract/logo";
import type { LeadChangeInput } from "../../common/leads";
import { type LogoOrder, logoLimits } from "../../common/logo";
import {
  findLogoOrder,
  createLogoOrder,
  recordLogoDownload,
  setCheckoutSession,
  applyPaymentOutcome,
} from "../db/logo-orders.server";
import { FieldRefused, HttpError } from "../http-error.server";
import { paymentOutcomeOf, startCheckout } from "../logo/checkout.server";
import { generateProposals } from "../logo/generator.server";
import { isIcon } from "../logo/icons.server";
import { imageServiceProposals } from "../logo/image-service.server";
import { orderPackage } from "../logo/logo-package.server";
import { toLogoOrderJson } from "../logo/order-json.server";
import { logoOffer, logoSecret, orderPageUrl } from "../logo/offer.server";
import { queueWebhookEvent } from "../db/webhooks.server";
import { leadReceived } from "./lead-received.server";
import { checkImageSignature, checkOrderLinkToken } from "../logo/order-links.server";
import { requestLanguage } from "../request-language.server";
import { implement, sent } from "./operation.server";
import { changedLead, type LeadWork, leadsOf } from "./leads.server";

export const logoOrders: LeadWork<"logoOrders", LeadChangeInput, LogoOrder> = {
  leadKind: "logoOrder",
  table: "logoOrders",
  notFoundKey: "logoOrderNotFound",
  statusChanged: "logoOrder.statusChanged",
  toChange: (input) => input,
  toJson: toLogoOrderJson,
};

/** The logo generator and its orders (the endpoints: common/contract/logo.ts). */
export const logoOperations = implement(logoContract, {
  generateLogoProposals: {
    rateLimit: "generations",
    async handle({ req, body }, api) {
      if (body.like && !isIcon(body.like.icon)) throw new FieldRefused("like.icon", "logoUnknownIcon");
      const language = requestLanguage(req);
      const seed = body.seed ?? randomInt(logoLimits.seed);
      const images =
        api.config.logoImages && !body.like
          ? imageServiceProposals(api.config.logoImages, body, { secret: logoSecret(api.config), logger: api.logger })
          : Promise.resolve([]);
      const proposals = generateProposals({ ...body, language, seed });
      return { status: 200, body: { seed, proposals: [...proposals, ...(await images)] } };
    },
  },
  orderLogo: {
    rateLimit: "leads",
    async handle({ req, body }, api) {
      const offer = await logoOffer(api.config, api.siteSettings);
      if (offer === "none") throw new HttpError(403, "logoDownloadOff");
      const secret = logoSecret(api.config);
      if (body.recipe && !isIcon(body.recipe.icon)) throw new FieldRefused("recipe.icon", "logoUnknownIcon");
      const image = body.image?.image.replace(/^data:image\/png;base64,/, "");
      if (body.image && !checkImageSignature(secret, image ?? "", body.image.signature)) {
        throw new FieldRefused("image", "logoUnknownImage");
      }
      if (!body.recipe && !image) throw new FieldRefused("recipe", "logoChooseOne");
      const language = requestLanguage(req);
      const order = await createLogoOrder(api.db, {
        name: body.name,
        email: body.email,
        description: body.description,
        language,
        recipe: body.recipe,
        image: body.recipe ? undefined : image,
        paymentStatus: offer === "paid" ? "pending" : "free",
      });
      await leadReceived(api, req, {
        kind: "logoOrder",
        id: order.id,
        name: order.name,
        email: order.email,
        subjectKey: "leadMail.logoOrderSubject",
        bodyKey: "leadMail.logoOrderBody",
        values: { name: order.name, email: order.email, description: order.description },
        json: toLogoOrderJson(order),
      });
      const page = orderPageUrl(api.config, order);
      if (offer === "email") return { status: 201, body: { offer, url: page } };
      let checkout: { id: string; url: string };
      try {
        checkout = await startCheckout(api.config.stripe!, { ...order, returnUrl: page });
      } catch (failure) {
        api.logger.error({ err: failure }, "Stripe Checkout session not created");
        throw new HttpError(502, "logoPaymentFailed");
      }
      await setCheckoutSession(api.db, order.id, checkout.id);
      return { status: 201, body: { offer, url: checkout.url } };
    },
  },
  receiveStripeEvent: {
    read: [express.raw({ type: "*/*", limit: "1mb" })],
    async handle({ req }, api) {
      if (!api.config.stripe) throw new HttpError(404, "notFound");
      let outcome;
      try {
        outcome = paymentOutcomeOf(
          api.config.stripe,
          req.body as Buffer,
          String(req.headers["stripe-signature"] ?? ""),
        );
      } catch {
        throw new HttpError(400, "webhookSignature");
      }
      const changed = outcome && (await applyPaymentOutcome(api.db, outcome));
      if (changed?.paymentStatus === "paid")
        await queueWebhookEvent(api.db, "order.paid", { kind: "logoOrder", order: toLogoOrderJson(changed) });
      return { status: 200, body: { received: true } };
    },
  },
  downloadLogo: {
    rateLimit: "logoDownloads",
    async handle({ res, params, query }, api): Promise<typeof sent> {
      const check = checkOrderLinkToken(logoSecret(api.config), params.id, query.token);
      if (check === "invalid") throw new HttpError(404, "logoDownloadFailed");
      if (check === "expired") throw new HttpError(410, "logoLinkExpired");
      const order = await findLogoOrder(api.db, params.id);
      if (!order) throw new HttpError(404, "logoDownloadFailed");
      if (order.paymentStatus !== "paid" && order.paymentStatus !== "free") throw new HttpError(402, "logoNotPaid");
      const zip = await orderPackage(api.db, order);
      await recordLogoDownload(api.db, order.id);
      res
        .status(200)
        .set({ "Content-Type": "application/zip", "Content-Disposition": 'attachment; filename="logo.zip"' })
        .end(Buffer.from(zip));
      return sent;
    },
  },
  listLogoOrders: {
    handle: async ({ query }, { db }) => ({ status: 200, body: await leadsOf(db, logoOrders, query) }),
  },
  changeLogoOrder: {
    handle: async (request, { db }) => ({ status: 200, body: await changedLead(request, db, logoOrders) }),
  },
});
