import { type Kysely, sql } from "kysely";
import { isPostgres } from "./database.server";
import type { DB } from "./schema.server";

type Listener = () => void;

// Per database handle, so each app (and each test's app) hears only its own writes.
const listeners = new WeakMap<Kysely<DB>, Set<Listener>>();

/** The PostgreSQL channel on which every instance hears of every other's writes. */
export const publicChangeChannel = "content_changes";

/**
 * Subscribes to "content visitors see has changed" (posts, categories): caches built from
 * it listen here, so no write path can forget to clear them. Returns the unsubscribe.
 */
export function onPublicChange(db: Kysely<DB>, listener: Listener): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set.add(listener));
  return () => set.delete(listener);
}

/** Tells this process's listeners on `db`; the other instances hear it through PostgreSQL. */
export function tellPublicChanged(db: Kysely<DB>): void {
  for (const listener of listeners.get(db) ?? []) listener();
}

/**
 * Called by the data modules after each write to published content, with the handle that
 * wrote (the database or a transaction). On PostgreSQL every instance hears it through
 * NOTIFY; on a transaction PostgreSQL delivers it at the commit, and not at all on a
 * rollback, so no instance clears its caches before the change can be read.
 */
export async function announcePublicChange(db: Kysely<DB>): Promise<void> {
  tellPublicChanged(db);
  if (isPostgres(db)) await sql`select pg_notify(${publicChangeChannel}, '')`.execute(db);
}
