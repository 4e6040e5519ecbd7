import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

// Stand-ins for the services the logo generator talks to, on loopback ports: Stripe's
// Checkout API (the calls the site makes) and an OpenAI-compatible image service.

async function listen(server: Server, port = 0): Promise<string> {
  server.listen(port, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export interface FakeCheckoutSession {
  id: string;
  params: URLSearchParams;
  authorization: string | undefined;
}

/**
 * Stripe's `POST /v1/checkout/sessions`, answering as Stripe does; `failing` makes it answer
 * 500. `port` when the site must be told its address before it starts.
 */
export async function startFakeStripe(port = 0) {
  const sessions: FakeCheckoutSession[] = [];
  const state = { failing: false };
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    res.setHeader("content-type", "application/json");
    if (req.method !== "POST" || req.url !== "/v1/checkout/sessions") {
      res
        .writeHead(404)
        .end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unrecognized request URL" } }));
      return;
    }
    if (state.failing) {
      res.writeHead(500).end(JSON.stringify({ error: { type: "api_error", message: "Stripe is down" } }));
      return;
    }
    const params = new URLSearchParams(body);
    const id = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
    sessions.push({ id, params, authorization: req.headers.authorization });
    res.writeHead(200).end(
      JSON.stringify({
        id,
        object: "checkout.session",
        mode: "payment",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_status: "unpaid",
        status: "open",
        client_reference_id: params.get("client_reference_id"),
        metadata: { logoOrderId: params.get("metadata[logoOrderId]") },
        success_url: params.get("success_url"),
        cancel_url: params.get("cancel_url"),
      }),
    );
  });
  const url = await listen(server, port);
  return { url, sessions, state, close: () => close(server) };
}

/** A Checkout session as a webhook event carries it. */
export function checkoutEvent(
  type: string,
  session: FakeCheckoutSession,
  paymentStatus: "paid" | "unpaid" = type === "checkout.session.completed" ? "paid" : "unpaid",
) {
  return {
    id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        payment_status: paymentStatus,
        client_reference_id: session.params.get("client_reference_id"),
        metadata: { logoOrderId: session.params.get("metadata[logoOrderId]") },
      },
    },
  };
}

/**
 * An OpenAI-compatible `POST /v1/images/generations`: `answer` is "images" (two PNGs as
 * b64_json), "error" (500) or "hang" (never answers).
 */
export async function startFakeImageService() {
  const state: {
    answer: "images" | "error" | "hang";
    requests: { body: Record<string, unknown>; authorization?: string }[];
  } = {
    answer: "images",
    requests: [],
  };
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#6f4e37" } })
    .png()
    .toBuffer();
  const server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    state.requests.push({ body, authorization: req.headers.authorization });
    if (state.answer === "hang") return;
    res.setHeader("content-type", "application/json");
    if (state.answer === "error" || req.url !== "/v1/images/generations") {
      res.writeHead(500).end(JSON.stringify({ error: { message: "overloaded" } }));
      return;
    }
    const image = { b64_json: png.toString("base64") };
    res.writeHead(200).end(JSON.stringify({ created: 1, data: [image, image] }));
  });
  const url = await listen(server);
  return { url, state, close: () => close(server) };
}
