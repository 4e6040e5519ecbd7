import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.server";
import { brotli } from "./ready-bytes.server";

/** A page cache before a page handler that answers each render with the content of the moment. */
async function cachedSite() {
  const pageCache = createPageCache();
  let content = "old";
  /** Words in a varied order, so that a harder brotli finds more to save than a quick one. */
  let filler = "";
  let renders = 0;
  /** Renders held until `release` is called, to put a clear in their middle. */
  let hold: Promise<void> | undefined;
  let release = () => {};
  const app = express();
  app.use(pageCache.sendStored);
  app.use(
    pageCache.store(async (_req, res) => {
      renders++;
      const read = content; // the render reads its content first, then takes its time
      await hold;
      res.type("html").send(`<!DOCTYPE html><p>${read}</p>${filler}`);
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/blog`;
  return {
    pageCache,
    get renders() {
      return renders;
    },
    change(next: string) {
      content = next;
      pageCache.clear();
    },
    holdRenders() {
      hold = new Promise((resolve) => (release = resolve));
    },
    releaseRenders() {
      hold = undefined;
      release();
    },
    fill(text: string) {
      filler = text;
    },
    page: async () => (await fetch(url)).text(),
    /** The stored page, as the cached-page listener looks it up (a request for it). */
    stored: () => pageCache.lookup({ method: "GET", url: "/blog", headers: {} }, "/blog", "en"),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let site: Awaited<ReturnType<typeof cachedSite>> | undefined;
afterEach(async () => {
  site?.releaseRenders();
  await site?.close();
  site = undefined;
});

describe("the page cache", () => {
  it("keeps a rendered page until a change clears it", async () => {
    site = await cachedSite();
    expect(await site.page()).toContain("old");
    expect(await site.page()).toContain("old");
    expect(site.renders).toBe(1);
    site.change("new");
    expect(await site.page()).toContain("new");
    expect(site.renders).toBe(2);
  });

  it("does not keep a page whose render began before a change, nor hand it to requests after it", async () => {
    site = await cachedSite();
    site.holdRenders();
    const before = site.page();
    await expect.poll(() => site!.renders).toBe(1);
    // The change lands while that render is on its way (a post published at its moment).
    site.change("new");
    const after = site.page();
    site.releaseRenders();
    expect(await before).toContain("old");
    expect(await after).toContain("new");
    expect(await site.page()).toContain("new");
  });

  it("compresses a page harder only once it is asked for again", async () => {
    site = await cachedSite();
    const words = ["agency", "design", "brand", "growth", "mobile", "search", "launch", "story", "client", "value"];
    site.fill(Array.from({ length: 4000 }, (_, n) => words[((n * 7919) % 13) % words.length]).join(" "));
    await site.page();
    const page = site.stored()!;
    // As the first visitor got it: the quick brotli, not the harder one begun for it.
    const quick = page.bodies.br;
    expect(quick).toEqual(await brotli(page.bodies.identity, 5));
    // The lookup above was a second request: the smaller copy follows for later visitors.
    await expect.poll(() => page.bodies.br.length).toBeLessThan(quick.length);
    expect(page.bodies.br).toEqual(await brotli(page.bodies.identity, 11));
  });
});
