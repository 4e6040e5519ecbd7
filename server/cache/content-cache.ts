/**
 * A small in-memory cache of public answers that depend only on published content
 * (post lists, posts, categories). Every change to posts or categories clears it, so an
 * edit shows at once on this instance; the TTL bounds staleness on other instances that
 * share a PostgreSQL database.
 */
export interface ContentCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  clear(): void;
}

export function createContentCache({
  ttlMs = 30_000,
  maxEntries = 1000,
  onClear,
}: {
  ttlMs?: number;
  maxEntries?: number;
  /** Runs after every clear: caches built from the same content (rendered pages) follow. */
  onClear?: () => void;
} = {}): ContentCache {
  const entries = new Map<string, { value: string; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires < Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      // Oldest first out: Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: Date.now() + ttlMs });
    },
    clear() {
      entries.clear();
      onClear?.();
    },
  };
}
