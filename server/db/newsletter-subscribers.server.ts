import { type Kysely, sql } from "kysely";
import type { Language } from "../../common/i18n/languages";
import { languageCodes } from "../../common/i18n/languages";
import type { LeadOrigin } from "../../common/traffic";
import type {
  NewsletterImportResult,
  NewsletterSubscriber,
  NewsletterSubscriberCounts,
  NewsletterSubscriberQuery,
  SubscriberStatus,
} from "../../common/newsletter";
import { newId, toIsoString } from "./database.server";
import { leadOrigins } from "./traffic.server";
import type { DB, NewsletterSubscriberRow } from "./schema.server";

/** How long a confirmation link works; an address not confirmed by then is deleted. */
export const confirmationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

type SubscriberListRow = NewsletterSubscriberRow & { origin: LeadOrigin | null };

export function toNewsletterSubscriberJson(row: SubscriberListRow): NewsletterSubscriber {
  return {
    _id: row.id,
    email: row.email,
    language: row.language,
    status: row.status,
    consent: row.consent,
    consentNote: row.consentNote,
    origin: row.origin,
    createdAt: toIsoString(row.createdAt),
    confirmedAt: row.confirmedAt ? toIsoString(row.confirmedAt) : null,
    unsubscribedAt: row.unsubscribedAt ? toIsoString(row.unsubscribedAt) : null,
  };
}

/**
 * A sign-up from the site's form (docs/decisions/052). A new address, one still pending,
 * one that left or bounced all become pending with a new confirmation link (`tokenHash`,
 * the SHA-256 of the link's token; null when no mail can be sent now, so a worker with SMTP
 * sends it later). A confirmed address is left as it is. The caller answers the same in
 * every case: the form must not tell who is subscribed. Returns the id, and whether a
 * confirmation is to be sent now.
 */
export async function subscribeFromForm(
  db: Kysely<DB>,
  { email, language, tokenHash }: { email: string; language: Language; tokenHash: string | null },
): Promise<{ id: string; created: boolean; confirm: boolean }> {
  const now = new Date();
  const pending = {
    language,
    status: "pending" as const,
    consent: "form" as const,
    consentNote: "",
    confirmTokenHash: tokenHash,
    confirmExpiresAt: tokenHash ? new Date(now.getTime() + confirmationLifetimeMs).toISOString() : null,
    confirmedAt: null,
    unsubscribedAt: null,
  };
  const inserted = await db
    .insertInto("newsletterSubscribers")
    .values({ id: newId(), email, createdAt: now.toISOString(), ...pending })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true, confirm: Boolean(tokenHash) };
  const renewed = await db
    .updateTable("newsletterSubscribers")
    .set(pending)
    .where("email", "=", email)
    .where("status", "!=", "confirmed")
    .returning("id")
    .executeTakeFirst();
  if (renewed) return { id: renewed.id, created: false, confirm: Boolean(tokenHash) };
  const existing = await db
    .selectFrom("newsletterSubscribers")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false, confirm: false };
}

/** Confirms the pending address whose link carried the token of `tokenHash`, if it has not expired. */
export async function confirmSubscriber(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<NewsletterSubscriberRow | undefined> {
  const now = new Date().toISOString();
  return db
    .updateTable("newsletterSubscribers")
    .set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where("confirmTokenHash", "=", tokenHash)
    .where("status", "=", "pending")
    .where("confirmExpiresAt", ">", now)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Pending form sign-ups whose confirmation could not be sent (no SMTP then): each is
 * claimed by setting its token hash, so of several instances one sends it.
 */
export async function owedConfirmations(db: Kysely<DB>, limit: number): Promise<NewsletterSubscriberRow[]> {
  return db
    .selectFrom("newsletterSubscribers")
    .selectAll()
    .where("status", "=", "pending")
    .where("consent", "=", "form")
    .where("confirmTokenHash", "is", null)
    .orderBy("createdAt")
    .limit(limit)
    .execute();
}

export async function claimOwedConfirmation(db: Kysely<DB>, id: string, tokenHash: string): Promise<boolean> {
  const claimed = await db
    .updateTable("newsletterSubscribers")
    .set({
      confirmTokenHash: tokenHash,
      confirmExpiresAt: new Date(Date.now() + confirmationLifetimeMs).toISOString(),
    })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("confirmTokenHash", "is", null)
    .returning("id")
    .executeTakeFirst();
  return Boolean(claimed);
}

/** Deletes pending sign-ups whose link expired (legacy rows, with no link, stay). */
export async function deleteExpiredSubscribers(db: Kysely<DB>): Promise<number> {
  const result = await db
    .deleteFrom("newsletterSubscribers")
    .where("status", "=", "pending")
    .where("confirmExpiresAt", "<", new Date().toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findSubscriber(db: Kysely<DB>, id: string): Promise<NewsletterSubscriberRow | undefined> {
  return db.selectFrom("newsletterSubscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Unsubscribes (kept as suppressed); true when the subscriber exists. */
export async function unsubscribeSubscriber(db: Kysely<DB>, id: string): Promise<boolean> {
  const now = new Date().toISOString();
  await db
    .updateTable("newsletterSubscribers")
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where("id", "=", id)
    .where("status", "!=", "unsubscribed")
    .execute();
  return Boolean(await findSubscriber(db, id));
}

export async function changeSubscriberLanguage(db: Kysely<DB>, id: string, language: Language): Promise<boolean> {
  const result = await db
    .updateTable("newsletterSubscribers")
    .set({ language })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Staff mark an address bounced or unsubscribed by hand. */
export async function setSubscriberStatus(
  db: Kysely<DB>,
  id: string,
  status: Extract<SubscriberStatus, "bounced" | "unsubscribed">,
): Promise<SubscriberListRow | undefined> {
  if (status === "unsubscribed") await unsubscribeSubscriber(db, id);
  else await db.updateTable("newsletterSubscribers").set({ status }).where("id", "=", id).execute();
  return (await listNewsletterSubscribers(db, {}, id))[0];
}

/** Newest first, each with the story of the visit they subscribed from (docs/decisions/050). */
export async function listNewsletterSubscribers(
  db: Kysely<DB>,
  { status, language }: NewsletterSubscriberQuery = {},
  id?: string,
): Promise<SubscriberListRow[]> {
  const rows = await db
    .selectFrom("newsletterSubscribers")
    .selectAll()
    .$if(Boolean(status), (query) => query.where("status", "=", status!))
    .$if(Boolean(language), (query) => query.where("language", "=", language!))
    .$if(Boolean(id), (query) => query.where("id", "=", id!))
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
  const origins = await leadOrigins(
    db,
    "newsletterSubscriber",
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, origin: origins.get(row.id) ?? null }));
}

/** Subscribers per language and status, every language listed. */
export async function countNewsletterSubscribers(db: Kysely<DB>): Promise<NewsletterSubscriberCounts> {
  const rows = await db
    .selectFrom("newsletterSubscribers")
    .select(["language", "status", sql<number>`count(*)`.as("count")])
    .groupBy(["language", "status"])
    .execute();
  return languageCodes.map((language) => {
    const of = (status: SubscriberStatus) =>
      Number(rows.find((row) => row.language === language && row.status === status)?.count ?? 0);
    return {
      language,
      pending: of("pending"),
      confirmed: of("confirmed"),
      unsubscribed: of("unsubscribed"),
      bounced: of("bounced"),
    };
  });
}

/**
 * Adds addresses whose owners already agreed (an admin's import, `consentNote` saying how),
 * confirmed at once. Addresses already known keep their state: an unsubscribed or bounced
 * one is counted as suppressed and never mailed again by an import.
 */
export async function importSubscribers(
  db: Kysely<DB>,
  entries: { email: string; language: Language }[],
  consentNote: string,
): Promise<Omit<NewsletterImportResult, "invalid">> {
  const result = { added: 0, existing: 0, suppressed: 0 };
  const now = new Date().toISOString();
  for (let start = 0; start < entries.length; start += 500) {
    const chunk = entries.slice(start, start + 500);
    const known = new Map(
      (
        await db
          .selectFrom("newsletterSubscribers")
          .select(["email", "status"])
          .where(
            "email",
            "in",
            chunk.map((entry) => entry.email),
          )
          .execute()
      ).map((row) => [row.email, row.status]),
    );
    const fresh = chunk.filter((entry) => !known.has(entry.email));
    for (const status of known.values()) {
      if (status === "unsubscribed" || status === "bounced") result.suppressed += 1;
      else result.existing += 1;
    }
    if (!fresh.length) continue;
    const inserted = await db
      .insertInto("newsletterSubscribers")
      .values(
        fresh.map(({ email, language }) => ({
          id: newId(),
          email,
          language,
          createdAt: now,
          status: "confirmed" as const,
          consent: "import" as const,
          consentNote,
          confirmedAt: now,
        })),
      )
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .execute();
    result.added += inserted.length;
    result.existing += fresh.length - inserted.length;
  }
  return result;
}
