import type { Kysely } from "kysely";
import { resolveJwtSecret } from "../auth/tokens.server";
import type { Config } from "../config.server";
import type { DB } from "../db/schema.server";
import { type NewsletterLinks, newsletterLinks } from "./newsletter-links.server";
import { type NewsletterTransport, smtpNewsletterTransport } from "./newsletter-transport.server";

/** What the API and the pages use of the newsletter: its links, and SMTP when configured. */
export interface NewsletterServices {
  links: NewsletterLinks;
  /** Confirmations and test sends; absent without SMTP_URL. */
  transport?: NewsletterTransport;
}

export function createNewsletterServices(
  config: Pick<Config, "jwtSecret" | "dataDir" | "databaseUrl" | "siteUrl" | "smtp">,
): NewsletterServices {
  return {
    links: newsletterLinks(resolveJwtSecret(config).secret, config.siteUrl),
    transport: config.smtp ? smtpNewsletterTransport(config.smtp.url) : undefined,
  };
}

// A send just scheduled on this instance wakes its worker at once; other instances find it
// at their next look (a few seconds).
const wakers = new WeakMap<Kysely<DB>, Set<() => void>>();

export function onNewsletterScheduled(db: Kysely<DB>, wake: () => void): () => void {
  const set = wakers.get(db) ?? new Set();
  wakers.set(db, set);
  set.add(wake);
  return () => set.delete(wake);
}

export function announceNewsletterScheduled(db: Kysely<DB>): void {
  for (const wake of wakers.get(db) ?? []) wake();
}
