import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.server";

/** A page cache before a page handler that answers each render with the content of the moment. */
async function cachedSite() {
  const pageCache = createPageCache();
  let content = "old";
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
      res.type("html").send(`<!DOCTYPE html><p>${read}</p>`);
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
    page: async () => (await fetch(url)).text(),
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
});
