import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { launchBrowser, openPage, resetPage, type TestPage, viewports } from "./browser";
import { type RunningServer, startServer } from "./server";

/** The home page's special offer remembers under this key that a visitor has seen it. */
const specialOfferStorageKey = "specialOfferSeen";

/** Waits until React has hydrated the page (the root layout in app/root.tsx marks `<html data-hydrated>`). */
export function waitForHydration(page: Page): Promise<unknown> {
  return page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/**
 * Resolves once the page has drawn two frames from now: what a scroll, a resize or an effect
 * scheduled for the next frame has run. A wait on the page's own event, not a fixed sleep.
 */
export function afterFrames(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}

/**
 * Goes to `path` (path and query) by the site's router in the open page, as a link does:
 * resolves once the router has loaded the new page's data, drawn it and is at that address.
 */
export async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    // React Router's own router (framework mode sets it on window); a link calls the same.
    // `flushSync`: the new page is in the document when the navigation resolves; otherwise
    // React draws it in a transition a little later, after the address has changed, and a
    // check could still see the page before.
    const router = (
      window as unknown as {
        __reactRouterDataRouter: { navigate(to: string, options: { flushSync: boolean }): Promise<void> };
      }
    ).__reactRouterDataRouter;
    await router.navigate(to, { flushSync: true });
  }, path);
  await page.waitForFunction((to) => `${location.pathname}${location.search}` === to, path);
}

/** Marks the home page's special offer as seen in every document the page opens. */
function markOfferSeen(page: Page) {
  return page.addInitScript((key) => {
    if (window === window.top) window.localStorage.setItem(key, "seen");
  }, specialOfferStorageKey);
}

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/**
 * The local storage that `storageState` gives the site (a signed-in token), when that is all
 * it gives: then a reused tab can take it on. Undefined when it holds anything else.
 */
function siteStorageOnly(state: StorageState, siteUrl: string) {
  const origins = state.origins ?? [];
  if (state.cookies?.length || origins.some((origin) => origin.origin !== siteUrl)) return undefined;
  return origins.flatMap((origin) => origin.localStorage);
}

type ServerOptions = Parameters<typeof startServer>[0];

/** The sites files share (`sharedAs`), by name, as this worker started them. */
const sharedSites = new Map<string, { options: string; started: Promise<[RunningServer, Browser]> }>();
/** The shared sites that have started, for stopping them as the worker ends. */
const runningShared: [RunningServer, Browser][] = [];

/**
 * The server and Chromium that the files naming `name` share in this worker (one group of
 * files, one server start, as when they were one file). The files of a worker run one
 * after another (vitest.config.ts, `isolate: false`), so no two tests use it at once; the
 * site lives until the worker ends, and is stopped then (see `stopSharedSites`).
 */
function sharedSite(name: string, options: ServerOptions): Promise<[RunningServer, Browser]> {
  const key = JSON.stringify(options);
  const known = sharedSites.get(name);
  if (known) {
    if (known.options !== key) throw new Error(`the files sharing the site "${name}" ask for different servers`);
    return known.started;
  }
  if (sharedSites.size === 0) stopSharedSitesWithWorker();
  const started = Promise.all([startServer(options), launchBrowser()]).then(
    (site) => {
      runningShared.push(site);
      return site;
    },
    (error: unknown) => {
      sharedSites.delete(name);
      throw error;
    },
  );
  sharedSites.set(name, { options: key, started });
  return started;
}

/**
 * Vitest ends a worker with SIGTERM and kills it half a second later, too soon for a
 * server's graceful shutdown on a busy machine: the shared servers are killed and their
 * files removed at once, then the browsers closed. On any other exit the servers are killed
 * the same way; a server whose worker was killed outright stops by itself
 * (tests/support/exit-with-parent.cjs), and Playwright kills its browsers on exit.
 */
function stopSharedSitesWithWorker() {
  const killServers = () => {
    for (const [server] of runningShared) server.killNow();
  };
  process.once("SIGTERM", () => {
    killServers();
    void Promise.allSettled(runningShared.map(([, browser]) => browser.close())).finally(() => process.exit(0));
  });
  process.once("exit", killServers);
}

/**
 * The built site and a Chromium for one test file: `visit(path)` opens the page and waits
 * until it is hydrated; any console error fails the test.
 *
 * A test's first visit that asks for nothing but a viewport, a colour scheme, reduced
 * motion and the site's local storage (a signed-in token) reuses one tab, reset between
 * tests (`resetPage`), which is three times quicker than a new context. A visit with
 * other context options, a `prepare` step or a new visitor, and any later visit in the
 * same test, gets a fresh context, so no test's page is navigated away under it.
 *
 * Files that name the same `sharedAs` (with the same server options) share one server and
 * Chromium in a worker: one screen's tests per file without a server start per file.
 */
export function siteInBrowser(
  serverOptions: Parameters<typeof startServer>[0] = {},
  { sharedAs }: { sharedAs?: string } = {},
) {
  let server: RunningServer;
  let browser: Browser;
  let shared: TestPage | undefined;
  /** The pages this test opened, the shared tab at most once. */
  let opened: TestPage[] = [];
  let expectedErrors: RegExp | undefined;

  beforeAll(async () => {
    [server, browser] = sharedAs
      ? await sharedSite(sharedAs, serverOptions)
      : await Promise.all([startServer(serverOptions), launchBrowser()]);
  });
  afterAll(async () => {
    if (sharedAs) {
      await shared?.close();
      return;
    }
    await browser?.close();
    await server?.dispose();
  });
  afterEach(async () => {
    const errors = opened.flatMap((page) => page.errors).filter((error) => !expectedErrors?.test(error));
    await Promise.all(opened.filter((page) => page !== shared).map((page) => page.close()));
    opened = [];
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
      if (extra.expectedErrors) expectedErrors = extra.expectedErrors;
      const { viewport, storageState, colorScheme, reducedMotion, ...contextOptions } = options;
      const storage = typeof storageState === "object" ? siteStorageOnly(storageState, server.url) : [];
      const reusable =
        opened.length === 0 &&
        !extra.prepare &&
        !extra.newVisitor &&
        Object.keys(contextOptions).length === 0 &&
        storage !== undefined;
      let current: TestPage;
      if (reusable && shared) {
        current = shared;
        await resetPage(shared, viewport ?? viewports.desktop, `${server.url}/robots.txt`);
        if (colorScheme || reducedMotion) await shared.page.emulateMedia({ colorScheme, reducedMotion });
        // The tab is on a page of the site without scripts: stored before the visited page runs.
        if (storage?.length)
          await shared.page.evaluate((entries) => {
            for (const { name, value } of entries) localStorage.setItem(name, value);
          }, storage);
      } else {
        current = await openPage(browser, options);
        if (!extra.newVisitor) await markOfferSeen(current.page);
        if (reusable) shared = current;
      }
      opened.push(current);
      await extra.prepare?.(current.page);
      // Hydration, not the load event: a test that needs an image loaded waits for that image.
      await current.page.goto(`${server.url}${path}`, { waitUntil: "domcontentloaded" });
      await waitForHydration(current.page);
      return current.page;
    },
  };
}
