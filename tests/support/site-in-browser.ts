import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { launchBrowser, openPage, type TestPage } from "./browser";
import { type RunningServer, startServer } from "./server";

/** The home page's special offer remembers under this key that a visitor has seen it. */
const specialOfferStorageKey = "specialOfferSeen";

/** Waits until React has hydrated the page (entry.client.tsx marks `<html data-hydrated>`). */
export function waitForHydration(page: Page): Promise<unknown> {
  return page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/**
 * The built site and a Chromium for one test file: `visit(path)` opens the page in a
 * fresh context and waits until it is hydrated; any console error fails the test.
 */
export function siteInBrowser(serverOptions: Parameters<typeof startServer>[0] = {}) {
  let server: RunningServer;
  let browser: Browser;
  let current: TestPage | undefined;
  let expectedErrors: RegExp | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(serverOptions), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });
  afterEach(async () => {
    const errors = (current?.errors ?? []).filter((error) => !expectedErrors?.test(error));
    await current?.close();
    current = undefined;
    expectedErrors = undefined;
    expect(errors, "console errors in the browser").toEqual([]);
  });

  return {
    get server() {
      return server;
    },
    /** Console errors matching `pattern` (a failed request the test causes on purpose) do not fail this test. */
    expectErrors(pattern: RegExp) {
      expectedErrors = pattern;
    },
    /**
     * `prepare` runs before the page loads (install a fake clock, intercept a request);
     * console errors matching `expectedErrors` (a failed request the test causes) are allowed.
     * Visitors have seen the home page's special offer unless `newVisitor` is set, so it
     * does not pop up over what other tests click.
     */
    async visit(
      path: string,
      options: Parameters<typeof openPage>[1] = {},
      extra: { prepare?: (page: Page) => Promise<unknown>; expectedErrors?: RegExp; newVisitor?: boolean } = {},
    ): Promise<Page> {
      current = await openPage(browser, options);
      if (extra.expectedErrors) expectedErrors = extra.expectedErrors;
      if (!extra.newVisitor) {
        await current.page.addInitScript((key) => {
          if (window === window.top) window.localStorage.setItem(key, "seen");
        }, specialOfferStorageKey);
      }
      await extra.prepare?.(current.page);
      // Hydration, not the load event: a test that needs an image loaded waits for that image.
      await current.page.goto(`${server.url}${path}`, { waitUntil: "domcontentloaded" });
      await waitForHydration(current.page);
      return current.page;
    },
  };
}
