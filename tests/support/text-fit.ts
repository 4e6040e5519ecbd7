import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

/** One thing that does not fit: where it is and what it says. */
export interface Misfit {
  kind: "page overflows" | "text clipped" | "placeholder cut" | "word broken";
  element: string;
  text: string;
  by: number;
}

/**
 * What does not fit on the open page: the page wider than the window, an element whose
 * content is wider than its box without being meant to scroll, and an input whose
 * placeholder is cut; and, in the elements `unbrokenWords` selects, a word broken across
 * two lines. Visually hidden elements (`sr-only`) are left out, with what they contain.
 */
const detector = readFileSync(new URL("./text-fit.browser.js", import.meta.url), "utf8")
  .trim()
  .replace(/;$/, "");

export function findMisfits(page: Page, options: { unbrokenWords?: string } = {}): Promise<Misfit[]> {
  return page.evaluate(`(${detector}\n)(${JSON.stringify(options)})`) as Promise<Misfit[]>;
}
