import { type Kysely, sql } from "kysely";
import type { NotFoundPath } from "../../common/redirect";
import { newId, toIsoString } from "./database.server";
import type { DB } from "./schema.server";

/** What one instance counted of a missing path since its last write. */
export interface NotFoundCount {
  path: string;
  bot: boolean;
  count: number;
  lastSeenAt: string;
}

/**
 * Adds a batch of counts (upserts that add, so every instance counts into the same rows),
 * then keeps only the `keep` most requested paths of each kind, the least requested and
 * oldest evicted first: the log is bounded however many addresses are tried.
 */
export async function writeNotFoundBatch(db: Kysely<DB>, batch: NotFoundCount[], keep: number): Promise<void> {
  if (!batch.length) return;
  await db.transaction().execute(async (trx) => {
    for (const entry of batch)
      await trx
        .insertInto("notFoundPaths")
        .values({
          id: newId(),
          path: entry.path,
          bot: entry.bot ? 1 : 0,
          count: entry.count,
          lastSeenAt: entry.lastSeenAt,
        })
        .onConflict((oc) =>
          oc.columns(["path", "bot"]).doUpdateSet({
            count: sql`not_found_paths.count + excluded.count`,
            lastSeenAt: sql`case when excluded.last_seen_at > not_found_paths.last_seen_at then excluded.last_seen_at else not_found_paths.last_seen_at end`,
          }),
        )
        .execute();
    for (const bot of new Set(batch.map((entry) => (entry.bot ? 1 : 0))))
      await trx
        .deleteFrom("notFoundPaths")
        .where("bot", "=", bot)
        .where("id", "not in", (eb) =>
          eb
            .selectFrom("notFoundPaths")
            .select("id")
            .where("bot", "=", bot)
            .orderBy("count", "desc")
            .orderBy("lastSeenAt", "desc")
            .limit(keep),
        )
        .execute();
  });
}

/** The log of one kind of visitor, most requested first. */
export async function listNotFoundPaths(db: Kysely<DB>, bot: boolean): Promise<NotFoundPath[]> {
  const rows = await db
    .selectFrom("notFoundPaths")
    .selectAll()
    .where("bot", "=", bot ? 1 : 0)
    .orderBy("count", "desc")
    .orderBy("lastSeenAt", "desc")
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    path: row.path,
    bot: row.bot === 1,
    count: Number(row.count),
    lastSeenAt: toIsoString(row.lastSeenAt),
  }));
}

export async function deleteNotFoundPath(db: Kysely<DB>, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("notFoundPaths").where("id", "=", id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** Empties the log of one kind of visitor. */
export async function clearNotFoundPaths(db: Kysely<DB>, bot: boolean): Promise<void> {
  await db
    .deleteFrom("notFoundPaths")
    .where("bot", "=", bot ? 1 : 0)
    .execute();
}

/** A path that now redirects leaves the log (in both kinds). */
export async function forgetNotFoundPath(db: Kysely<DB>, source: string): Promise<void> {
  await db
    .deleteFrom("notFoundPaths")
    .where("path", "in", source === "/" ? ["/"] : [source, `${source}/`])
    .execute();
}
