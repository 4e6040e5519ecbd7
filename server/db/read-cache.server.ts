/**
 * What a data module's cached read needs of a cache: text by key. The answer cache above
 * (server/cache) is one; the data modules name this instead, so they sit below it
 * (decision 049). Whoever owns the cache clears it on every content change.
 */
export interface ReadCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}
