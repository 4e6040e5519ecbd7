import { LRUCache } from "lru-cache";

/**
 * A small in-memory cache of public answers that depend only on published content
 * (post lists, posts, categories, the sitemap and feeds). Every change to posts or
 * categories clears it, on every instance that shares a PostgreSQL database
 * (docs/decisions/020).
 *
 * Bounded by the bytes it holds, not by entries: keys come from visitors' queries, and
 * a flood of distinct ones must push old answers out rather than grow the process.
 */
export interface AnswerCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
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
  const entries = new LRUCache<string, string>({
    maxSize: maxBytes,
    // JavaScript strings hold two bytes a character.
    sizeCalculation: (value, key) => 2 * (value.length + key.length),
    ttl: ttlMs,
    ttlAutopurge: true,
  });
  return {
    get: (key) => (usable() ? entries.get(key) : undefined),
    set(key, value) {
      if (usable()) entries.set(key, value);
    },
    clear() {
      entries.clear();
      onClear?.();
    },
  };
}
