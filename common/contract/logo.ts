import * as z from "zod/mini";
import { leadChangeInputSchema, leadListQuerySchema } from "../leads";
import {
  logoDownloadQuerySchema,
  logoOrderInputSchema,
  logoOrderSchema,
  logoOrderStartedSchema,
  logoProposalsSchema,
  logoRequestSchema,
} from "../logo";
import { answer, endpoint, error, file, rateLimited } from "./endpoint";

const orderParams = { id: "The order's _id" };

/**
 * The logo generator (decision 043): proposals, orders (paid through Stripe, or free for an
 * email), downloads; admins work orders as leads. The public page imports this lazily, with
 * the schemas, on its first generation.
 */
export const logoContract = {
  generateLogoProposals: endpoint({
    method: "post",
    path: "/logo-proposals",
    operationId: "generateLogoProposals",
    summary: "Logo proposals for a business (at least eight; the same request and seed give the same ones)",
    description:
      "Drawn on the server from an icon chosen for the description, a palette, a typeface and a layout; `like` asks for more like one proposal. An image-generation service's pictures are added when one is configured and answers in time.",
    role: "public",
    body: {
      name: "LogoRequest",
      schema: logoRequestSchema,
      limit: "8kb",
      example: { name: "Northwind Bakery", description: "A family bakery with sourdough and pastries", seed: 42 },
    },
    responses: { "200": answer("Proposals", logoProposalsSchema), ...rateLimited },
  }),
  orderLogo: endpoint({
    method: "post",
    path: "/logo-orders",
    operationId: "orderLogo",
    summary:
      "Order the chosen logo: a Stripe Checkout page to pay $1 on, or (without Stripe) a free download for the email",
    description:
      "With Stripe configured the answer's `url` is Checkout's page; the order is paid only when Stripe's signed webhook says so. Without Stripe the settings' `logoDownload` decides: `email` answers the order's page with its download, `none` refuses (403).",
    role: "public",
    body: {
      name: "LogoOrderInput",
      schema: logoOrderInputSchema,
      limit: "4mb",
      example: {
        name: "Northwind Bakery",
        description: "A family bakery with sourdough and pastries",
        email: "owner@northwind.example",
        recipe: { icon: "wheat", palette: "forest", font: "lora", layout: "stacked" },
      },
    },
    responses: {
      "201": answer("Ordered", logoOrderStartedSchema),
      "403": error("Downloads are not offered"),
      "502": error("Stripe could not be reached"),
      ...rateLimited,
    },
  }),
  receiveStripeEvent: endpoint({
    method: "post",
    path: "/logo-orders/stripe-webhook",
    operationId: "receiveStripeEvent",
    summary: "Stripe's webhook: a Checkout session paid, failed or expired (signed; each event applied once)",
    description:
      "Verified with the `Stripe-Signature` header over the raw body and `STRIPE_WEBHOOK_SECRET`; a forged or altered event is a 400. A replayed event is answered 200 and changes nothing.",
    role: "public",
    headers: ["Stripe-Signature"],
    body: {
      document: { required: true, content: { "application/json": { schema: { type: "object" } } } },
      contentType: "application/json",
      example: '{"type":"checkout.session.completed","data":{"object":{"id":"cs_test_1"}}}',
    },
    responses: {
      "200": answer("Received", z.strictObject({ received: z.boolean() })),
      "400": error("Not signed by Stripe"),
      "404": error("Stripe is not configured"),
    },
  }),
  downloadLogo: endpoint({
    method: "get",
    path: "/logo-orders/:id/download",
    operationId: "downloadLogo",
    summary: "The paid or free logo as a ZIP (SVG, PNGs, favicons, colours and font), with the order's expiring token",
    role: "public",
    params: orderParams,
    query: logoDownloadQuerySchema,
    responses: {
      "200": file("The logo's files", "application/zip"),
      ...rateLimited,
      "402": error("Not paid (yet)"),
      "404": error("No such order, or a wrong token"),
      "410": error("The link has expired"),
    },
  }),
  listLogoOrders: endpoint({
    method: "get",
    path: "/logo-orders",
    operationId: "listLogoOrders",
    summary: "Logo orders and free downloads, newest first (`status` keeps one status)",
    role: "admin",
    query: leadListQuerySchema,
    responses: { "200": answer("Orders", z.array(logoOrderSchema)), "400": error("Invalid status") },
  }),
  changeLogoOrder: endpoint({
    method: "patch",
    path: "/logo-orders/:id",
    operationId: "changeLogoOrder",
    summary: "Move a logo order on (status) or change its internal notes",
    description: "A change of status is recorded in the activity log with the admin who made it.",
    role: "admin",
    params: orderParams,
    body: { name: "LeadChangeInput", schema: leadChangeInputSchema, limit: "20kb", example: { status: "contacted" } },
    responses: { "200": answer("Updated", logoOrderSchema), "404": error("Unknown id") },
  }),
};
