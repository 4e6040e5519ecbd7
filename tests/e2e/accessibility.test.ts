import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seededPublicPagePaths as publicPagePaths } from "../support/seeded-content";
import { signInAsAdmin } from "../support/admin-client";
import { violations } from "../support/axe";
import { viewports } from "../support/browser";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

/** Every public page, with one detail page per kind: the others share its template. */
const template = (path: string) => path.replace(/^\/(services|portfolio)\/.+/, "/$1/:id");
const publicPages = publicPagePaths.filter(
  (path, index) => publicPagePaths.findIndex((other) => template(other) === template(path)) === index,
);

/** The widths the checks run at: a phone, and a laptop wider than the desktop breakpoint. */
const checkedViewports = [
  ["phone", viewports.phone],
  ["desktop", { width: 1366, height: 900 }],
] as const;

// One server and one browser for both groups.
const site = siteInBrowser();

/** Opens `path` in the tab, waits until it is hydrated (and `ready`), and lists what axe finds, each prefixed with the path. */
async function violationsAt(page: Page, path: string, ready?: () => Promise<unknown>): Promise<string[]> {
  await page.goto(`${site.server.url}${path}`, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  await ready?.();
  return (await violations(page)).map((violation) => `${path} ${violation}`);
}

describe("every public page has no WCAG 2.2 A or AA violation that axe-core finds", () => {
  for (const [name, viewport] of checkedViewports) {
    for (const language of ["en", "az"]) {
      it(`on a ${name} in ${language}`, async () => {
        // One tab goes through every page (reduced motion: what axe sees is the settled page).
        const page = await site.visit(`/?lng=${language}`, { viewport, reducedMotion: "reduce" });
        const found: string[] = [];
        for (const path of publicPages) found.push(...(await violationsAt(page, `${path}?lng=${language}`)));
        expect(found).toEqual([]);
      }, 180_000);
    }
  }
});

describe("every admin screen has no WCAG 2.2 A or AA violation that axe-core finds", () => {
  for (const [name, viewport] of checkedViewports) {
    it(`on a ${name}`, async () => {
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
      const page = await site.visit("/admin/login", { viewport, reducedMotion: "reduce" });
      const found = await violations(page).then((list) => list.map((violation) => `/admin/login ${violation}`));
      await page.evaluate((token) => localStorage.setItem("adminToken", token), admin.token);
      // A screen's data has arrived when its main heading shows.
      const headingShown = () => page.getByRole("heading", { level: 1 }).first().waitFor();
      for (const screen of screens) found.push(...(await violationsAt(page, screen, headingShown)));
      expect(found).toEqual([]);
    }, 120_000);
  }
});
