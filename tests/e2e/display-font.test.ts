import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Viewport, viewports } from "../support/browser";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

const site = siteInBrowser();

/** Whether a face of Manrope itself (not its fallback) has loaded in the page. */
const manropeLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Manrope" && face.status === "loaded"),
  );

/** The hero heading's box once the page has settled. */
const heroBox = async (page: Page) => {
  const heading = page.getByRole("heading", { level: 1 });
  await heading.waitFor();
  return (await heading.boundingBox())!;
};

describe("the display font (decision 056)", () => {
  it.each([viewports.phone, { width: 1440, height: 900 }] as Viewport[])(
    "in each language the hero heading takes the same box in the fallback as in Manrope (%o)",
    async (viewport) => {
      // Two visitors, each in one tab going from language to language: one whose browser has
      // Manrope, one whose Manrope never arrives (the heading stays in the metric-matched fallback).
      const loaded = await site.visit("/?lng=en", { viewport });
      const blocked = await site.visit(
        "/?lng=en",
        { viewport },
        {
          prepare: (tab) => tab.route(/\.woff2(\?|$)/, (route) => route.abort()),
          expectedErrors: /Failed to load resource|ERR_FAILED/,
        },
      );
      const open = async (page: Page, language: string) => {
        if (language === "en") return;
        await page.goto(`${site.server.url}/?lng=${language}`, { waitUntil: "domcontentloaded" });
        await waitForHydration(page);
      };
      for (const language of ["en", "tr", "ru", "az"]) {
        await open(blocked, language);
        const fallback = await heroBox(blocked);
        expect(await manropeLoaded(blocked)).toBe(false);

        await open(loaded, language);
        // `optional` uses the font only when it is there at the first paint: once it is
        // cached (every subset this language's page asked for), a reload paints in it.
        await expect.poll(() => manropeLoaded(loaded)).toBe(true);
        await loaded.evaluate(() => document.fonts.ready);
        await loaded.reload();
        await expect.poll(() => manropeLoaded(loaded)).toBe(true);
        const manrope = await heroBox(loaded);

        expect(Math.abs(manrope.height - fallback.height), language).toBeLessThanOrEqual(1);
        expect(Math.abs(manrope.y - fallback.y)).toBeLessThanOrEqual(1);
      }
    },
    120_000,
  );

  it("every heading and the What we do cards' titles are set in Manrope", async () => {
    const page = await site.visit("/");
    const families = await page.evaluate(() =>
      [
        ...document.querySelectorAll("main h1, main h2, main h3, main button[aria-haspopup='dialog'] > span.text-xl"),
      ].map((element) => getComputedStyle(element).fontFamily),
    );
    expect(families.length).toBeGreaterThan(8);
    for (const family of families) expect(family).toMatch(/^"?Manrope"?, "Manrope Fallback"/);
  });
});
