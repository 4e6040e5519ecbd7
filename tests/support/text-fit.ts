import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

/** One thing that does not fit: where it is and what it says. */
export interface Misfit {
  kind: "page overflows" | "text clipped" | "placeholder cut";
  element: string;
  text: string;
  by: number;
}

/**
 * What does not fit on the open page: the page wider than the window, an element whose
 * content is wider than its box without being meant to scroll, and an input whose
 * placeholder is cut. Visually hidden elements (`sr-only`) are left out, with what they
 * contain.
 */
const detector = readFileSync(new URL("./text-fit.browser.js", import.meta.url), "utf8")
  .trim()
  .replace(/;$/, "");

export function findMisfits(page: Page): Promise<Misfit[]> {
  return page.evaluate(`(${detector}\n)()`) as Promise<Misfit[]>;
}
