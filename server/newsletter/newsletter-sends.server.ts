import { type Kysely, sql, type UpdateQueryBuilder, type UpdateResult } from "kysely";
import type { Language } from "../../common/i18n/languages";
import type { NewsletterSend, NewsletterSendInput } from "../../common/newsletter";
import { isPostgres, newId, toIsoString } from "../db/database.server";
import type { DB, NewsletterSendRow } from "../db/schema.server";

// A send is a job in the database (docs/decisions/052): one row per language version of a
// post, one delivery row per recipient. Whichever instance runs claims deliveries in
// batches; the send row holds the shared pace, so the rate holds across instances.

/** How long a claimed delivery stays with its instance before another may take it over. */
export const claimLeaseMs = 60_000;
/** Tries per recipient before the delivery is listed as failed. */
export const maxAttempts = 3;

export class NewsletterSendError extends Error {
  constructor(readonly reason: "notFound" | "notPublished") {
    super(reason);
  }
}

/** The versions of the post's group a send goes to: published ones, or for `withPost` those scheduled too. */
async function versionsToSend(db: Kysely<DB>, postId: string, withPost: boolean) {
  const post = await db
    .selectFrom("posts")
    .select("translationGroup")
    .where("id", "=", postId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
  if (!post) throw new NewsletterSendError("notFound");
  const versions = await db
    .selectFrom("posts")
    .select(["id", "language", "title", "status", "publishAt"])
    .where("translationGroup", "=", post.translationGroup)
    .where("deletedAt", "is", null)
    .execute();
  const chosen = versions.filter(
    (version) => version.status === "published" || (withPost && version.publishAt !== null),
  );
  if (!chosen.length) throw new NewsletterSendError("notPublished");
  return chosen;
}

/**
 * Schedules the post's language versions as sends: now, with each version's publication,
 * or at a moment of its own. Each goes to the confirmed subscribers of its language when it
 * starts; a language without a version gets nothing.
 */
export async function scheduleSends(db: Kysely<DB>, input: NewsletterSendInput, createdBy: string): Promise<string[]> {
  const versions = await versionsToSend(db, input.postId, input.schedule === "withPost");
  const now = new Date().toISOString();
  const rows = versions.map((version) => ({
    id: newId(),
    postId: version.id,
    language: version.language,
    status: "scheduled" as const,
    subject: version.title,
    scheduledAt:
      input.schedule === "at"
        ? new Date(input.scheduledAt!).toISOString()
        : input.schedule === "withPost" && version.status !== "published" && version.publishAt
          ? toIsoString(version.publishAt)
          : now,
    createdBy,
    createdAt: now,
  }));
  await db.insertInto("newsletterSends").values(rows).execute();
  return rows.map((row) => row.id);
}

/** Scheduled sends whose moment has come and whose post is published by now. */
export function dueSends(db: Kysely<DB>, limit = 10) {
  return db
    .selectFrom("newsletterSends as s")
    .innerJoin("posts as p", "p.id", "s.postId")
    .select(["s.id", "s.postId", "s.language", "p.title", "p.slug", "p.excerpt", "p.content", "p.image"])
    .where("s.status", "=", "scheduled")
    .where("s.scheduledAt", "<=", new Date().toISOString())
    .where("p.status", "=", "published")
    .where("p.deletedAt", "is", null)
    .orderBy("s.scheduledAt")
    .limit(limit)
    .execute();
}

/**
 * Starts a due send with its rendered email: in one transaction it claims the send (one
 * instance wins) and queues one delivery per confirmed subscriber of its language, copied
 * inside the database (nothing per recipient passes through memory). False when another
 * instance started it first.
 */
export async function startSend(
  db: Kysely<DB>,
  sendId: string,
  language: Language,
  email: { subject: string; html: string; text: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const claimed = await trx
      .updateTable("newsletterSends")
      .set({ status: "sending", startedAt: now, pacedUntil: now, ...email })
      .where("id", "=", sendId)
      .where("status", "=", "scheduled")
      .returning("id")
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .insertInto("newsletterDeliveries")
      .columns(["sendId", "subscriberId", "email", "status"])
      .expression(
        trx
          .selectFrom("newsletterSubscribers")
          .select([sql.lit(sendId).as("sendId"), "id", "email", sql.lit("queued").as("status")])
          .where("status", "=", "confirmed")
          .where("language", "=", language),
      )
      .execute();
    return true;
  });
}

/** A batch of recipients claimed by one instance, to be sent from `startAt` at the rate. */
export interface ClaimedBatch {
  send: Pick<NewsletterSendRow, "id" | "subject" | "html" | "text">;
  startAt: number;
  intervalMs: number;
  recipients: { subscriberId: string; email: string }[];
}

/**
 * Claims up to `size` deliveries of a sending send: queued ones whose retry moment has
 * come, and ones claimed by an instance whose lease ran out (it stopped or died). Those
 * whose subscriber left since the send started are marked skipped first. The send row is
 * locked meanwhile and moved on by the batch's share of the rate: whichever instance claims
 * next starts after it.
 */
export async function claimBatch(
  db: Kysely<DB>,
  { size, ratePerMinute, leaseMs = claimLeaseMs }: { size: number; ratePerMinute: number; leaseMs?: number },
): Promise<ClaimedBatch | undefined> {
  const postgres = isPostgres(db);
  return db.transaction().execute(async (trx) => {
    const nowDate = new Date();
    const now = nowDate.toISOString();
    const send = await trx
      .selectFrom("newsletterSends")
      .select(["id", "subject", "html", "text", "pacedUntil"])
      .where("status", "=", "sending")
      .orderBy("startedAt")
      .limit(1)
      .$if(postgres, (query) => query.forUpdate().skipLocked())
      .executeTakeFirst();
    if (!send) return undefined;
    await trx
      .updateTable("newsletterDeliveries")
      .set({ status: "skipped", claimedUntil: null })
      .where("sendId", "=", send.id)
      .where("status", "=", "queued")
      .where("subscriberId", "not in", (query) =>
        query.selectFrom("newsletterSubscribers").select("id").where("status", "=", "confirmed"),
      )
      .execute();
    const intervalMs = 60_000 / ratePerMinute;
    const startAt = Math.max(nowDate.getTime(), send.pacedUntil ? new Date(send.pacedUntil).getTime() : 0);
    const leaseUntil = new Date(startAt + size * intervalMs + leaseMs).toISOString();
    const claimable = trx
      .selectFrom("newsletterDeliveries")
      .select("subscriberId")
      .where("sendId", "=", send.id)
      .where((where) =>
        where.or([
          where.and([
            where("status", "=", "queued"),
            where.or([where("claimedUntil", "is", null), where("claimedUntil", "<=", now)]),
          ]),
          where.and([where("status", "=", "sending"), where("claimedUntil", "<=", now)]),
        ]),
      )
      .limit(size)
      .$if(postgres, (query) => query.forUpdate().skipLocked());
    const recipients = await trx
      .updateTable("newsletterDeliveries")
      .set((eb) => ({ status: "sending", claimedUntil: leaseUntil, attempts: eb("attempts", "+", 1) }))
      .where("sendId", "=", send.id)
      .where("subscriberId", "in", claimable)
      .returning(["subscriberId", "email"])
      .execute();
    await trx
      .updateTable("newsletterSends")
      .set({ pacedUntil: new Date(startAt + recipients.length * intervalMs).toISOString() })
      .where("id", "=", send.id)
      .execute();
    return { send, startAt, intervalMs, recipients };
  });
}

/** Records one delivery as sent (before its message is completed; see the transport). */
export async function markDelivered(db: Kysely<DB>, sendId: string, subscriberId: string): Promise<void> {
  const result = await db
    .updateTable("newsletterDeliveries")
    .set({ status: "sent", sentAt: new Date().toISOString(), claimedUntil: null, error: "" })
    .where("sendId", "=", sendId)
    .where("subscriberId", "=", subscriberId)
    .where("status", "=", "sending")
    .executeTakeFirst();
  // Another instance took the row over (this one was too slow): it sends, this one must not.
  if (!Number(result.numUpdatedRows)) throw new Error("delivery no longer claimed by this instance");
}

/** A try that failed: queued again after a pause, or failed for good after `maxAttempts`. */
export async function markAttemptFailed(
  db: Kysely<DB>,
  sendId: string,
  subscriberId: string,
  error: string,
): Promise<void> {
  const retryAt = new Date(Date.now() + 30_000).toISOString();
  const claimed = (query: UpdateQueryBuilder<DB, "newsletterDeliveries", "newsletterDeliveries", UpdateResult>) =>
    query.where("sendId", "=", sendId).where("subscriberId", "=", subscriberId).where("status", "=", "sending");
  await claimed(
    db.updateTable("newsletterDeliveries").set({ status: "failed", claimedUntil: null, error: error.slice(0, 500) }),
  )
    .where("attempts", ">=", maxAttempts)
    .execute();
  await claimed(
    db.updateTable("newsletterDeliveries").set({ status: "queued", claimedUntil: retryAt, error: error.slice(0, 500) }),
  ).execute();
}

/** Sends with nothing left to deliver are sent. */
export async function finishSends(db: Kysely<DB>): Promise<void> {
  await db
    .updateTable("newsletterSends")
    .set({ status: "sent", finishedAt: new Date().toISOString() })
    .where("status", "=", "sending")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("newsletterDeliveries as d")
            .select("d.subscriberId")
            .whereRef("d.sendId", "=", "newsletterSends.id")
            .where("d.status", "in", ["queued", "sending"]),
        ),
      ),
    )
    .execute();
}

/** A send not yet started can be called off. */
export async function cancelSend(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable("newsletterSends")
    .set({ status: "cancelled", finishedAt: new Date().toISOString() })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sends, newest first, with their progress counted from the deliveries. */
export async function listSends(
  db: Kysely<DB>,
  { postId, id }: { postId?: string; id?: string } = {},
): Promise<NewsletterSend[]> {
  const sends = await db
    .selectFrom("newsletterSends as s")
    .leftJoin("posts as p", "p.id", "s.postId")
    .select([
      "s.id",
      "s.postId",
      "s.language",
      "s.status",
      "s.subject",
      "s.scheduledAt",
      "s.createdAt",
      "s.startedAt",
      "s.finishedAt",
      "p.title as postTitle",
    ])
    .$if(Boolean(postId), (query) =>
      query.where("s.postId", "in", (sub) =>
        sub
          .selectFrom("posts")
          .select("id")
          .where("translationGroup", "=", sub.selectFrom("posts").select("translationGroup").where("id", "=", postId!)),
      ),
    )
    .$if(Boolean(id), (query) => query.where("s.id", "=", id!))
    .orderBy("s.createdAt", "desc")
    .orderBy("s.language")
    .limit(200)
    .execute();
  if (!sends.length) return [];
  const counts = await db
    .selectFrom("newsletterDeliveries as d")
    .leftJoin("newsletterSubscribers as sub", "sub.id", "d.subscriberId")
    .select([
      "d.sendId",
      "d.status",
      sql<number>`count(*)`.as("count"),
      sql<number>`sum(case when sub.status = 'unsubscribed' and d.status = 'sent' then 1 else 0 end)`.as(
        "unsubscribes",
      ),
    ])
    .where(
      "d.sendId",
      "in",
      sends.map((send) => send.id),
    )
    .groupBy(["d.sendId", "d.status"])
    .execute();
  return sends.map((send) => {
    const of = (...statuses: string[]) =>
      counts
        .filter((row) => row.sendId === send.id && statuses.includes(row.status))
        .reduce((total, row) => total + Number(row.count), 0);
    const unsubscribes = counts
      .filter((row) => row.sendId === send.id)
      .reduce((total, row) => total + Number(row.unsubscribes ?? 0), 0);
    return {
      _id: send.id,
      postId: send.postId,
      postTitle: send.postTitle ?? send.subject,
      language: send.language,
      status: send.status,
      subject: send.subject,
      scheduledAt: toIsoString(send.scheduledAt),
      createdAt: toIsoString(send.createdAt),
      startedAt: send.startedAt ? toIsoString(send.startedAt) : null,
      finishedAt: send.finishedAt ? toIsoString(send.finishedAt) : null,
      recipients: of("queued", "sending", "sent", "failed", "skipped"),
      queued: of("queued", "sending"),
      sent: of("sent"),
      failed: of("failed"),
      unsubscribes,
    };
  });
}
