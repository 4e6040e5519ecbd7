import { type ExpressionBuilder, type Kysely, type Selectable, sql } from "kysely";
import { newId, toIsoString } from "./database.server";
import type { DB, OutboxTable } from "./schema.server";

// The outbox (decision 051): what must leave the site (a notification email, a webhook
// delivery) is written here first, in the request that caused it, and sent by a job. Rows
// are general (a kind and a JSON payload) so any sender can use them. A job claims a row by
// one conditional UPDATE (`… WHERE id = ? AND status = 'pending' AND claimed_until is
// null or past`): on PostgreSQL the row lock makes a second claimer re-read the row, which
// no longer matches, and SQLite has one writer; so one job on one instance holds each row
// at a time, and a row whose job died is claimed again once its lease runs out.

export type OutboxRow = Selectable<OutboxTable>;

// Per database handle, so each app (and each test's app) wakes only its own job.
const listeners = new WeakMap<Kysely<DB>, Set<() => void>>();

/** Subscribes to "rows were queued on this instance" (the job sends them at once); returns the unsubscribe. */
export function onOutboxQueued(db: Kysely<DB>, listener: () => void): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set.add(listener));
  return () => set.delete(listener);
}

/** One row to queue: `kind` names its sender, `payload` is what the sender reads. */
export interface OutboxItem {
  kind: string;
  payload: unknown;
}

/** Queues items to be sent now. Accepts a transaction, so an item is queued only with what caused it. */
export async function enqueueOutbox(db: Kysely<DB>, items: OutboxItem[], now = new Date()): Promise<void> {
  if (!items.length) return;
  const at = now.toISOString();
  await db
    .insertInto("outbox")
    .values(
      items.map((item) => ({
        id: newId(),
        kind: item.kind,
        payload: JSON.stringify(item.payload),
        status: "pending" as const,
        nextAttemptAt: at,
        createdAt: at,
      })),
    )
    .execute();
  for (const listener of listeners.get(db) ?? []) listener();
}

/**
 * Claims up to `limit` rows of `kinds` due at `now` for `leaseMs`, counting the attempt; answers only
 * the rows this call won. A row is due when pending, its next attempt has come and no live
 * lease holds it.
 */
export async function claimDueOutbox(
  db: Kysely<DB>,
  { kinds, now = new Date(), leaseMs, limit = 20 }: { kinds: string[]; now?: Date; leaseMs: number; limit?: number },
): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const free = (eb: ExpressionBuilder<DB, "outbox">) =>
    eb.and([
      eb("status", "=", "pending"),
      eb("kind", "in", kinds),
      eb("nextAttemptAt", "<=", at),
      eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<", at)]),
    ]);
  const candidates = await db
    .selectFrom("outbox")
    .select("id")
    .where(free)
    .orderBy("nextAttemptAt")
    .limit(limit)
    .execute();
  const claimed: OutboxRow[] = [];
  for (const { id } of candidates) {
    const row = await db
      .updateTable("outbox")
      .set({
        claimedUntil: new Date(now.getTime() + leaseMs).toISOString(),
        attempts: sql<number>`attempts + 1`,
      })
      .where("id", "=", id)
      .where(free)
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push(row);
  }
  return claimed;
}

/** Marks a claimed row sent. */
export async function markOutboxSent(db: Kysely<DB>, id: string, now = new Date()): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "sent", sentAt: now.toISOString(), claimedUntil: null, lastError: "" })
    .where("id", "=", id)
    .execute();
}

/** Records a failed attempt: tried again at `retryAt`, or given up (`failed`) when there is none. */
export async function markOutboxFailed(
  db: Kysely<DB>,
  id: string,
  { error, retryAt }: { error: string; retryAt?: Date },
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({
      status: retryAt ? "pending" : "failed",
      claimedUntil: null,
      lastError: error.slice(0, 500),
      ...(retryAt && { nextAttemptAt: retryAt.toISOString() }),
    })
    .where("id", "=", id)
    .execute();
}

/** Sends a given-up row again at once (an admin's retry). Answers whether it was there to retry. */
export async function retryOutbox(db: Kysely<DB>, id: string, now = new Date()): Promise<boolean> {
  const row = await db
    .updateTable("outbox")
    .set({ status: "pending", nextAttemptAt: now.toISOString(), claimedUntil: null })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .returning("id")
    .executeTakeFirst();
  return Boolean(row);
}

/** The newest rows of `kinds`, newest first. */
export function listOutbox(db: Kysely<DB>, kinds: string[], limit = 200): Promise<OutboxRow[]> {
  return db
    .selectFrom("outbox")
    .selectAll()
    .where("kind", "in", kinds)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The moment the next pending row falls due, if any. */
export async function nextOutboxAttemptAt(db: Kysely<DB>, kinds: string[]): Promise<Date | undefined> {
  const row = await db
    .selectFrom("outbox")
    .select(sql<Date | string | null>`min(next_attempt_at)`.as("at"))
    .where("status", "=", "pending")
    .where("kind", "in", kinds)
    .executeTakeFirst();
  return row?.at ? new Date(toIsoString(row.at)) : undefined;
}
