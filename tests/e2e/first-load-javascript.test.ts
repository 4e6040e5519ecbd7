import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { languageCodes } from "../../common/i18n/languages";
import { launchBrowser } from "../support/browser";
import {
  adminOnlyAssets,
  budgetedPublicPages,
  firstLoadBudgetBytes,
  measureFirstLoad,
} from "../support/first-load-javascript";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

// Each kind of public page in one language, the languages taken in turn: a page's
// translations are a few hundred bytes of its first load, its kind is the rest.
const visits = budgetedPublicPages.map((path, index) => ({
  path,
  language: languageCodes[index % languageCodes.length]!,
}));

// The pages side by side, each in a context of its own (measureFirstLoad): most of a visit
// is waiting, on the server and on half a second of a quiet network.
describe.concurrent("a public page's first visit", () => {
  it.for(visits)(
    "loads at most the budget of brotli JavaScript, none of the admin's, on $path in $language",
    async ({ path, language }, { expect }) => {
      const load = await measureFirstLoad(browser, `${server.url}${path}?lng=${language}`);
      // The page's own scripts were seen: the islands' entry and the frame, at least.
      expect(load.files.map((file) => file.path)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/\/islands\/entry\.client-/),
          expect.stringMatching(/\/islands\/frame-/),
        ]),
      );
      // The browser was sent the brotli files whose sizes are counted.
      expect(load.files.filter((file) => file.contentEncoding !== "br")).toEqual([]);
      // Nothing of the admin or the editor: what only admin routes import, by the build's manifest.
      const adminOnly = adminOnlyAssets();
      expect(adminOnly.size).toBeGreaterThan(0);
      expect(load.files.filter((file) => adminOnly.has(file.path))).toEqual([]);
      expect(
        load.brotliBytes,
        load.files.map((file) => `${file.path} ${file.brotliBytes}`).join("\n"),
      ).toBeLessThanOrEqual(firstLoadBudgetBytes);
    },
  );
});
