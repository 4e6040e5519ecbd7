import type { Language } from "../../common/i18n/languages";

/**
 * What a page served as islands (decision 072) hands its islands beside the HTML, in
 * `<script type="application/json" id="island-page">`: the language and the strings of the
 * page's namespaces, the loader data the frame reads (the root's and the public layout's,
 * by route id), what the page's routes declare in their handles, and a page's addresses in
 * other languages. The islands' stand-ins for react-i18next and React Router read it, so the
 * same components render the same markup on both sides.
 */
export interface IslandPageData {
  language: Language;
  /** The page's namespaces, `common` first, each as its locale file has it. */
  strings: Record<string, Record<string, unknown>>;
  /** Loader data by route id, for `useRouteLoaderData`. */
  loaderData: Record<string, unknown>;
  /** The handles of the page's routes, for `useMatches`. */
  handles: unknown[];
  /** A page whose versions have addresses of their own (a blog post): where the switch goes. */
  languageLinks?: { paths: Partial<Record<string, string>>; otherwise: string };
}

export const islandPageElementId = "island-page";

/** JSON that can stand inside a <script> element: no `</script>` or `<!--` can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

let cached: IslandPageData | undefined;

/** The page's data, read once in the browser. */
export function islandPage(): IslandPageData {
  cached ??= JSON.parse(document.getElementById(islandPageElementId)?.textContent ?? "null") as IslandPageData;
  if (!cached) throw new Error("the page has no island data");
  return cached;
}
