import { afterEach, expect, it, vi } from "vitest";
import { createContentCache } from "./content-cache";

afterEach(() => {
  vi.useRealTimers();
});

it("keeps values until they expire or the cache is cleared", () => {
  vi.useFakeTimers();
  const cache = createContentCache({ ttlMs: 1000 });
  cache.set("a", "1");
  expect(cache.get("a")).toBe("1");
  vi.advanceTimersByTime(1001);
  expect(cache.get("a")).toBeUndefined();
  cache.set("b", "2");
  cache.clear();
  expect(cache.get("b")).toBeUndefined();
});

it("drops the oldest entry beyond its size", () => {
  const cache = createContentCache({ maxEntries: 2 });
  cache.set("a", "1");
  cache.set("b", "2");
  cache.set("c", "3");
  expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, "2", "3"]);
});

it("tells a dependent cache when it is cleared", () => {
  const pages = createContentCache();
  const content = createContentCache({ onClear: () => pages.clear() });
  pages.set("/blog", "<html>");
  content.clear();
  expect(pages.get("/blog")).toBeUndefined();
});
