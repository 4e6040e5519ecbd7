import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { atEachWidth, turned, type Viewport, viewports } from "../support/browser";
import { seededPublicPageKinds } from "../support/seeded-content";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

const site = siteInBrowser();

const phone: Viewport = viewports.phone;
const desktop: Viewport = { width: 1440, height: 900 };

/**
 * Scrolls `page` from the top to the end, a screen less a little at a time, and at each stop
 * waits (up to the 5 s `expect.poll` gives) for no line of the page's text to lie under a
 * floating part that is shown (the chat button, each social link of the rail, the special
 * offer); what is still under one is listed as "at N px, part: text". A part faded out or
 * hidden counts as not shown; one moving aside counts as shown. The whole sweep runs in the
 * page, checked at every frame, instead of a round trip to the test per stop and check.
 */
async function expectNoTextUnderFloatingParts(page: Page, viewport: Viewport, label: string) {
  const found = await page.evaluate(
    async ({ step, timeout }) => {
      const cluster = document.querySelector('aside[aria-label="Contact shortcuts"]');
      const textUnderFloatingParts = () => {
        const boxes = [
          ...(cluster ? [...cluster.querySelectorAll("a")] : []),
          ...document.querySelectorAll("[data-special-offer]"),
        ]
          .filter((part) => {
            const style = getComputedStyle(part);
            const box = part.getBoundingClientRect();
            const faded = cluster?.contains(part) && getComputedStyle(cluster).opacity === "0";
            return style.visibility !== "hidden" && !faded && box.width > 0 && box.height > 0;
          })
          .map((part) => ({ part, box: part.getBoundingClientRect() }));
        const under: string[] = [];
        if (boxes.length === 0) return under;
        const range = document.createRange();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          const parent = node.parentElement;
          if (!text || !parent || cluster?.contains(parent)) continue;
          if (parent.closest("[data-special-offer], header, script, style")) continue;
          range.selectNodeContents(node);
          const rects = [...range.getClientRects()];
          // Where the text lies first, its style only where that meets a part.
          const meets = boxes.filter(({ box }) =>
            rects.some((r) => r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom),
          );
          if (meets.length === 0) continue;
          const style = getComputedStyle(parent);
          // Unseen text: hidden, or screen-reader only (clipped to nothing).
          if (style.visibility === "hidden" || style.clipPath === "inset(50%)") continue;
          for (const { part } of meets) under.push(`${part.getAttribute("aria-label") ?? part.tagName}: ${text}`);
        }
        return under;
      };
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const height = document.documentElement.scrollHeight;
      const tops = [...Array.from({ length: Math.ceil(height / step) }, (_, index) => index * step), height];
      const misses: string[] = [];
      for (const top of tops) {
        window.scrollTo({ top, behavior: "instant" });
        // A part that must step aside does so on the next frame and slides for 200 ms.
        await frame();
        const deadline = performance.now() + timeout;
        let under = textUnderFloatingParts();
        while (under.length > 0 && performance.now() < deadline) {
          await frame();
          under = textUnderFloatingParts();
        }
        misses.push(...under.map((line) => `at ${top} px, ${line}`));
      }
      return misses;
    },
    { step: viewport.height - 100, timeout: 5_000 },
  );
  expect(found, label).toEqual([]);
}

/**
 * Runs `check` with the page's animations and transitions ten times faster (Chromium's
 * animation clock, which DevTools' animation panel sets): the floating parts' 200 ms slides
 * end in 20 ms, and where they rest is the same.
 */
async function withQuickAnimations(page: Page, check: () => Promise<unknown>) {
  const devtools = await page.context().newCDPSession(page);
  try {
    await devtools.send("Animation.enable");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 10 });
    await check();
  } finally {
    // The tab is reused by the next test: its animations at their own pace again.
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await devtools.detach();
  }
}

describe("floating parts (decision 056)", () => {
  it.each(seededPublicPageKinds.map((path, index) => [path, index] as const))(
    "%s: at 1440 px and 390 px no floating part is shown over text, wherever the page is scrolled",
    async (path, index) => {
      // Loaded at one width and resized to the other, as a turned phone or a resized window
      // is; the first width turns from one page to the next, so each width is also loaded fresh.
      const order = turned([desktop, phone], index);
      const page = await site.visit(path, { viewport: order[0] });
      await withQuickAnimations(page, () =>
        atEachWidth(
          page,
          order,
          async () => {},
          async (viewport, resized) => {
            const label = `${path} at ${viewport.width} px${resized ? ` (resized from ${order[0]!.width} px)` : ""}`;
            await expectNoTextUnderFloatingParts(page, viewport, label);
            return [];
          },
        ),
      );
    },
    120_000,
  );

  it("a new visitor's offer joins the one cluster on a desktop and waits while it would cover text", async () => {
    // The page's clock moved past the offer's two seconds at once instead of waiting them out.
    const page = await site.visit(
      "/",
      { viewport: desktop },
      { newVisitor: true, prepare: (tab) => tab.clock.install() },
    );
    await page.clock.runFor(2_000);
    await page.locator("[data-special-offer]").waitFor({ state: "attached", timeout: 5_000 });
    await expectNoTextUnderFloatingParts(page, desktop, "/ with the offer");
    // Wherever it is shown: above the chat button, in its column, and the social rail gone.
    for (let top = 0, height = 1; top <= height; top += 300) {
      height = await page.evaluate((y) => {
        window.scrollTo({ top: y, behavior: "instant" });
        return document.documentElement.scrollHeight;
      }, top);
      const layout = await page.evaluate(
        () =>
          new Promise<null | { offer: DOMRect; chat: DOMRect; rail: number }>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const offer = document.querySelector("[data-special-offer]")!;
                if (getComputedStyle(offer).visibility === "hidden") return resolve(null);
                const chat = document
                  .querySelector('aside[aria-label="Contact shortcuts"] a[href*="wa.me"]')!
                  .getBoundingClientRect();
                const rail = document.querySelector('aside[aria-label="Contact shortcuts"] ul');
                resolve({
                  offer: offer.getBoundingClientRect().toJSON(),
                  chat: chat.toJSON(),
                  rail: rail ? rail.getBoundingClientRect().height : 0,
                });
              }),
            ),
          ),
      );
      if (!layout) continue;
      expect(layout.offer.bottom).toBeLessThanOrEqual(layout.chat.top);
      expect(Math.round(layout.offer.right)).toBe(Math.round(layout.chat.right));
      expect(layout.rail).toBe(0);
    }
  }, 60_000);

  it.each([desktop, phone])("the contact page shows one set of social links, its own (at %o)", async (viewport) => {
    const page = await site.visit("/contact", { viewport });
    const sets = page.getByRole("list", { name: "Social links" });
    await expect.poll(() => sets.count()).toBe(1);
    expect(await sets.evaluate((list) => Boolean(list.closest("main")))).toBe(true);
    // Elsewhere the floating rail and the footer keep theirs (the same tab, loading the page anew).
    await page.setViewportSize(desktop);
    await page.goto(`${site.server.url}/about`, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    expect(await page.getByRole("list", { name: "Social links" }).count()).toBe(2);
  });
});
