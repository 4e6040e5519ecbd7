import { readFileSync } from "node:fs";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLinkToken } from "../../server/logo/order-links.server";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { checkoutEvent, type FakeCheckoutSession, startFakeStripe } from "../support/logo-services";
import { freePort } from "../support/server";
import { siteInBrowser } from "../support/site-in-browser";

// The site is started with Stripe's keys and its API pointed at a stand-in on a port chosen
// now, so the page offers the $1 checkout; Checkout's own page is answered by the browser.
const stripePort = await freePort();
const webhookSecret = "whsec_e2e_checkout";
const site = siteInBrowser({
  env: {
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
  },
});
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe(stripePort);
});
afterAll(() => stripe?.close());

/** Where Stripe sends the visitor back, on the test server's address. */
const returnPath = (session: FakeCheckoutSession, which: "success_url" | "cancel_url") => {
  const url = new URL(session.params.get(which)!);
  return `${url.pathname}${url.search}`;
};

async function sendEvent(type: string, session: FakeCheckoutSession) {
  const payload = JSON.stringify(checkoutEvent(type, session));
  const response = await fetch(`${site.server.url}/api/logo-orders/stripe-webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": new Stripe("sk_test_signer").webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      }),
    },
    body: payload,
  });
  expect(response.status).toBe(200);
}

async function orderThroughApi() {
  const proposals = await fetch(`${site.server.url}/api/logo-proposals`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Kafe Nova", description: "Kiçik qəhvə evi", seed: 3 }),
  }).then((response) => response.json());
  const ordered = await fetch(`${site.server.url}/api/logo-orders?lng=az`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Kafe Nova",
      description: "Kiçik qəhvə evi",
      email: "nova@kafe.az",
      recipe: proposals.proposals[0].recipe,
    }),
  });
  expect(ordered.status).toBe(201);
  return stripe.sessions.at(-1)!;
}

describe("the $1 download through Stripe Checkout", () => {
  it("a visitor pays on Stripe's page; the return page waits for the signed webhook, then offers the ZIP", async () => {
    const page = await site.visit(
      "/logo-generator?lng=az",
      {},
      {
        prepare: (tab) =>
          tab.route("https://checkout.stripe.test/**", (route) =>
            route.fulfill({
              contentType: "text/html",
              body: "<!doctype html><title>Stripe Checkout</title><p>Pay</p>",
            }),
          ),
      },
    );
    await page.getByLabel("Biznesin adı").fill("Səhər Qəhvəsi");
    await page.getByLabel("Biznesinizi təsvir edin").fill("Bakıda kiçik qəhvə evi");
    await page.getByRole("button", { name: "Loqolar yarat" }).click();
    await page.getByText("1 $-a yükləyin", { exact: false }).waitFor({ timeout: 15_000 });
    await page.getByLabel("E-poçtunuz").fill("sahib@seher.az");
    await page.getByRole("button", { name: "1 $ ödə və yüklə" }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const session = stripe.sessions.at(-1)!;
    expect(session.params.get("customer_email")).toBe("sahib@seher.az");

    const back = await site.visit(returnPath(session, "success_url"));
    await back.getByRole("heading", { name: "Ödənişiniz təsdiqlənir" }).waitFor();
    expect(await back.getByRole("link", { name: "ZIP faylını yüklə" }).count()).toBe(0);

    await sendEvent("checkout.session.completed", session);
    const paid = await site.visit(returnPath(session, "success_url"));
    await paid.getByRole("heading", { name: "Loqonuz hazırdır" }).waitFor();
    const href = await paid.getByRole("link", { name: "ZIP faylını yüklə" }).getAttribute("href");
    expect((await fetch(`${site.server.url}${href}`)).headers.get("content-type")).toBe("application/zip");

    const { token } = await signInAsAdmin(site.server.url);
    const admin = await site.visit("/admin/logo-orders", { storageState: storageHoldingToken(site.server.url, token) });
    const row = admin.locator("tr", { hasText: "sahib@seher.az" });
    await row.waitFor();
    expect(await row.getByText("Paid $1").count()).toBe(1);
  });

  it("a cancelled or expired checkout says 'Payment failed'; an expired link says 'Download failed'", async () => {
    const cancelled = await orderThroughApi();
    const cancelPage = await site.visit(returnPath(cancelled, "cancel_url"));
    await cancelPage.getByRole("heading", { name: "Ödəniş uğursuz oldu" }).waitFor();
    expect(await cancelPage.getByText("Ödəniş ləğv edildi, pul tutulmadı.").count()).toBe(1);

    const expired = await orderThroughApi();
    await sendEvent("checkout.session.expired", expired);
    const expiredPage = await site.visit(returnPath(expired, "success_url"));
    await expiredPage.getByRole("heading", { name: "Ödəniş uğursuz oldu" }).waitFor();

    const secret = readFileSync(path.join(site.server.dataDir, "jwt-secret"), "utf8").trim();
    const id = new URL(expired.params.get("success_url")!).pathname.split("/").at(-1)!;
    const old = orderLinkToken(secret, id, Date.now() - 60_000);
    const stale = await site.visit(`/logo-generator/order/${id}?token=${old}&lng=az`);
    await stale.getByRole("heading", { name: "Yükləmə uğursuz oldu" }).waitFor();
  });
});
