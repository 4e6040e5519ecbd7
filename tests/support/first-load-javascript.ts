import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { Browser } from "playwright-core";
import { seededPublicPageKinds, seededSlugs } from "./seeded-content";

/** Simple pages share one template: the first stands for them all. */
const otherSimplePages = new Set(seededSlugs.pages.slice(1).map((slug) => `/${slug}`));

/**
 * The 16 public pages a first-load budget covers: one of each kind (every fixed page, a
 * service's, a project's, a simple page, an author's) and a blog post.
 */
export const budgetedPublicPages: readonly string[] = [
  ...seededPublicPageKinds.filter((path) => !otherSimplePages.has(path)),
  "/blog/core-web-vitals-for-small-businesses",
];

/**
 * The most JavaScript a public page may load on its first visit, brotli: decision 064's
 * 40 KB (issue 43 asked for 80). Every public page is served as islands hydrated by Preact
 * (decisions 072 and 075): the frame with Preact, then the page's own islands (17–25 KB on
 * 2026-11-29).
 */
export const firstLoadBudgetBytes = 40 * 1000;

export interface FirstLoad {
  path: string;
  /** Every script the page fetched, by its path under the site (`/assets/…`). */
  files: { path: string; brotliBytes: number; contentEncoding: string | null }[];
  brotliBytes: number;
}

const clientBuild = path.resolve(import.meta.dirname, "../../build/client");

/** A built asset's size as the server sends it with brotli (its precompressed `.br`, decision 027). */
export function brotliSize(assetPath: string): number {
  const file = path.join(clientBuild, assetPath);
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
}

/**
 * The scripts only admin routes import, read from React Router's manifest in the client
 * build (`/assets/manifest-*.js`): the admin's screens, the editor and what only they share.
 */
export function adminOnlyAssets(): Set<string> {
  const assets = path.join(clientBuild, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("no React Router manifest in build/client/assets: run `npm run build`");
  const source = readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as {
    routes: Record<string, ManifestRoute>;
  };
  const routes = Object.values(manifest.routes);
  const filesOf = (route: ManifestRoute) => [route.module, ...(route.imports ?? [])];
  const isAdmin = (route: ManifestRoute) => route.id.startsWith("admin");
  const elsewhere = new Set(routes.filter((route) => !isAdmin(route)).flatMap(filesOf));
  return new Set(
    routes
      .filter(isAdmin)
      .flatMap(filesOf)
      .filter((asset) => !elsewhere.has(asset)),
  );
}

/**
 * Opens `url` as a new visitor (no storage, a phone's viewport) and records every script
 * the browser fetched until the page is hydrated and the network has been quiet for half a
 * second: the modulepreloads, the entry, the route modules, translations and whatever
 * hydration or the first screen asked for. Sizes are the build's brotli files.
 */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const scripts = new Map<string, string | null>();
    page.on("response", (response) => {
      const address = new URL(response.url());
      if (address.pathname.endsWith(".js") || response.request().resourceType() === "script")
        scripts.set(address.pathname, response.headers()["content-encoding"] ?? null);
    });
    await page.goto(url, { waitUntil: "domcontentloaded" });
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    const files = [...scripts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, contentEncoding]) => ({ path: file, brotliBytes: brotliSize(file), contentEncoding }));
    return {
      path: new URL(url).pathname + new URL(url).search,
      files,
      brotliBytes: files.reduce((sum, file) => sum + file.brotliBytes, 0),
    };
  } finally {
    await context.close();
  }
}
