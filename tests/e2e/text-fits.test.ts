import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { languageCodes } from "../../common/i18n/languages";
import { atEachWidth, launchBrowser, turned, type Viewport } from "../support/browser";
import { seededPublicPagePaths } from "../support/seeded-content";
import { type RunningServer, startServer } from "../support/server";
import { findMisfits, type Misfit } from "../support/text-fit";

// Issue 16's guard: every public page in every language at a small phone, a phone and a
// laptop, with nothing wider than the window and no text cut or spilling out of its box.
const widths = [320, 390, 1366] as const;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function pagePaths(): Promise<string[]> {
  const answer = (await (await fetch(`${server.url}/api/posts?limit=1`)).json()) as { posts: { slug: string }[] };
  return [...seededPublicPagePaths, `/blog/${answer.posts[0]!.slug}`];
}

it(
  "every public page fits at 320, 390 and 1366 px in all four languages, loaded at each width and resized to the others: no sideways scrolling, no text cut or spilling out",
  { timeout: 600_000 },
  async () => {
    const paths = await pagePaths();
    // One tab per language, side by side; each page loaded at one width and resized to the
    // other two, the first width turning from one language to the next.
    const found = await Promise.all(
      languageCodes.map(async (language, index) => {
        const order = turned(widths, index).map((width) => ({ width, height: 800 }));
        const context = await browser.newContext();
        // Seen the special offer already: it is a fixed layer, not part of the page's flow.
        await context.addInitScript(() => window.localStorage.setItem("specialOfferSeen", "seen"));
        const page = await context.newPage();
        const misfits: (Misfit & { at: string })[] = [];
        for (const path of paths) {
          const address = `${path}?lng=${language}`;
          const load = () => page.goto(`${server.url}${address}`, { waitUntil: "load" });
          const check = async ({ width }: Viewport, resized: boolean) => {
            const at = `${width}px ${address}${resized ? ` (resized from ${order[0]!.width}px)` : ""}`;
            return (await findMisfits(page)).map((misfit) => ({ ...misfit, at }));
          };
          misfits.push(...(await atEachWidth(page, order, load, check)));
        }
        await context.close();
        return misfits;
      }),
    );
    expect(found.flat()).toEqual([]);
  },
);
