import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seededPublicPageKinds as publicPages } from "../support/seeded-content";
import { signInAsAdmin } from "../support/admin-client";
import { violations } from "../support/axe";
import { atEachWidth, turned, type Viewport, viewports } from "../support/browser";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

/** The widths the checks run at: a phone, and a laptop wider than the desktop breakpoint. */
const phone: Viewport = viewports.phone;
const desktop: Viewport = { width: 1366, height: 900 };
const widths = [phone, desktop];

// One server and one browser for both groups.
const site = siteInBrowser();

/** What axe finds on the open page, prefixed with `path` and the width. */
const violationsOn = (page: Page, path: string) => async (viewport: Viewport) =>
  (await violations(page)).map((violation) => `${path} on a ${viewport === phone ? "phone" : "desktop"}: ${violation}`);

/**
 * Opens `path` in the tab at the first of `order`, waits until it is hydrated (and
 * `ready`), resizes it to the other width, and lists what axe finds at each.
 */
function violationsAt(page: Page, path: string, order: Viewport[], ready?: () => Promise<unknown>) {
  const load = async () => {
    await page.goto(`${site.server.url}${path}`, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await ready?.();
  };
  return atEachWidth(page, order, load, violationsOn(page, path));
}

describe("every public page has no WCAG 2.2 A or AA violation that axe-core finds", () => {
  // The two languages load each page at different widths, so every page is checked freshly
  // loaded at both widths, and resized to both.
  for (const [index, language] of ["en", "az"].entries()) {
    it(`on a phone and a desktop in ${language}`, async () => {
      // One tab goes through every page (reduced motion: what axe sees is the settled page).
      const page = await site.visit(`/?lng=${language}`, { reducedMotion: "reduce" });
      const found: string[] = [];
      for (const path of publicPages)
        found.push(...(await violationsAt(page, `${path}?lng=${language}`, turned(widths, index))));
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
      "/admin/logo-orders",
      "/admin/settings",
      "/admin/users",
      "/admin/activity",
      "/admin/profile",
      "/admin/redirects",
      "/admin/import",
      "/admin/webhooks",
      "/admin/pages",
      "/admin/pages/home",
    ];
    // Signed out first: the sign-in screen; then the token the form would have stored.
    const page = await site.visit("/admin/login", { viewport: phone, reducedMotion: "reduce" });
    const found = await atEachWidth(page, widths, async () => {}, violationsOn(page, "/admin/login"));
    await page.evaluate((token) => localStorage.setItem("adminToken", token), admin.token);
    // A screen's data has arrived when its main heading shows.
    const headingShown = () => page.getByRole("heading", { level: 1 }).first().waitFor();
    for (const [index, screen] of screens.entries())
      found.push(...(await violationsAt(page, screen, turned(widths, index + 1), headingShown)));
    expect(found).toEqual([]);
  }, 240_000);
});
