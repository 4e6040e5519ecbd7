import { data } from "react-router";
import type { PageMeta } from "../../../common/page-meta";
import { findLogoOrder } from "../../../server/db/logo-orders.server";
import type { AppContext } from "../../../server/load-context.server";
import { downloadUrl, logoSecret, orderLinksExpireAt } from "../../../server/logo/offer.server";
import { checkOrderLinkToken } from "../../../server/logo/order-links.server";
import { toLogoOrderJson } from "../../../server/logo/order-json.server";

/** Where an order stands for the visitor who holds its link. */
export type OrderState = "ready" | "pending" | "cancelled" | "failed" | "expired";

/**
 * An order's page as its link shows it: the order is read from the database (the address
 * Stripe returns with proves nothing), and a wrong token is the same 404 as no order.
 */
export async function loadOrderPage({ db, config, t, readSiteName }: AppContext, id: string, url: URL) {
  const siteName = await readSiteName();
  const token = url.searchParams.get("token");
  const check = checkOrderLinkToken(logoSecret(config), id, token);
  const notFound = () =>
    data({ title: t("logo:order.downloadFailed"), siteName } satisfies Partial<PageMeta>, {
      status: 404,
    });
  if (check === "invalid") throw notFound();
  const meta: PageMeta = { title: t("logo:order.title"), description: "", siteName };
  const nothing = { logo: undefined, download: undefined, expiresAt: undefined, businessName: undefined };
  if (check === "expired") return { meta, state: "expired" as OrderState, ...nothing };
  const order = await findLogoOrder(db, id);
  if (!order) throw notFound();
  const { paymentStatus } = order;
  const state: OrderState =
    paymentStatus === "paid" || paymentStatus === "free"
      ? "ready"
      : paymentStatus === "pending"
        ? url.searchParams.has("cancelled")
          ? "cancelled"
          : "pending"
        : "failed";
  return {
    meta,
    state,
    logo: toLogoOrderJson(order).thumbnail,
    // For the next step: the application form opens naming the business.
    businessName: order.name,
    download: state === "ready" ? downloadUrl(id, token!) : undefined,
    expiresAt: new Date(orderLinksExpireAt(order.createdAt)).toISOString(),
  };
}
