import type { LogoOffer } from "../../common/logo";
import type { SiteSettings } from "../../common/settings";
import { resolveJwtSecret } from "../auth/tokens.server";
import type { Config } from "../config.server";
import { orderLinkLifetimeMs, orderLinkToken } from "./order-links.server";

/** What the page offers for a chosen logo: Stripe's checkout when configured, else the settings' choice. */
export async function logoOffer(config: Config, siteSettings: () => Promise<SiteSettings>): Promise<LogoOffer> {
  if (config.stripe) return "paid";
  return (await siteSettings()).logoDownload === "email" ? "email" : "none";
}

/** The secret order links and image signatures are made with: the site's own (JWT_SECRET). */
export const logoSecret = (config: Config) => resolveJwtSecret(config).secret;

/** When an order's links stop working. */
export const orderLinksExpireAt = (createdAt: Date | string) => new Date(createdAt).getTime() + orderLinkLifetimeMs;

/** An order's page (where Stripe returns the visitor, and a download is linked), with its token. */
export function orderPageUrl(config: Config, order: { id: string; language: string; createdAt: Date | string }) {
  const token = orderLinkToken(logoSecret(config), order.id, orderLinksExpireAt(order.createdAt));
  return `${config.siteUrl}/logo-generator/order/${order.id}?token=${token}&lng=${order.language}`;
}

/** The order's download, with the same token. */
export const downloadUrl = (orderId: string, token: string) =>
  `/api/logo-orders/${orderId}/download?token=${encodeURIComponent(token)}`;
