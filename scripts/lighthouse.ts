// `npm run lighthouse`: builds, starts the production server on a fresh database with the
// demo content, and prints Lighthouse's mobile scores for the pages DESIGN.md section 7
// budgets (a benchmark, not a test). Chromium: CHROME_PATH or Debian's /usr/bin/chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "../tests/support/browser";
import { startServer } from "../tests/support/server";

const pages = (process.env.LIGHTHOUSE_PAGES ?? "/,/services,/blog,/blog/core-web-vitals-for-small-businesses").split(
  ",",
);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

// NODE_ENV=test: the production policy upgrades requests to HTTPS, which a loopback server
// does not serve. The build, caching and compression are the production ones.
const server = await startServer({ env: { NODE_ENV: "test" } });
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
    if (report.runtimeError) throw new Error(`${path}: ${report.runtimeError.code} ${report.runtimeError.message}`);
    rows[path] = Object.fromEntries(
      categories.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
    );
    rows[path]["LCP ms"] = Math.round(Number(report.audits["largest-contentful-paint"]?.numericValue ?? 0));
    for (const category of categories) {
      for (const ref of report.categories[category]?.auditRefs ?? []) {
        const audit = report.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          console.log(`${path} ${category}: ${audit.id} (${audit.title}) ${audit.displayValue ?? ""}`);
          if (process.env.LIGHTHOUSE_DETAILS) console.dir(audit.details, { depth: 4 });
        }
      }
    }
  }
  console.table(rows);
} finally {
  chrome.kill();
  await server.dispose();
}
