// `npm run lighthouse`: builds, starts the production server on a fresh database with the
// demo content, and prints Lighthouse's mobile scores for the pages DESIGN.md section 7
// budgets (a benchmark, not a test). Chromium: CHROME_PATH or Debian's /usr/bin/chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "../tests/support/browser";
import { startServer } from "../tests/support/server";

const pages = ["/", "/services", "/blog", "/blog/core-web-vitals-for-small-businesses"];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

const server = await startServer({ env: { NODE_ENV: "production", JWT_SECRET: "lighthouse-".padEnd(48, "x") } });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
try {
  const rows: Record<string, Record<string, number | string>> = {};
  for (const path of pages) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      formFactor: "mobile",
    });
    const report = result?.lhr;
    if (!report) throw new Error(`no Lighthouse report for ${path}`);
    rows[path] = Object.fromEntries(
      categories.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
    );
    rows[path]["LCP ms"] = Math.round(Number(report.audits["largest-contentful-paint"]?.numericValue ?? 0));
    for (const category of categories) {
      for (const ref of report.categories[category]?.auditRefs ?? []) {
        const audit = report.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          console.log(`${path} ${category}: ${audit.id} (${audit.title}) ${audit.displayValue ?? ""}`);
        }
      }
    }
  }
  console.table(rows);
} finally {
  chrome.kill();
  await server.dispose();
}
