import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seededPublicPagePaths as publicPagePaths } from "../support/seeded-content";
import { signInAsAdmin } from "../support/admin-client";
import { violations } from "../support/axe";
import { resizeTo, viewports } from "../support/browser";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

/** Every public page, with one detail page per kind: the others share its template. */
const template = (path: string) => path.replace(/^\/(services|portfolio)\/.+/, "/$1/:id");
const publicPages = publicPagePaths.filter(
  (path, index) => publicPagePaths.findIndex((other) => template(other) === template(path)) === index,
);

/** The widths the checks run at: a phone, and a laptop wider than the desktop breakpoint. */
type Viewport = { width: number; height: number };
const phone: Viewport = viewports.phone;
const desktop: Viewport = { width: 1366, height: 900 };
const widthName = (viewport: Viewport) => (viewport === phone ? "phone" : "desktop");

// One server and one browser for both groups.
const site = siteInBrowser();

/**
 * Opens `path` in the tab at the first width, waits until it is hydrated (and `ready`),
 * then resizes it to the second, as a turned phone does, and lists what axe finds at each,
 * prefixed with the path and the width. A resize costs Chromium far less than a load.
 */
async function violationsAt(
  page: Page,
  path: string,
  widths: Viewport[],
  ready?: () => Promise<unknown>,
): Promise<string[]> {
  const found: string[] = [];
  for (const [step, viewport] of widths.entries()) {
    if (step === 0) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.server.url}${path}`, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      await ready?.();
    } else await resizeTo(page, viewport);
    found.push(...(await violations(page)).map((violation) => `${path} on a ${widthName(viewport)}: ${violation}`));
  }
  return found;
}

/** Every other page is loaded on a phone and resized to a desktop, the rest the other way round. */
const widthsFor = (index: number) => (index % 2 === 0 ? [phone, desktop] : [desktop, phone]);

describe("every public page has no WCAG 2.2 A or AA violation that axe-core finds", () => {
  // The two languages load each page at different widths, so every page is checked freshly
  // loaded at both widths, and resized to both.
  for (const [index, language] of ["en", "az"].entries()) {
    it(`on a phone and a desktop in ${language}`, async () => {
      // One tab goes through every page (reduced motion: what axe sees is the settled page).
      const page = await site.visit(`/?lng=${language}`, { reducedMotion: "reduce" });
      const found: string[] = [];
      for (const path of publicPages)
        found.push(...(await violationsAt(page, `${path}?lng=${language}`, widthsFor(index))));
      expect(found).toEqual([]);
    }, 240_000);
  }
});

describe("every admin screen has no WCAG 2.2 A or AA violation that axe-core finds", () => {
  it("on a phone and a desktop", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const { body } = await admin.call("GET", "/api/posts?limit=1");
    const screens = [
      "/admin",
      "/admin/posts",
      "/admin/posts/new",
      `/admin/posts/edit/${body.posts[0]._id}`,
      "/admin/media",
      "/admin/categories",
      "/admin/comments",
      "/admin/applications",
      "/admin/messages",
      "/admin/subscribers",
      "/admin/settings",
      "/admin/users",
      "/admin/activity",
      "/admin/profile",
    ];
    // Signed out first: the sign-in screen; then the token the form would have stored.
    const page = await site.visit("/admin/login", { reducedMotion: "reduce" });
    const found = await violationsAt(page, "/admin/login", [phone, desktop]);
    await page.evaluate((token) => localStorage.setItem("adminToken", token), admin.token);
    // A screen's data has arrived when its main heading shows.
    const headingShown = () => page.getByRole("heading", { level: 1 }).first().waitFor();
    for (const [index, screen] of screens.entries())
      found.push(...(await violationsAt(page, screen, widthsFor(index + 1), headingShown)));
    expect(found).toEqual([]);
  }, 240_000);
});
