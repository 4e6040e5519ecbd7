import type { LogoOrder } from "../../common/logo";
import { toIsoString } from "../db/database.server";
import { recipeOf } from "../db/logo-orders.server";
import type { LogoOrderRow } from "../db/schema.server";
import { drawProposal } from "./generator.server";

/**
 * An order as the API and its page show it, with its logo drawn as a thumbnail: here, above
 * the data module, because drawing is the generator's (decision 049).
 */
export function toLogoOrderJson(row: LogoOrderRow): LogoOrder {
  const recipe = recipeOf(row);
  const thumbnail = recipe
    ? `data:image/svg+xml;base64,${Buffer.from(drawProposal(row.name, row.language, recipe).svg).toString("base64")}`
    : `data:image/png;base64,${row.image ?? ""}`;
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    description: row.description,
    language: row.language,
    thumbnail,
    paymentStatus: row.paymentStatus,
    paid: row.paymentStatus === "paid",
    downloads: Number(row.downloads),
    downloadedAt: row.downloadedAt === null ? null : toIsoString(row.downloadedAt),
    status: row.status,
    notes: row.notes,
    createdAt: toIsoString(row.createdAt),
  };
}
