// `npm run lighthouse`: builds, starts the production server on a fresh database with the
// demo content, runs Lighthouse's mobile audit three times on every public page, and
// writes the medians to docs/PERFORMANCE.md (a benchmark, not a test). Chromium:
// CHROME_PATH, Debian's chromium-headless-shell or /usr/bin/chromium.
// LIGHTHOUSE_PAGES=/,/blog (kinds of page, each measured in the four languages) and
// LIGHTHOUSE_RUNS=1 narrow it while working on one page.
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { languageCodes } from "../common/i18n/languages";
import { chromiumPath } from "../tests/support/browser";
import { budgetedPublicPages } from "../tests/support/first-load-javascript";
import { startServer } from "../tests/support/server";
import { replaceSection } from "./performance-report";

// Every kind of public page (tests/support/first-load-javascript.ts) in each language, at the
// address the page itself names for it (its hreflang links): English bare, the others with
// `?lng=` (decision 001), and a post's versions at their own slugs (decision 021).
const pageKinds = process.env.LIGHTHOUSE_PAGES?.split(",") ?? budgetedPublicPages;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Run {
  scores: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  failing: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// NODE_ENV=test: the production policy upgrades requests to HTTPS, which a loopback server
// does not serve. The build, caching and compression are the production ones.
const server = await startServer({ env: { NODE_ENV: "test" } });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});

/** The page's own address in each language, from its `<link rel="alternate" hreflang>`. */
async function languageVersions(path: string): Promise<string[]> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const addresses = new Map<string, string>();
  for (const [link] of html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/gi)) {
    const language = /\bhreflang="([^"]+)"/i.exec(link)?.[1];
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    if (language && href) addresses.set(language, new URL(href.replaceAll("&amp;", "&")).href);
  }
  return languageCodes.map((language) => {
    const address = addresses.get(language);
    if (!address) throw new Error(`${path} names no address in ${language}`);
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  });
}

async function audit(path: string): Promise<Run> {
  const result = await lighthouse(`${server.url}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
    formFactor: "mobile",
    // Each page as a first visit. Lighthouse keeps cookies and storage between runs by
    // default, so the language a `?lng=` page remembered would make the next English page
    // switch to it (a second load inside the measurement).
    clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "cookies", "local_storage"],
  });
  const report = result?.lhr;
  if (!report) throw new Error(`no Lighthouse report for ${path}`);
  if (report.runtimeError) throw new Error(`${path}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const value = (id: string) => Number(report.audits[id]?.numericValue ?? 0);
  const resources = (
    report.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const failing = categories.flatMap((category) =>
    (report.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const found = report.audits[ref.id];
      return ref.weight > 0 && found && found.score !== null && found.score < 1 ? [`${category} ${found.id}`] : [];
    }),
  );
  return {
    scores: categories.map((category) => Math.round((report.categories[category]?.score ?? 0) * 100)),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    scriptBytes: resources?.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    failing,
  };
}

try {
  // The machine is shared: Total Blocking Time grows with its load, so the report says what it was.
  const loadBefore = os.loadavg()[0]!;
  const rows: string[] = [];
  // 64 pages three times take hours on a busy machine: SIGTERM to this process ends the run
  // after the page being audited, and the pages done so far are written.
  let stopped = false;
  process.once("SIGTERM", () => (stopped = true));
  const notes: string[] = [];
  const pages = (await Promise.all(pageKinds.map(languageVersions))).flat();
  for (const path of pages) {
    if (stopped) break;
    const measured: Run[] = [];
    for (let run = 0; run < runs; run++) measured.push(await audit(path));
    const middle = (pick: (run: Run) => number) => median(measured.map(pick));
    const cells = [
      ...categories.map((_, index) => middle((run) => run.scores[index]!)),
      middle((run) => run.fcp).toFixed(0),
      middle((run) => run.lcp).toFixed(0),
      middle((run) => run.tbt).toFixed(0),
      middle((run) => run.cls).toFixed(3),
      (middle((run) => run.scriptBytes) / 1024).toFixed(1),
    ];
    const row = `| ${path} | ${cells.join(" | ")} |`;
    rows.push(row);
    console.log(row);
    const failing = [...new Set(measured.flatMap((run) => run.failing))];
    if (failing.length) notes.push(`- ${path}: ${failing.join(", ")}`);
  }
  const cpu = os.cpus();
  const loadAfter = os.loadavg()[0]!;
  replaceSection(
    "lighthouse",
    [
      `Lighthouse mobile (simulated slow 4G, 4× CPU slowdown), median of ${runs} runs${rows.length < pages.length ? ` (stopped after ${rows.length} of ${pages.length} pages)` : ""}, measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}, load average ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end; production build, demo content.`,
      "",
      "| Page | Performance | Accessibility | Best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KiB (transferred) |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...rows,
      "",
      notes.length
        ? `Audits below a full score in some run:\n\n${notes.join("\n")}`
        : "Every weighted audit passed in every run.",
    ].join("\n"),
  );
} finally {
  chrome.kill();
  await server.dispose();
}
