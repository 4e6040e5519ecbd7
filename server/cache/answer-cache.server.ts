import { LRUCache } from "lru-cache";
import type { ReadCache } from "../db/read-cache.server";
import { type ReadyBytes, readyBytesSize } from "./ready-bytes.server";

/**
 * A small in-memory cache of public answers that depend only on published content
 * (post lists, posts, categories, the sitemap and feeds). Every change to posts or
 * categories clears it, on every instance that shares a PostgreSQL database
 * (docs/decisions/020).
 *
 * Bounded by the bytes it holds, not by entries: keys come from visitors' queries, and
 * a flood of distinct ones must push old answers out rather than grow the process.
 */
export interface AnswerCache extends ReadCache {
  /**
   * An answer sent as it is stored, compressed once (docs/decisions/031): the stored one,
   * else `prepare`'s, which concurrent requests for the same key wait for.
   */
  ready(key: string, prepare: () => Promise<ReadyBytes>): Promise<ReadyBytes>;
  /** Whether a request is preparing the answer of `key` now (others asking wait for it). */
  isPreparing(key: string): boolean;
  clear(): void;
}

export function createAnswerCache({
  ttlMs = 30_000,
  maxBytes = 16 * 1024 * 1024,
  onClear,
  usable = () => true,
}: {
  ttlMs?: number;
  maxBytes?: number;
  /** Runs after every clear: caches built from the same content (rendered pages) follow. */
  onClear?: () => void;
  /** While false, answers are neither served nor kept (another instance's edit could go unheard). */
  usable?: () => boolean;
} = {}): AnswerCache {
  const entries = new LRUCache<string, string | ReadyBytes>({
    maxSize: maxBytes,
    // JavaScript strings hold two bytes a character.
    sizeCalculation: (value, key) =>
      2 * key.length + (typeof value === "string" ? 2 * value.length : readyBytesSize(value)),
    ttl: ttlMs,
    ttlAutopurge: true,
  });
  const preparing = new Map<string, Promise<ReadyBytes>>();
  let clears = 0;
  return {
    get(key) {
      const value = usable() ? entries.get(key) : undefined;
      return typeof value === "string" ? value : undefined;
    },
    set(key, value) {
      if (usable()) entries.set(key, value);
    },
    ready(key, prepare) {
      if (!usable()) return prepare();
      const stored = entries.get(key);
      if (stored !== undefined && typeof stored !== "string") return Promise.resolve(stored);
      const waiting = preparing.get(key);
      if (waiting) return waiting;
      const generation = clears;
      const pending = prepare()
        .then((ready) => {
          // An answer computed before a clear may hold the content the clear was for.
          if (generation === clears) entries.set(key, ready);
          return ready;
        })
        .finally(() => {
          if (preparing.get(key) === pending) preparing.delete(key);
        });
      preparing.set(key, pending);
      return pending;
    },
    isPreparing: (key) => preparing.has(key),
    clear() {
      clears++;
      preparing.clear();
      entries.clear();
      onClear?.();
    },
  };
}
