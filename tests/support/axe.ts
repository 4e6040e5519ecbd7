import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
// Without each node's HTML (`noHtml`): axe-core would otherwise copy the outer HTML of every
// node it checks, the whole page over for its containers, and only rule ids and targets are
// read here.
const axeWithoutHtml = `${axeSource}\naxe.configure({ noHtml: true });`;

/** WCAG 2.2 A and AA violations, and axe-core's best practices (landmarks, heading order), on the page as it is now. */
export async function violations(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol, so the page's CSP does not apply.
  // Once per document: a page checked again after a resize has it (a load of axe-core
  // costs about as much as a run of it on a small page).
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeWithoutHtml);
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
      // axe-core is loaded into the top document only, so a frame (an editor's live preview)
      // was never checked here; told to ask frames, it waits half a second per frame and run
      // for an answer that cannot come. The public pages the previews show are checked as pages.
      iframes: false,
    }),
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
  );
}
