import { createRequire } from "node:module";
import type Stripe from "stripe";
import type { Language } from "../../common/i18n/languages";
import type { Config } from "../config.server";
import type { PaymentOutcome } from "../db/logo-orders.server";

// Stripe Checkout for the $1 logo download (docs/decisions/043). The order is made on the
// server, paid on Stripe's page, and confirmed only by Stripe's signed webhook: the return
// page reads the order, never the address the visitor came back with.

type StripeConfig = NonNullable<Config["stripe"]>;

/** The download's price: the spec's $1, in cents. */
export const logoPriceCents = 100;

const clients = new Map<StripeConfig, Stripe>();
// Required on first use, not at start: the SDK holds about 20 MiB that a site without
// Stripe keys never needs.
const loadStripe = () => createRequire(import.meta.url)("stripe") as typeof Stripe;

/** The SDK for the configured keys (and, for stripe-mock or the tests, another API server). */
export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
    const StripeSdk = loadStripe();
    client = new StripeSdk(config.secretKey, {
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === "https:" ? 443 : 80),
        protocol: api.protocol === "https:" ? "https" : "http",
      }),
    });
    clients.set(config, client);
  }
  return client;
}

// Checkout's own languages; Azerbaijani is not one of them, so Stripe picks from the browser.
const checkoutLocales: Partial<Record<Language, "en" | "tr" | "ru">> = { en: "en", tr: "tr", ru: "ru" };

export interface CheckoutOrder {
  id: string;
  name: string;
  email: string;
  language: Language;
  /** Where Stripe sends the visitor back: the order's page (with its token). */
  returnUrl: string;
}

/** Opens a Checkout session for an order; answers its id and the page to pay on. */
export async function startCheckout(config: StripeConfig, order: CheckoutOrder): Promise<{ id: string; url: string }> {
  const session = await stripeClient(config).checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "usd", unit_amount: logoPriceCents, product_data: { name: `Logo: ${order.name}` } },
        },
      ],
      customer_email: order.email,
      client_reference_id: order.id,
      metadata: { logoOrderId: order.id },
      locale: checkoutLocales[order.language] ?? "auto",
      success_url: order.returnUrl,
      cancel_url: `${order.returnUrl}&cancelled=1`,
    },
    { idempotencyKey: `logo-order-${order.id}` },
  );
  if (!session.url) throw new Error("Stripe answered a Checkout session without a URL");
  return { id: session.id, url: session.url };
}

const outcomes: Record<string, PaymentOutcome["status"] | undefined> = {
  "checkout.session.async_payment_succeeded": "paid",
  "checkout.session.async_payment_failed": "failed",
  "checkout.session.expired": "expired",
};

/**
 * A webhook's event, verified with the endpoint's secret over the raw body (a forged or
 * altered one throws), as the outcome it means for an order; undefined for events that
 * change no order (another type, or a completed checkout still waiting for a delayed
 * payment, which its async event settles).
 */
export function paymentOutcomeOf(config: StripeConfig, rawBody: Buffer, signature: string): PaymentOutcome | undefined {
  const event = stripeClient(config).webhooks.constructEvent(rawBody, signature, config.webhookSecret);
  if (!event.type.startsWith("checkout.session.")) return undefined;
  const session = event.data.object as Stripe.Checkout.Session;
  const status =
    event.type === "checkout.session.completed"
      ? session.payment_status === "unpaid"
        ? undefined
        : "paid"
      : outcomes[event.type];
  const orderId = session.metadata?.logoOrderId ?? session.client_reference_id;
  if (!status || !orderId) return undefined;
  return { eventId: event.id, eventType: event.type, orderId, sessionId: session.id, status };
}
