import { setTimeout as sleep } from "node:timers/promises";
import { expect, it } from "vitest";
import { createAnswerCache } from "./answer-cache.server";

it("keeps values until they expire or the cache is cleared", async () => {
  const cache = createAnswerCache({ ttlMs: 50 });
  cache.set("a", "1");
  expect(cache.get("a")).toBe("1");
  await sleep(80);
  expect(cache.get("a")).toBeUndefined();
  cache.set("b", "2");
  cache.clear();
  expect(cache.get("b")).toBeUndefined();
});

it("drops the least recently used answers beyond its size in bytes", () => {
  const cache = createAnswerCache({ maxBytes: 2 * 3 * 100 });
  const answer = "x".repeat(99);
  cache.set("a", answer);
  cache.set("b", answer);
  cache.get("a");
  cache.set("c", answer);
  cache.set("d", answer);
  expect([cache.get("a"), cache.get("b"), cache.get("c"), cache.get("d")]).toEqual([answer, undefined, answer, answer]);
});

it("tells a dependent cache when it is cleared", () => {
  const pages = createAnswerCache();
  const content = createAnswerCache({ onClear: () => pages.clear() });
  pages.set("/blog", "<html>");
  content.clear();
  expect(pages.get("/blog")).toBeUndefined();
});
