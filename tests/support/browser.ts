import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";

/** Debian's `chromium-headless-shell`: the same Blink without the browser's UI, much quicker to open pages. */
export const headlessShellPath = "/usr/bin/chromium-headless-shell";

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, headlessShellPath, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found)
    throw new Error("No Chromium found: set CHROME_PATH or install Debian's chromium-headless-shell package.");
  return found;
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

let workerChromium: Promise<Browser> | undefined;

/** The Chromium of this worker, launched at its first use and again if it went away. */
function chromiumOfWorker(): Promise<Browser> {
  workerChromium ??= launchChromium().then(
    (browser) => {
      browser.once("disconnected", () => (workerChromium = undefined));
      return browser;
    },
    (error: unknown) => {
      workerChromium = undefined;
      throw error;
    },
  );
  return workerChromium;
}

/**
 * A Chromium of the test file's own, as far as the file can tell: its contexts and pages
 * are its own, and `close()` closes those. Underneath, the files of a worker (which run one
 * after another, vitest.config.ts) share one Chromium process, launched once: a launch
 * costs more than a second of a busy two-core machine, once per file. Playwright kills it
 * as the worker exits. Outside Vitest (a script) it is a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  // A script (scripts/render-og-image.ts) closes its Chromium to exit.
  if (!process.env.VITEST) return launchChromium();
  const browser = await chromiumOfWorker();
  const contexts = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    contexts.add(context);
    context.once("close", () => contexts.delete(context));
    return context;
  };
  const own: Partial<Browser> = {
    newContext: async (options) => track(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      track(page.context());
      return page;
    },
    contexts: () => [...contexts],
    close: async () => {
      await Promise.all([...contexts].map((context) => context.close()));
    },
  };
  return new Proxy(browser, {
    get(target, property) {
      if (Object.hasOwn(own, property)) return own[property as keyof Browser];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type Viewport = { width: number; height: number };

/** `list` turned to start at its `turn`-th item, counting round. */
export function turned<T>(list: readonly T[], turn: number): T[] {
  const start = turn % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}

/**
 * Loads a page at the first of `widths` (`load` navigates) and resizes it to each of the
 * others, as a turned phone or a resized window does, running `check` at each. A resize
 * costs Chromium far less than a load; turning the widths from one page or language to
 * the next (`turned`) still loads every page fresh at each width.
 */
export async function atEachWidth<T>(
  page: Page,
  widths: readonly Viewport[],
  load: () => Promise<unknown>,
  check: (viewport: Viewport, resized: boolean) => Promise<T[]>,
): Promise<T[]> {
  const found: T[] = [];
  for (const [step, viewport] of widths.entries()) {
    await page.setViewportSize(viewport);
    if (step === 0) await load();
    // Resize listeners and the re-renders they cause run before anything is measured.
    else
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    found.push(...(await check(viewport, step > 0)));
  }
  return found;
}

export interface TestPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far: a test expects none. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A page in a fresh browser context (no cookies, no storage) that records console errors,
 * so a test fails on any error the site logs in the browser.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({ viewport: viewports.desktop, ...options });
  const page = await context.newPage();
  const testPage: TestPage = { page, errors: [], close: () => context.close() };
  recordErrors(testPage);
  return testPage;
}

/** Each error with where it came from (a console call's script and line, an exception's stack), for the failure to name it. */
function recordErrors(testPage: TestPage) {
  testPage.page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url, lineNumber } = message.location();
    testPage.errors.push(url ? `${message.text()} (at ${url}:${lineNumber})` : message.text());
  });
  testPage.page.on("pageerror", (error) => testPage.errors.push(error.stack ?? error.message));
}

/**
 * Makes a used page as good as new for the next test, short of a new context: a new
 * context starts a new renderer process and loads every script cold, which costs about
 * 0.7 s per visit on a 2-core machine. Undone: routes, listeners, extra tabs, cookies,
 * both storages, emulated media and the viewport.
 *
 * The tab first goes to `quietPage`, a page of the same site without scripts: the last
 * test's page may still be hydrating, and would otherwise write its language or token
 * back into the storage just cleared. The tab is left there for the next `goto`.
 */
export async function resetPage(testPage: TestPage, viewport: { width: number; height: number }, quietPage: string) {
  const { page } = testPage;
  await page.unrouteAll({ behavior: "ignoreErrors" });
  page.removeAllListeners();
  const context = page.context();
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  await page.goto(quietPage);
  await context.clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  testPage.errors = [];
  recordErrors(testPage);
  await page.emulateMedia({ media: "screen", colorScheme: "light", reducedMotion: "no-preference" });
  await page.setViewportSize(viewport);
}
