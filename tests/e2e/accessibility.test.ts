import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seededPublicPageKinds as publicPages } from "../support/seeded-content";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { adminScreenDrawn } from "../support/admin-in-browser";
import { violations } from "../support/axe";
import { atEachWidth, turned, type Viewport, viewports } from "../support/browser";
import { navigateInPage, siteInBrowser, waitForHydration } from "../support/site-in-browser";

/** The widths the checks run at: a phone, and a laptop wider than the desktop breakpoint. */
const phone: Viewport = viewports.phone;
const desktop: Viewport = { width: 1366, height: 900 };
const widths = [phone, desktop];

// One server and one browser for both groups.
const site = siteInBrowser();

/** What axe finds on the open page, prefixed with `path` and the width. */
const violationsOn = (page: Page, path: string) => async (viewport: Viewport) =>
  (await violations(page)).map((violation) => `${path} on a ${viewport === phone ? "phone" : "desktop"}: ${violation}`);

/** Halves of `list`, each kept in order: the work of two tabs. */
const halves = <T>(list: readonly T[]): [T[], T[]] => {
  const middle = Math.ceil(list.length / 2);
  return [list.slice(0, middle), list.slice(middle)];
};

/**
 * Checks `paths` one after another in a tab of its own: each opened at the first of its
 * widths (`open`), then resized to the other, with axe run at each. The first width turns
 * from one path to the next, starting at `turn`: a tab is then already at the width the
 * next path opens at, and across the two turns a test gives each path, every path is
 * checked opened at both widths and resized to both. `tab` opens the first path at its
 * width in a new tab.
 */
async function violationsInTab(
  paths: readonly string[],
  turn: number,
  tab: (path: string, width: Viewport) => Promise<Page>,
  open: (page: Page, path: string) => Promise<unknown>,
): Promise<string[]> {
  const found: string[] = [];
  let page: Page | undefined;
  for (const [step, path] of paths.entries()) {
    const order = turned(widths, turn + step);
    const inTab: Page | undefined = page;
    page = inTab ?? (await tab(path, order[0]!));
    const load = inTab ? () => open(inTab, path) : async () => {};
    found.push(...(await atEachWidth(page, order, load, violationsOn(page, path))));
  }
  return found;
}

describe("every public page has no WCAG 2.2 A or AA violation that axe-core finds", () => {
  // The two languages load each page at different widths, so every page is checked freshly
  // loaded at both widths, and resized to both.
  for (const [index, language] of ["en", "az"].entries()) {
    it(`on a phone and a desktop in ${language}`, async () => {
      // Two tabs, each going through half of the pages, side by side (reduced motion: what
      // axe sees is the settled page). A tab is opened on its first page at its first width;
      // the first visit of a test takes over the shared tab, so the second waits for it.
      const tab = (path: string, viewport: Viewport) => site.visit(path, { viewport, reducedMotion: "reduce" });
      const open = async (page: Page, path: string) => {
        await page.goto(`${site.server.url}${path}`, { waitUntil: "domcontentloaded" });
        await waitForHydration(page);
      };
      const [first, second] = halves(publicPages.map((path) => `${path}?lng=${language}`));
      const firstTab = await tab(first[0]!, turned(widths, index)[0]!);
      const found = await Promise.all([
        violationsInTab(first, index, async () => firstTab, open),
        violationsInTab(second, index + first.length, tab, open),
      ]);
      expect(found.flat()).toEqual([]);
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
    // Each tab loads its first screen whole and reaches the others by the admin's router, as
    // staff do: the admin is not loaded, hydrated and given axe-core again per screen, which
    // took most of this test. Two tabs, each with half of the screens, side by side.
    const open = async (page: Page, screen: string) => {
      await navigateInPage(page, screen);
      await adminScreenDrawn(page);
    };
    const [first, second] = halves(screens);
    // Signed out first: the sign-in screen; then the token the form would have stored.
    const page = await site.visit("/admin/login", { viewport: phone, reducedMotion: "reduce" });
    const fromSignIn = async () => {
      const found = await atEachWidth(page, widths, async () => {}, violationsOn(page, "/admin/login"));
      await page.evaluate((token) => localStorage.setItem("adminToken", token), admin.token);
      // On by the admin's router, as the sign-in form goes on once it has stored the token:
      // the admin is not loaded and hydrated again, nor axe-core loaded into it again.
      const signedIn = async (screen: string, viewport: Viewport) => {
        await page.setViewportSize(viewport);
        await open(page, screen);
        return page;
      };
      return [...found, ...(await violationsInTab(first, 1, signedIn, open))];
    };
    const storageState = storageHoldingToken(site.server.url, admin.token);
    const newTab = async (screen: string, viewport: Viewport) => {
      const tab = await site.visit(screen, { viewport, storageState, reducedMotion: "reduce" });
      await adminScreenDrawn(tab);
      return tab;
    };
    const found = await Promise.all([fromSignIn(), violationsInTab(second, 1 + first.length, newTab, open)]);
    expect(found.flat()).toEqual([]);
  }, 240_000);
});
