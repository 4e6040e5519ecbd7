import type { Options, Store } from "express-rate-limit";
import { type Kysely, sql } from "kysely";
import type { DB } from "./schema.server";

/**
 * express-rate-limit's counters in PostgreSQL, so every instance counts against one limit.
 * Each increment is one atomic upsert that also starts a new window once the old one has
 * passed, timed by the database's clock (the instances' clocks may differ). Expired rows
 * are deleted once a window.
 */
export function databaseRateLimitStore(db: Kysely<DB>, prefix: string): Store {
  let windowMs = 60_000;
  let sweep: NodeJS.Timeout | undefined;
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    prefix,
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
      sweep = setInterval(() => {
        db.deleteFrom("rateLimitHits")
          .where("key", "like", `${prefix.replace(/[\\%_]/g, "\\$&")}%`)
          .where("resetAt", "<=", sql<Date>`now()`)
          .execute()
          .catch(() => {}); // the database is away: the next sweep catches up
      }, windowMs);
      sweep.unref();
    },
    async increment(key) {
      const window = sql<Date>`now() + ${windowMs} * interval '1 millisecond'`;
      const expired = sql<boolean>`rate_limit_hits.reset_at <= now()`;
      const row = await db
        .insertInto("rateLimitHits")
        .values({ key: keyOf(key), hits: 1, resetAt: window })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            hits: sql<number>`case when ${expired} then 1 else rate_limit_hits.hits + 1 end`,
            resetAt: sql<Date>`case when ${expired} then excluded.reset_at else rate_limit_hits.reset_at end`,
          }),
        )
        .returning(["hits", "resetAt"])
        .executeTakeFirstOrThrow();
      return { totalHits: row.hits, resetTime: row.resetAt };
    },
    async decrement(key) {
      await db
        .updateTable("rateLimitHits")
        .set({ hits: sql<number>`greatest(hits - 1, 0)` })
        .where("key", "=", keyOf(key))
        .execute();
    },
    async resetKey(key) {
      await db.deleteFrom("rateLimitHits").where("key", "=", keyOf(key)).execute();
    },
    shutdown() {
      clearInterval(sweep);
    },
  };
}
