import { unzipSync } from "fflate";
import sharp from "sharp";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concepts } from "../../server/logo/vocabulary.server";
import { orderLinkToken } from "../../server/logo/order-links.server";
import { startApi, type TestApi } from "../support/api";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { checkoutEvent, startFakeImageService, startFakeStripe } from "../support/logo-services";

const jwtSecret = "a test secret that is long enough for the logo links";
const webhookSecret = "whsec_test_logo_generator";
const coffeeIcons = concepts.find((concept) => concept.id === "coffee")!.icons;
const brief = { name: "Qəhvə Evi", description: "Bakıda kiçik qəhvə evi" };
const recipe = { icon: "coffee", palette: "espresso", font: "lora", layout: "badge" };
const order = { ...brief, email: "owner@qehve.az", recipe };

/** The order's id and token from the page address an order answers. */
function orderLink(url: string) {
  const address = new URL(url);
  return { id: address.pathname.split("/").at(-1)!, token: address.searchParams.get("token")! };
}

const download = (api: TestApi, id: string, token: string) =>
  api.call("GET", `/api/logo-orders/${id}/download?token=${encodeURIComponent(token)}`);

describe.each(testDialects)("the logo generator's API on %s", (dialect) => {
  let database: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    api = await startApi(database, { JWT_SECRET: jwtSecret, GENERATION_RATE_LIMIT: "1000" });
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it("answers eight proposals about coffee for an Azerbaijani coffee shop, the same for the same seed", async () => {
    const first = await api.call("POST", "/api/logo-proposals?lng=az", { body: { ...brief, seed: 42 } });
    expect(first.status).toBe(200);
    expect(first.body.seed).toBe(42);
    expect(first.body.proposals).toHaveLength(8);
    for (const proposal of first.body.proposals) expect(coffeeIcons).toContain(proposal.recipe.icon);
    const again = await api.call("POST", "/api/logo-proposals?lng=az", { body: { ...brief, seed: 42 } });
    expect(again.body).toEqual(first.body);

    const unseeded = await api.call("POST", "/api/logo-proposals?lng=az", { body: brief });
    expect(typeof unseeded.body.seed).toBe("number");
    const more = await api.call("POST", "/api/logo-proposals?lng=az", { body: { ...brief, seed: 43, like: recipe } });
    expect(more.body.proposals).toHaveLength(8);
    expect(more.body.proposals.map((proposal: { recipe: unknown }) => proposal.recipe)).not.toContainEqual(recipe);
  });

  it("refuses an empty description with the spec's message in the visitor's language, and bad input", async () => {
    const empty = await api.call("POST", "/api/logo-proposals?lng=az", {
      body: { name: "Qəhvə Evi", description: "  " },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.description).toBe("Zəhmət olmasa, təsvir daxil edin");
    const english = await api.call("POST", "/api/logo-proposals", { body: { name: "Cafe", description: "" } });
    expect(english.body.errors.description).toBe("Please enter a description");
    const long = await api.call("POST", "/api/logo-proposals", {
      body: { name: "Cafe", description: "x".repeat(301) },
    });
    expect(long.status).toBe(400);
    const badStyle = await api.call("POST", "/api/logo-proposals", { body: { ...brief, style: "gothic" } });
    expect(Object.keys(badStyle.body.errors)).toEqual(["style"]);
    const unknownIcon = await api.call("POST", "/api/logo-proposals", {
      body: { ...brief, like: { ...recipe, icon: "no-such-icon" } },
    });
    expect(unknownIcon.status).toBe(400);
    expect(Object.keys(unknownIcon.body.errors)).toEqual(["like.icon"]);
  });

  it("gives a free download for an email by default: a ZIP of the SVG, PNGs, favicons and the brand's colours", async () => {
    const ordered = await api.call("POST", "/api/logo-orders?lng=az", { body: order });
    expect(ordered.status).toBe(201);
    expect(ordered.body.offer).toBe("email");
    const { id, token } = orderLink(ordered.body.url);
    expect(ordered.body.url).toContain("/logo-generator/order/");

    const zip = await download(api, id, token);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-disposition")).toContain("logo.zip");
    const files = unzipSync(new Uint8Array(zip.body as Buffer));
    expect(Object.keys(files).sort()).toEqual(
      [
        "brand.json",
        "brand.txt",
        "favicon/apple-touch-icon.png",
        "favicon/favicon-16.png",
        "favicon/favicon-32.png",
        "favicon/favicon.ico",
        "favicon/icon-192.png",
        "favicon/icon-512.png",
        "logo-on-dark.svg",
        "logo.svg",
        "png/logo-1024.png",
        "png/logo-2048.png",
        "png/logo-256.png",
        "png/logo-512.png",
      ].sort(),
    );
    expect(new TextDecoder().decode(files["logo.svg"])).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const size of [256, 512, 1024, 2048]) {
      const { width, height, format } = await sharp(files[`png/logo-${size}.png`]!).metadata();
      expect({ width, height, format }).toEqual({ width: size, height: size, format: "png" });
    }
    expect((await sharp(files["favicon/apple-touch-icon.png"]!).metadata()).width).toBe(180);
    const brand = JSON.parse(new TextDecoder().decode(files["brand.json"]));
    expect(brand).toMatchObject({ name: "Qəhvə Evi", colours: { mark: "#6f4e37" }, font: { name: "Lora" } });
  });

  it("records the page an order came from, as every lead does for the traffic dashboard", async () => {
    const ordered = await api.call("POST", "/api/logo-orders", {
      body: { ...order, name: "Kafe Mənbə" },
      headers: { Referer: `${api.url}/logo-generator` },
    });
    expect(ordered.status).toBe(201);
    const { id } = orderLink(ordered.body.url);
    const origin = await database.db
      .selectFrom("leadSources")
      .select(["leadKind", "page"])
      .where("leadId", "=", id)
      .executeTakeFirst();
    expect(origin).toEqual({ leadKind: "logoOrder", page: "/logo-generator" });
  });

  it("refuses a forged, another order's or an expired link with the spec's 'Download failed'", async () => {
    const ordered = await api.call("POST", "/api/logo-orders", { body: order });
    const { id, token } = orderLink(ordered.body.url);
    const forged = await download(api, id, `${token.split(".")[0]}.AAAA`);
    expect(forged.status).toBe(404);
    expect(forged.body.message).toMatch(/^Download failed/);
    const other = await api.call("POST", "/api/logo-orders", { body: order });
    expect((await download(api, orderLink(other.body.url).id, token)).status).toBe(404);
    const expired = await download(api, id, orderLinkToken(jwtSecret, id, Date.now() - 1000));
    expect(expired.status).toBe(410);
    expect(expired.body.message).toMatch(/^Download failed/);
    expect((await download(api, crypto.randomUUID(), token)).status).toBe(404);
  });

  it("offers no download when the settings say generation only", async () => {
    const admin = await api.adminToken();
    const settings = (await api.call("GET", "/api/settings", { token: admin })).body;
    await api.call("PUT", "/api/settings", { token: admin, body: { ...settings, logoDownload: "none" } });
    const refused = await api.call("POST", "/api/logo-orders", { body: order });
    expect(refused.status).toBe(403);
    await api.call("PUT", "/api/settings", { token: admin, body: { ...settings, logoDownload: "email" } });
    expect((await api.call("POST", "/api/logo-orders", { body: order })).status).toBe(201);
  });

  it("lists orders as leads for admins only, with status and notes staff change", async () => {
    const admin = await api.adminToken();
    const ordered = await api.call("POST", "/api/logo-orders", { body: { ...order, name: "Lead Kafe" } });
    const { id, token } = orderLink(ordered.body.url);
    await download(api, id, token);
    const list = await api.call("GET", "/api/logo-orders", { token: admin });
    const listed = list.body.find((row: { _id: string }) => row._id === id);
    expect(listed).toMatchObject({
      name: "Lead Kafe",
      email: "owner@qehve.az",
      description: brief.description,
      paymentStatus: "free",
      paid: false,
      downloads: 1,
      status: "new",
    });
    expect(listed.thumbnail).toMatch(/^data:image\/svg\+xml;base64,/);
    const changed = await api.call("PATCH", `/api/logo-orders/${id}`, {
      token: admin,
      body: { status: "contacted", notes: "Wants a website too." },
    });
    expect(changed.body).toMatchObject({ status: "contacted", notes: "Wants a website too." });
    expect((await api.call("GET", "/api/leads/counts", { token: admin })).body.logoOrders.contacted).toBe(1);
    const bell = await api.call("GET", "/api/notifications", { token: admin });
    expect(
      bell.body.items.some((item: { kind: string; _id: string }) => item.kind === "logoOrder" && item._id === id),
    ).toBe(true);

    expect((await api.call("GET", "/api/logo-orders", { token: await api.editorToken() })).status).toBe(403);
    expect((await api.call("GET", "/api/logo-orders", { token: `${admin}x` })).status).toBe(401);
    expect((await api.call("GET", "/api/logo-orders")).status).toBe(401);
    expect(
      (await api.call("PATCH", `/api/logo-orders/${crypto.randomUUID()}`, { token: admin, body: { status: "won" } }))
        .status,
    ).toBe(404);
  });
});

describe.each(testDialects)("logo generation limits on %s", (dialect) => {
  let database: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    api = await startApi(database, { JWT_SECRET: jwtSecret, GENERATION_RATE_LIMIT: "2" });
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it("limits generations per address", async () => {
    expect((await api.call("POST", "/api/logo-proposals", { body: brief })).status).toBe(200);
    expect((await api.call("POST", "/api/logo-proposals", { body: brief })).status).toBe(200);
    const limited = await api.call("POST", "/api/logo-proposals", { body: brief });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

describe.each(testDialects)("the $1 download through Stripe Checkout on %s", (dialect) => {
  let database: TestDatabase;
  let api: TestApi;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  const signer = new Stripe("sk_test_signer");

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    stripe = await startFakeStripe();
    api = await startApi(database, {
      JWT_SECRET: jwtSecret,
      STRIPE_SECRET_KEY: "sk_test_logo",
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await api?.close();
    await stripe?.close();
    await database?.drop();
  });

  /** An order made and sent to Checkout: its id, its link's token and the session the fake Stripe opened. */
  async function checkout() {
    const ordered = await api.call("POST", "/api/logo-orders?lng=tr", { body: order });
    expect(ordered.status).toBe(201);
    expect(ordered.body.offer).toBe("paid");
    const session = stripe.sessions.at(-1)!;
    expect(ordered.body.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    return { ...orderLink(session.params.get("success_url")!), session };
  }

  const sendEvent = (event: object, secret = webhookSecret) => {
    const payload = JSON.stringify(event);
    return api.call("POST", "/api/logo-orders/stripe-webhook", {
      rawBody: payload,
      headers: {
        "content-type": "application/json",
        "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
    });
  };

  const paymentStatus = async (id: string) => {
    const list = await api.call("GET", "/api/logo-orders", { token: await api.adminToken() });
    return list.body.find((row: { _id: string }) => row._id === id)?.paymentStatus;
  };

  it("creates the order on the server and a $1 Checkout session for it", async () => {
    const { id, session } = await checkout();
    expect(session.authorization).toBe("Bearer sk_test_logo");
    expect(session.params.get("mode")).toBe("payment");
    expect(session.params.get("line_items[0][price_data][unit_amount]")).toBe("100");
    expect(session.params.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(session.params.get("customer_email")).toBe("owner@qehve.az");
    expect(session.params.get("client_reference_id")).toBe(id);
    expect(session.params.get("locale")).toBe("tr");
    expect(session.params.get("cancel_url")).toContain("cancelled=1");
    expect(await paymentStatus(id)).toBe("pending");
  });

  it("serves the download only once Stripe's signed webhook says it is paid, and applies a replay once", async () => {
    const { id, token, session } = await checkout();
    const early = await download(api, id, token);
    expect(early.status).toBe(402);
    expect(early.body.message).toMatch(/^Download failed/);

    const paid = checkoutEvent("checkout.session.completed", session);
    expect((await sendEvent(paid)).status).toBe(200);
    expect(await paymentStatus(id)).toBe("paid");
    expect((await download(api, id, token)).status).toBe(200);

    // A replay of the same event, and a later expiry, change nothing.
    expect((await sendEvent(paid)).body).toEqual({ received: true });
    await sendEvent(checkoutEvent("checkout.session.expired", session));
    expect(await paymentStatus(id)).toBe("paid");
    const list = await api.call("GET", "/api/logo-orders", { token: await api.adminToken() });
    expect(list.body.find((row: { _id: string }) => row._id === id)).toMatchObject({ paid: true, downloads: 1 });
  });

  it("marks failed and expired payments, which download nothing", async () => {
    const failed = await checkout();
    await sendEvent(checkoutEvent("checkout.session.completed", failed.session, "unpaid"));
    expect(await paymentStatus(failed.id)).toBe("pending");
    await sendEvent(checkoutEvent("checkout.session.async_payment_failed", failed.session));
    expect(await paymentStatus(failed.id)).toBe("failed");
    expect((await download(api, failed.id, failed.token)).status).toBe(402);

    const expired = await checkout();
    await sendEvent(checkoutEvent("checkout.session.expired", expired.session));
    expect(await paymentStatus(expired.id)).toBe("expired");
    expect((await download(api, expired.id, expired.token)).status).toBe(402);
  });

  it("refuses forged and unsigned events", async () => {
    const { id, session } = await checkout();
    const forged = await sendEvent(checkoutEvent("checkout.session.completed", session), "whsec_not_stripes");
    expect(forged.status).toBe(400);
    const unsigned = await api.call("POST", "/api/logo-orders/stripe-webhook", {
      rawBody: JSON.stringify(checkoutEvent("checkout.session.completed", session)),
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.status).toBe(400);
    // A real event for one order cannot pay another: the session must be the order's own.
    const other = await checkout();
    const swapped = checkoutEvent("checkout.session.completed", session);
    swapped.data.object.metadata.logoOrderId = other.id;
    await sendEvent(swapped);
    expect(await paymentStatus(other.id)).toBe("pending");
    expect(await paymentStatus(id)).toBe("pending");
  });

  it("answers 'Payment failed' when Stripe cannot be reached", async () => {
    stripe.state.failing = true;
    try {
      const refused = await api.call("POST", "/api/logo-orders", { body: order });
      expect(refused.status).toBe(502);
      expect(refused.body.message).toMatch(/^Payment failed/);
    } finally {
      stripe.state.failing = false;
    }
  });
});

describe("the image-generation service's proposals", () => {
  let database: TestDatabase;
  let api: TestApi;
  let images: Awaited<ReturnType<typeof startFakeImageService>>;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    images = await startFakeImageService();
    api = await startApi(database, {
      JWT_SECRET: jwtSecret,
      LOGO_IMAGE_API_URL: images.url,
      LOGO_IMAGE_API_KEY: "sk-images",
      LOGO_IMAGE_TIMEOUT_MS: "500",
    });
  });
  afterAll(async () => {
    await api?.close();
    await images?.close();
    await database?.drop();
  });

  it("adds the service's pictures to the generator's, and orders one by its signature", async () => {
    images.state.answer = "images";
    const answer = await api.call("POST", "/api/logo-proposals", { body: brief });
    const [request] = images.state.requests.slice(-1);
    expect(request).toMatchObject({ authorization: "Bearer sk-images", body: { response_format: "b64_json", n: 2 } });
    expect(String(request!.body.prompt)).toContain("Qəhvə Evi");
    const pictures = answer.body.proposals.filter(
      (proposal: { source: string }) => proposal.source === "image-service",
    );
    expect(answer.body.proposals).toHaveLength(10);
    expect(pictures[0].image).toMatch(/^data:image\/png;base64,/);

    const ordered = await api.call("POST", "/api/logo-orders", {
      body: {
        ...brief,
        email: "owner@qehve.az",
        image: { image: pictures[0].image, signature: pictures[0].signature },
      },
    });
    expect(ordered.status).toBe(201);
    const { id, token } = orderLink(ordered.body.url);
    const files = unzipSync(new Uint8Array((await download(api, id, token)).body as Buffer));
    expect((await sharp(files["png/logo-512.png"]!).metadata()).width).toBe(512);

    const tampered = await api.call("POST", "/api/logo-orders", {
      body: { ...brief, email: "owner@qehve.az", image: { image: pictures[0].image, signature: "x" } },
    });
    expect(tampered.status).toBe(400);
  });

  it("shows the generator's proposals alone when the service fails or hangs", async () => {
    images.state.answer = "error";
    expect((await api.call("POST", "/api/logo-proposals", { body: brief })).body.proposals).toHaveLength(8);
    images.state.answer = "hang";
    const started = Date.now();
    expect((await api.call("POST", "/api/logo-proposals", { body: brief })).body.proposals).toHaveLength(8);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
