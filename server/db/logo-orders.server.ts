import type { Kysely } from "kysely";
import type { Language } from "../../common/i18n/languages";
import { type LogoPaymentStatus, type LogoRecipe, logoRecipeSchema } from "../../common/logo";
import { newId } from "./database.server";
import type { DB, LogoOrderRow } from "./schema.server";

// Logo orders (docs/decisions/043): created when a visitor orders a logo, paid only by
// Stripe's signed webhook (or free, for an email, when the settings offer that), and
// worked by staff as leads (status and notes, through server/db/leads.server.ts).

export interface NewLogoOrder {
  name: string;
  email: string;
  description: string;
  language: Language;
  recipe?: LogoRecipe;
  /** An image service's PNG, base64. */
  image?: string;
  paymentStatus: "pending" | "free";
}

/** The recipe an order keeps, read back (a row always holds a recipe or an image). */
export function recipeOf(row: Pick<LogoOrderRow, "recipe">): LogoRecipe | undefined {
  return row.recipe ? logoRecipeSchema.parse(JSON.parse(row.recipe)) : undefined;
}

export function createLogoOrder(db: Kysely<DB>, order: NewLogoOrder): Promise<LogoOrderRow> {
  const now = new Date().toISOString();
  return db
    .insertInto("logoOrders")
    .values({
      id: newId(),
      name: order.name,
      email: order.email,
      description: order.description,
      language: order.language,
      recipe: order.recipe ? JSON.stringify(order.recipe) : null,
      image: order.image ?? null,
      paymentStatus: order.paymentStatus,
      createdAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findLogoOrder(db: Kysely<DB>, id: string): Promise<LogoOrderRow | undefined> {
  return db.selectFrom("logoOrders").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function setCheckoutSession(db: Kysely<DB>, id: string, sessionId: string): Promise<void> {
  await db.updateTable("logoOrders").set({ checkoutSessionId: sessionId }).where("id", "=", id).execute();
}

/** A payment's outcome for the order a Checkout session belongs to. */
export interface PaymentOutcome {
  eventId: string;
  eventType: string;
  orderId: string;
  sessionId: string;
  status: Extract<LogoPaymentStatus, "paid" | "failed" | "expired">;
}

/**
 * Applies one webhook event once: its id is recorded in the same transaction, so a replay
 * (Stripe retries, or an attacker resends a signed event) changes nothing. Only a pending
 * order moves, and only when the event names its own Checkout session: a paid order never
 * becomes failed or expired. Answers the order as this event changed it, if it did.
 */
export function applyPaymentOutcome(db: Kysely<DB>, outcome: PaymentOutcome): Promise<LogoOrderRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto("paymentEvents")
      .values({ id: outcome.eventId, type: outcome.eventType, receivedAt: new Date().toISOString() })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!recorded) return undefined;
    return trx
      .updateTable("logoOrders")
      .set({
        paymentStatus: outcome.status,
        ...(outcome.status === "paid" && { paidAt: new Date().toISOString() }),
      })
      .where("id", "=", outcome.orderId)
      .where("checkoutSessionId", "=", outcome.sessionId)
      .where("paymentStatus", "=", "pending")
      .returningAll()
      .executeTakeFirst();
  });
}

export async function recordLogoDownload(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable("logoOrders")
    .set((eb) => ({ downloads: eb("downloads", "+", 1), downloadedAt: new Date().toISOString() }))
    .where("id", "=", id)
    .execute();
}

/** The order's stored ZIP, if its first download built one. */
export async function findLogoPackage(db: Kysely<DB>, orderId: string): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom("logoPackages").select("zip").where("orderId", "=", orderId).executeTakeFirst();
  return row && Buffer.from(row.zip, "base64");
}

/** Keeps an order's ZIP; one another instance stored first stays (they hold the same files). */
export async function storeLogoPackage(db: Kysely<DB>, orderId: string, zip: Uint8Array): Promise<void> {
  await db
    .insertInto("logoPackages")
    .values({ orderId, zip: Buffer.from(zip).toString("base64") })
    .onConflict((conflict) => conflict.column("orderId").doNothing())
    .execute();
}
