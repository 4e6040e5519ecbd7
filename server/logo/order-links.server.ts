import { createHmac, timingSafeEqual } from "node:crypto";

// An order's links (its page and its download) carry a token: the expiry and an HMAC of the
// order's id with it, under a key derived from the site's secret. Order ids are random
// UUIDs, and without the token neither the page nor the file is served, so orders cannot be
// enumerated and a link stops working when it expires.

/** How long an order's links work. */
export const orderLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const signature = (secret: string, purpose: string, text: string) =>
  createHmac("sha256", createHmac("sha256", secret).update(`logo:${purpose}`).digest())
    .update(text)
    .digest("base64url");

/** The token of an order's links, valid until `expiresAt` (ms since the epoch). */
export function orderLinkToken(secret: string, orderId: string, expiresAt: number): string {
  const expiry = Math.floor(expiresAt / 1000).toString(36);
  return `${expiry}.${signature(secret, "order", `${orderId}.${expiry}`)}`;
}

export type OrderLinkCheck = "valid" | "expired" | "invalid";

export function checkOrderLinkToken(secret: string, orderId: string, token: unknown, now = Date.now()): OrderLinkCheck {
  if (typeof token !== "string") return "invalid";
  const [expiry = "", given = ""] = token.split(".");
  if (!/^[0-9a-z]{1,10}$/.test(expiry)) return "invalid";
  const expected = Buffer.from(signature(secret, "order", `${orderId}.${expiry}`));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return "invalid";
  return parseInt(expiry, 36) * 1000 > now ? "valid" : "expired";
}

/** The signature of an image service's picture, so an order can name it without the server keeping it. */
export function imageSignature(secret: string, imageBase64: string): string {
  return signature(secret, "image", imageBase64);
}

export function checkImageSignature(secret: string, imageBase64: string, given: string): boolean {
  const expected = Buffer.from(imageSignature(secret, imageBase64));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
