import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { publicPagePaths } from "../../common/public-pages";
import { signInAsAdmin } from "../support/admin-client";
import { viewports } from "../support/browser";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.2 A and AA violations, and axe-core's best practices (landmarks, heading order), on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol, so the page's CSP does not apply.
  await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run(options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      // Experimental, but exactly what a visible "EN" named "Current language: English" fails.
      rules: { "label-content-name-mismatch": { enabled: true } },
      resultTypes: ["violations"],
    }),
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
  );
}

/** Every public page, with one detail page per kind: the others share its template. */
const template = (path: string) => path.replace(/^\/(services|portfolio)\/.+/, "/$1/:id");
const publicPages = publicPagePaths.filter(
  (path, index) => publicPagePaths.findIndex((other) => template(other) === template(path)) === index,
);

describe("every public page has no WCAG 2.2 A or AA violation that axe-core finds", () => {
  const site = siteInBrowser();
  for (const [name, viewport] of [
    ["phone", viewports.phone],
    ["desktop", { width: 1366, height: 900 }],
  ] as const) {
    for (const language of ["en", "az"]) {
      it(`on a ${name} in ${language}`, async () => {
        // One tab goes through every page (reduced motion: what axe sees is the settled page).
        const page = await site.visit(`/?lng=${language}`, { viewport, reducedMotion: "reduce" });
        const found: string[] = [];
        for (const path of publicPages) {
          await page.goto(`${site.server.url}${path}?lng=${language}`, { waitUntil: "domcontentloaded" });
          await waitForHydration(page);
          found.push(...(await violations(page)).map((violation) => `${path} ${violation}`));
        }
        expect(found).toEqual([]);
      }, 180_000);
    }
  }
});

describe("every admin screen has no WCAG 2.2 A or AA violation that axe-core finds", () => {
  const site = siteInBrowser();
  for (const [name, viewport] of [
    ["phone", viewports.phone],
    ["desktop", { width: 1366, height: 900 }],
  ] as const) {
    it(`on a ${name}`, async () => {
      const admin = await signInAsAdmin(site.server.url);
      const { body } = await admin.call("GET", "/api/posts?limit=1");
      const screens = [
        "/admin",
        "/admin/posts",
        "/admin/posts/new",
        `/admin/posts/edit/${body.posts[0]._id}`,
        "/admin/categories",
        "/admin/applications",
        "/admin/messages",
        "/admin/subscribers",
      ];
      const found: string[] = [];
      // Signed out first: the sign-in screen.
      const page = await site.visit("/admin/login", { viewport, reducedMotion: "reduce" });
      found.push(...(await violations(page)).map((violation) => `/admin/login ${violation}`));
      await page.evaluate((token) => localStorage.setItem("adminToken", token), admin.token);
      for (const screen of screens) {
        await page.goto(`${site.server.url}${screen}`, { waitUntil: "domcontentloaded" });
        await waitForHydration(page);
        // The screen's data has arrived when its main heading shows.
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        found.push(...(await violations(page)).map((violation) => `${screen} ${violation}`));
      }
      expect(found).toEqual([]);
    }, 120_000);
  }
});
