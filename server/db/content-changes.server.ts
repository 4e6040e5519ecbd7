import type { Kysely } from "kysely";
import type { DB } from "./schema.server";

type Listener = () => void;

// Per database handle, so each app (and each test's app) hears only its own writes.
const listeners = new WeakMap<Kysely<DB>, Set<Listener>>();

/**
 * Subscribes to "content visitors see has changed" (posts, categories): caches built from
 * it listen here, so no write path can forget to clear them. Returns the unsubscribe.
 */
export function onContentChange(db: Kysely<DB>, listener: Listener): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set.add(listener));
  return () => set.delete(listener);
}

/** Called by the data modules after each write to published content. */
export function announceContentChange(db: Kysely<DB>): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
