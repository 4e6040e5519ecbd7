import type { Kysely } from "kysely";
import { onPublicChange } from "./db/public-changes.server";
import { nextPostChangeAt, runDuePostChanges } from "./db/post-schedule.server";
import type { DB } from "./db/schema.server";
import type { Logger } from "./logger.server";
import { startRecurringJob } from "./recurring-job.server";

/** The longest wait between two checks: what catches a schedule no announcement told of. */
const defaultCheckEveryMs = 15_000;

export interface PostScheduler {
  /** Stops the timer and waits for a run under way. */
  close(): Promise<void>;
}

/**
 * Runs the posts' scheduled changes (decision 037) on every instance: at start (catching
 * up on moments missed while no instance ran), at the next due moment, at least every
 * `checkEveryMs`, and again after every content change announced here or by another
 * instance (a schedule just saved may be sooner than the timer). The database decides
 * which instance applies a change, so running everywhere is safe.
 */
export function startPostScheduler({
  db,
  logger,
  checkEveryMs = defaultCheckEveryMs,
}: {
  db: Kysely<DB>;
  logger: Logger;
  checkEveryMs?: number;
}): PostScheduler {
  const job = startRecurringJob({
    checkEveryMs,
    async check() {
      const changes = await runDuePostChanges(db);
      const counts = Object.fromEntries(Object.entries(changes).map(([name, rows]) => [name, rows.length]));
      if (changes.published.length || changes.unpublished.length || changes.purged.length)
        logger.info({ posts: counts }, "scheduled post changes applied");
      return nextPostChangeAt(db);
    },
    onError: (error) => logger.warn({ err: error }, "scheduled post changes failed; retrying"),
  });
  const unsubscribe = onPublicChange(db, job.run);
  return {
    async close() {
      unsubscribe();
      await job.close();
    },
  };
}
