import type { Kysely } from "kysely";
import {
  claimDueOutbox,
  markOutboxFailed,
  markOutboxSent,
  nextOutboxAttemptAt,
  onOutboxQueued,
  type OutboxRow,
} from "../db/outbox.server";
import type { DB } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { startRecurringJob } from "../recurring-job.server";

/** Sends one row's payload; a throw is a failed attempt. */
export type OutboxSender = (payload: unknown, row: OutboxRow) => Promise<void>;

export interface OutboxRunnerOptions {
  db: Kysely<DB>;
  logger: Logger;
  /** The sender of each kind; a row of another kind is left for a job that knows it. */
  senders: Record<string, OutboxSender>;
  /** The first retry's delay; each next one doubles it (30 s, 1 min, 2 min, …). */
  backoffBaseMs?: number;
  /** How long after it was queued a row is still tried: a day. */
  giveUpAfterMs?: number;
  /** The longest wait between two checks: what catches rows queued on other instances. */
  checkEveryMs?: number;
  /** How long a claim holds a row: longer than any send may take. */
  leaseMs?: number;
}

export interface OutboxRunner {
  /** Stops the timer and waits for a run under way. */
  close(): Promise<void>;
}

export const defaultBackoffBaseMs = 30_000;
const dayMs = 24 * 60 * 60 * 1000;

/** When a row that just failed its `attempts`-th try is tried next, or undefined once it has been tried for `giveUpAfterMs`. */
export function nextAttemptAt(
  row: Pick<OutboxRow, "attempts" | "createdAt">,
  now: Date,
  { backoffBaseMs = defaultBackoffBaseMs, giveUpAfterMs = dayMs } = {},
): Date | undefined {
  const at = new Date(now.getTime() + backoffBaseMs * 2 ** Math.max(0, row.attempts - 1));
  return at.getTime() - new Date(row.createdAt).getTime() > giveUpAfterMs ? undefined : at;
}

/**
 * Sends the outbox's rows (decision 051) on every instance: at start (what waited while no
 * instance ran), as soon as this instance queues one, at the next retry's moment and at
 * least every `checkEveryMs`. Each row is claimed before it is sent, so one job on one
 * instance sends it; a failure is retried with exponential backoff for a day, then kept
 * as failed for admins to see.
 */
export function startOutboxRunner({
  db,
  logger,
  senders,
  backoffBaseMs = defaultBackoffBaseMs,
  giveUpAfterMs = dayMs,
  checkEveryMs = 5_000,
  leaseMs = 60_000,
}: OutboxRunnerOptions): OutboxRunner {
  const kinds = Object.keys(senders);

  async function send(row: OutboxRow) {
    const sender = senders[row.kind]!;
    try {
      await sender(JSON.parse(row.payload), row);
      await markOutboxSent(db, row.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = nextAttemptAt(row, new Date(), { backoffBaseMs, giveUpAfterMs });
      logger.warn(
        { outbox: row.id, kind: row.kind, attempts: row.attempts, retryAt },
        `outbox send failed: ${message}`,
      );
      await markOutboxFailed(db, row.id, { error: message, retryAt });
    }
  }

  const job = startRecurringJob({
    checkEveryMs,
    async check() {
      for (;;) {
        const rows = await claimDueOutbox(db, { kinds, leaseMs });
        if (!rows.length || job.closed) break;
        await Promise.all(rows.map(send));
      }
      return nextOutboxAttemptAt(db, kinds);
    },
    onError: (error) => logger.warn({ err: error }, "outbox check failed; retrying"),
  });
  const unsubscribe = onOutboxQueued(db, job.run);
  return {
    async close() {
      unsubscribe();
      await job.close();
    },
  };
}
