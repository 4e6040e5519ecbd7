import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { createAnswerCache } from "./answer-cache.server";
import { prepareReadyBytes, type ReadyBytes } from "./ready-bytes.server";

it("keeps values until they expire or the cache is cleared", async () => {
  const cache = createAnswerCache({ ttlMs: 50 });
  cache.set("a", "1");
  expect(cache.get("a")).toBe("1");
  await expect.poll(() => cache.get("a"), { interval: 10 }).toBeUndefined();
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

it("prepares a ready answer once for concurrent requests and keeps it until a clear", async () => {
  const cache = createAnswerCache();
  let prepared = 0;
  const prepare = async () => {
    prepared++;
    return prepareReadyBytes(Buffer.from(`{"n":${prepared}}`), { "content-type": "application/json" });
  };
  const firstAsked = cache.ready("k", prepare);
  expect(cache.isPreparing("k")).toBe(true);
  const [first, second] = await Promise.all([firstAsked, cache.ready("k", prepare)]);
  expect(cache.isPreparing("k")).toBe(false);
  expect(second).toBe(first);
  expect(await cache.ready("k", prepare)).toBe(first);
  expect(gunzipSync(first.bodies.gzip).toString()).toBe('{"n":1}');
  expect(brotliDecompressSync(first.bodies.br).toString()).toBe('{"n":1}');
  cache.clear();
  expect((await cache.ready("k", prepare)).bodies.identity.toString()).toBe('{"n":2}');
});

it("does not keep an answer prepared before a clear", async () => {
  const cache = createAnswerCache();
  let finish: (ready: ReadyBytes) => void = () => {};
  const stale = cache.ready("k", () => new Promise((resolve) => (finish = resolve)));
  cache.clear();
  finish(await prepareReadyBytes(Buffer.from("old"), {}));
  await stale;
  const fresh = await cache.ready("k", () => prepareReadyBytes(Buffer.from("new"), {}));
  expect(fresh.bodies.identity.toString()).toBe("new");
});
