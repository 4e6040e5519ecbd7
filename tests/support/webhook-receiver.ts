import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A delivery as the receiver got it, and the status it answered. */
export interface ReceivedDelivery {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  answered: number;
}

/** A local webhook receiver (another system, decision 051) that answers 500 to the first `failures` deliveries, then 200. */
export async function startWebhookReceiver(failures = 0) {
  const deliveries: ReceivedDelivery[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answered = deliveries.length < failures ? 500 : 200;
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString(), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Checks `X-Signature: t=…,v1=…` as a receiver would: HMAC-SHA256 of "t.body" with the secret. */
export function signatureHolds(header: string, body: string, secret: string) {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=") as [string, string]));
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
