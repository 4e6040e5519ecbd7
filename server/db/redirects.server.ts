import { type Kysely, type Selectable, sql } from "kysely";
import {
  type Redirect,
  type RedirectListQuery,
  type RedirectMatch,
  type RedirectOrigin,
  type RedirectStatus,
  redirectSource,
} from "../../common/redirect";
import { announcePublicChange } from "./public-changes.server";
import { newId, toIsoString } from "./database.server";
import { forgetNotFoundPath } from "./not-found-paths.server";
import type { DB, RedirectsTable } from "./schema.server";

type RedirectRow = Selectable<RedirectsTable>;

/** A redirect as the table in memory serves it. */
export interface ServedRedirect {
  id: string;
  source: string;
  target: string;
  match: RedirectMatch;
  status: RedirectStatus;
}

export interface RedirectValues {
  source: string;
  target: string;
  match: RedirectMatch;
  status: RedirectStatus;
  origin: RedirectOrigin;
}

/** A redirect whose target leads back to its source (directly or through the one it would follow). */
export class RedirectLoopError extends Error {}

export function toRedirectJson(row: RedirectRow): Redirect {
  return {
    _id: row.id,
    source: row.source,
    target: row.target,
    match: row.match,
    status: row.status,
    origin: row.origin,
    hits: Number(row.hits),
    lastHitAt: row.lastHitAt ? toIsoString(row.lastHitAt) : null,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

/** Every redirect, as the table in memory holds them. */
export async function readServedRedirects(db: Kysely<DB>): Promise<ServedRedirect[]> {
  const rows = await db.selectFrom("redirects").select(["id", "source", "target", "match", "status"]).execute();
  return rows.map((row) => ({ ...row, match: row.match, status: row.status as RedirectStatus }));
}

/** A page of redirects, newest first, whose source or target contains `q`. */
export async function listRedirects(
  db: Kysely<DB>,
  { q, offset, limit }: RedirectListQuery,
): Promise<{ redirects: Redirect[]; total: number }> {
  let query = db.selectFrom("redirects");
  if (q) {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(source)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(target)`, "like", sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [{ total }, rows] = await Promise.all([
    query.select(sql<number | string>`count(*)`.as("total")).executeTakeFirstOrThrow(),
    query.selectAll().orderBy("createdAt", "desc").orderBy("source").offset(offset).limit(limit).execute(),
  ]);
  return { redirects: rows.map(toRedirectJson), total: Number(total) };
}

/** Every redirect for the CSV export, by source. */
export async function allRedirects(db: Kysely<DB>): Promise<Redirect[]> {
  return (await db.selectFrom("redirects").selectAll().orderBy("source").execute()).map(toRedirectJson);
}

export async function findRedirect(db: Kysely<DB>, id: string): Promise<Redirect | undefined> {
  const row = await db.selectFrom("redirects").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toRedirectJson(row);
}

/** The id of the redirect from this source (as typed or stored), if any. */
export async function findRedirectIdBySource(db: Kysely<DB>, source: string): Promise<string | undefined> {
  const key = redirectSource(source);
  if (!key) return undefined;
  return (await db.selectFrom("redirects").select("id").where("source", "=", key).executeTakeFirst())?.id;
}

// Any origin will do: only a path's parts are read.
const base = "https://site.invalid";

/** The target as stored: a path with its query and fragment, or a full address, each encoded once. */
function storedTarget(target: string): string {
  if (!target.startsWith("/")) return new URL(target).href;
  const url = new URL(target, base);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The source key a path target names on this site (for chains and loops), or undefined. */
function targetKey(target: string): string | undefined {
  return target.startsWith("/") ? redirectSource(target.replace(/#.*$/, "")) : undefined;
}

/**
 * Creates or replaces the redirect from `values.source` (in a transaction of its own unless
 * given one), keeping the table free of chains: a target that is itself redirected (exactly)
 * is followed once, and older redirects that led to this source now lead to its target.
 * Throws `RedirectLoopError` when the target would lead back to the source. Answers the
 * redirect and whether it replaced one. Given a transaction, the caller announces the
 * change once it is committed (the listeners of this process hear the database's handle).
 */
export async function saveRedirect(
  db: Kysely<DB>,
  values: RedirectValues,
  { replaceId }: { replaceId?: string } = {},
): Promise<{ redirect: Redirect; replaced: boolean }> {
  const source = redirectSource(values.source);
  if (!source) throw new RedirectLoopError("not a source");
  const write = async (trx: Kysely<DB>) => {
    let target = storedTarget(values.target);
    const key = targetKey(target);
    if (key === source) throw new RedirectLoopError(source);
    if (key) {
      const next = await trx
        .selectFrom("redirects")
        .select(["target"])
        .where("source", "=", key)
        .where("match", "=", "exact")
        .executeTakeFirst();
      if (next) target = next.target;
      if (targetKey(target) === source) throw new RedirectLoopError(source);
    }
    const now = new Date().toISOString();
    if (replaceId)
      await trx.deleteFrom("redirects").where("source", "=", source).where("id", "!=", replaceId).execute();
    const existing = await trx
      .selectFrom("redirects")
      .select("id")
      .where(replaceId ? "id" : "source", "=", replaceId ?? source)
      .executeTakeFirst();
    const fields = { source, target, match: values.match, status: values.status, updatedAt: now };
    const row = existing
      ? await trx
          .updateTable("redirects")
          .set({ ...fields, origin: replaceId ? undefined : values.origin })
          .where("id", "=", existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto("redirects")
          .values({ id: newId(), ...fields, origin: values.origin, hits: 0, createdAt: now })
          .returningAll()
          .executeTakeFirstOrThrow();
    // Older redirects that led here lead on to the target at once: no chain of two hops.
    await trx
      .updateTable("redirects")
      .set({ target, updatedAt: now })
      .where("target", "in", source === "/" ? ["/"] : [source, `${source}/`])
      .where("id", "!=", row.id)
      .execute();
    // A path that redirects is no longer missing.
    await forgetNotFoundPath(trx, source);
    return { redirect: toRedirectJson(row), replaced: Boolean(existing) };
  };
  if (db.isTransaction) return write(db);
  const saved = await db.transaction().execute(write);
  await announcePublicChange(db);
  return saved;
}

/**
 * A page moved from `from` to `to` (a changed slug): its old address redirects (301) to the
 * new one, older redirects to the old address follow, and a redirect from the new address
 * (it was the page's address before) is removed, so no loop is made. The caller announces
 * the change with its own (a post's or a page's save announces one).
 */
export async function redirectMovedPage(db: Kysely<DB>, from: string, to: string): Promise<void> {
  if (from === to) return;
  const move = async (trx: Kysely<DB>) => {
    await trx.deleteFrom("redirects").where("source", "=", redirectSource(to)!).execute();
    await saveRedirect(trx, { source: from, target: to, match: "exact", status: 301, origin: "slug" });
  };
  await (db.isTransaction ? move(db) : db.transaction().execute(move));
}

export async function deleteRedirect(db: Kysely<DB>, id: string): Promise<Redirect | undefined> {
  const row = await db.deleteFrom("redirects").where("id", "=", id).returningAll().executeTakeFirst();
  if (row) await announcePublicChange(db);
  return row && toRedirectJson(row);
}

/** Adds the hits counted since the last write, per redirect, with the latest moment of each. */
export async function addRedirectHits(
  db: Kysely<DB>,
  hits: ReadonlyMap<string, { hits: number; lastHitAt: string }>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [id, counted] of hits)
      await trx
        .updateTable("redirects")
        .set({
          hits: sql`hits + ${counted.hits}`,
          lastHitAt: sql`case when last_hit_at is null or last_hit_at < ${counted.lastHitAt} then ${counted.lastHitAt} else last_hit_at end`,
        })
        .where("id", "=", id)
        .execute();
  });
}
