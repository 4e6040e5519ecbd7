import { randomInt } from "node:crypto";
import express from "express";
import * as z from "zod/mini";
import { leadListQuerySchema, leadChangeInputSchema } from "../../common/leads";
import {
  logoOrderInputSchema,
  logoOrderSchema,
  logoOrderStartedSchema,
  logoLimits,
  logoProposalsSchema,
  logoRequestSchema,
  type LogoOrderStarted,
} from "../../common/logo";
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
import { answer, error, file, operation, rateLimited } from "./operation.server";
import { changeLeadOf, type LeadWork, listLeadsOf } from "./leads.server";

export const logoOrders: LeadWork<"logoOrders", z.infer<typeof leadChangeInputSchema>> = {
  leadKind: "logoOrder",
  table: "logoOrders",
  notFoundKey: "logoOrderNotFound",
  statusChanged: "logoOrder.statusChanged",
  toChange: (input) => input,
  toJson: toLogoOrderJson,
};

const downloadQuerySchema = z.object({ token: z._default(z.string().check(z.maxLength(200)), "") });

/** The logo generator: proposals, orders (paid through Stripe, or free for an email), downloads; admins work orders as leads. */
export const logoOperations = [
  operation({
    method: "post",
    path: "/logo-proposals",
    operationId: "generateLogoProposals",
    summary: "Logo proposals for a business (at least eight; the same request and seed give the same ones)",
    description:
      "Drawn on the server from an icon chosen for the description, a palette, a typeface and a layout; `like` asks for more like one proposal. An image-generation service's pictures are added when one is configured and answers in time.",
    role: "public",
    rateLimit: "generations",
    body: { name: "LogoRequest", schema: logoRequestSchema, limit: "8kb" },
    responses: { "200": answer("Proposals", logoProposalsSchema), ...rateLimited },
    async handle({ req, res, body }, api) {
      if (body.like && !isIcon(body.like.icon)) throw new FieldRefused("like.icon", "logoUnknownIcon");
      const language = requestLanguage(req);
      const seed = body.seed ?? randomInt(logoLimits.seed);
      const images =
        api.config.logoImages && !body.like
          ? imageServiceProposals(api.config.logoImages, body, { secret: logoSecret(api.config), logger: api.logger })
          : Promise.resolve([]);
      const proposals = generateProposals({ ...body, language, seed });
      res.json({ seed, proposals: [...proposals, ...(await images)] });
    },
  }),
  operation({
    method: "post",
    path: "/logo-orders",
    operationId: "orderLogo",
    summary:
      "Order the chosen logo: a Stripe Checkout page to pay $1 on, or (without Stripe) a free download for the email",
    description:
      "With Stripe configured the answer's `url` is Checkout's page; the order is paid only when Stripe's signed webhook says so. Without Stripe the settings' `logoDownload` decides: `email` answers the order's page with its download, `none` refuses (403).",
    role: "public",
    rateLimit: "leads",
    body: { name: "LogoOrderInput", schema: logoOrderInputSchema, limit: "4mb" },
    responses: {
      "201": answer("Ordered", logoOrderStartedSchema),
      "403": error("Downloads are not offered"),
      "502": error("Stripe could not be reached"),
      ...rateLimited,
    },
    async handle({ req, res, body }, api) {
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
      if (offer === "email") {
        return void res.status(201).json({ offer, url: page } satisfies LogoOrderStarted);
      }
      let checkout: { id: string; url: string };
      try {
        checkout = await startCheckout(api.config.stripe!, { ...order, returnUrl: page });
      } catch (failure) {
        api.logger.error({ err: failure }, "Stripe Checkout session not created");
        throw new HttpError(502, "logoPaymentFailed");
      }
      await setCheckoutSession(api.db, order.id, checkout.id);
      res.status(201).json({ offer, url: checkout.url } satisfies LogoOrderStarted);
    },
  }),
  operation({
    method: "post",
    path: "/logo-orders/stripe-webhook",
    operationId: "receiveStripeEvent",
    summary: "Stripe's webhook: a Checkout session paid, failed or expired (signed; each event applied once)",
    description:
      "Verified with the `Stripe-Signature` header over the raw body and `STRIPE_WEBHOOK_SECRET`; a forged or altered event is a 400. A replayed event is answered 200 and changes nothing.",
    role: "public",
    headers: ["Stripe-Signature"],
    body: {
      read: [express.raw({ type: "*/*", limit: "1mb" })],
      document: { required: true, content: { "application/json": { schema: { type: "object" } } } },
    },
    responses: {
      "200": answer("Received", z.strictObject({ received: z.boolean() })),
      "400": error("Not signed by Stripe"),
      "404": error("Stripe is not configured"),
    },
    async handle({ req, res }, api) {
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
      res.json({ received: true });
    },
  }),
  operation({
    method: "get",
    path: "/logo-orders/:id/download",
    operationId: "downloadLogo",
    summary: "The paid or free logo as a ZIP (SVG, PNGs, favicons, colours and font), with the order's expiring token",
    role: "public",
    params: { id: "The order's _id" },
    query: downloadQuerySchema,
    rateLimit: "logoDownloads",
    responses: {
      "200": file("The logo's files", "application/zip"),
      ...rateLimited,
      "402": error("Not paid (yet)"),
      "404": error("No such order, or a wrong token"),
      "410": error("The link has expired"),
    },
    async handle({ res, params, query }, api) {
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
    },
  }),
  operation({
    method: "get",
    path: "/logo-orders",
    operationId: "listLogoOrders",
    summary: "Logo orders and free downloads, newest first (`status` keeps one status)",
    role: "admin",
    query: leadListQuerySchema,
    responses: { "200": answer("Orders", z.array(logoOrderSchema)), "400": error("Invalid status") },
    handle: listLeadsOf(logoOrders),
  }),
  operation({
    method: "patch",
    path: "/logo-orders/:id",
    operationId: "changeLogoOrder",
    summary: "Move a logo order on (status) or change its internal notes",
    description: "A change of status is recorded in the activity log with the admin who made it.",
    role: "admin",
    params: { id: "The order's _id" },
    body: { name: "LeadChangeInput", schema: leadChangeInputSchema, limit: "20kb" },
    responses: { "200": answer("Updated", logoOrderSchema), "404": error("Unknown id") },
    handle: changeLeadOf(logoOrders),
  }),
];
