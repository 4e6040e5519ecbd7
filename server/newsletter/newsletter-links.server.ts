import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The links a subscriber follows (docs/decisions/052). A confirmation link carries a random
 * token whose SHA-256 alone is stored. The unsubscribe and language links carry the
 * subscriber's id signed with a key derived from the site's secret: nothing to store, the
 * same in every newsletter, and unguessable without the secret.
 */
export interface NewsletterLinks {
  /** A new confirmation token and the hash to store. */
  newConfirmation(): { token: string; hash: string };
  confirmUrl(token: string): string;
  /** The signed token naming a subscriber. */
  subscriberToken(subscriberId: string): string;
  /** The subscriber a signed token names, or undefined for a forged or malformed one. */
  subscriberOf(token: string): string | undefined;
  /** The page to leave or change language (GET). */
  unsubscribePageUrl(subscriberId: string): string;
  /** The one-click unsubscribe (POST, RFC 8058). */
  oneClickUrl(subscriberId: string): string;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export function newsletterLinks(secret: string, siteUrl: string): NewsletterLinks {
  const key = createHmac("sha256", secret).update("newsletter-subscriber-links").digest();
  const sign = (id: string) => createHmac("sha256", key).update(id).digest("base64url");
  const subscriberToken = (id: string) => `${id}.${sign(id)}`;
  return {
    newConfirmation() {
      const token = randomBytes(32).toString("base64url");
      return { token, hash: hashToken(token) };
    },
    confirmUrl: (token) => `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`,
    subscriberToken,
    subscriberOf(token) {
      const dot = token.lastIndexOf(".");
      if (dot < 1) return undefined;
      const id = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(sign(id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
    unsubscribePageUrl: (id) => `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(subscriberToken(id))}`,
    oneClickUrl: (id) => `${siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(subscriberToken(id))}`,
  };
}
