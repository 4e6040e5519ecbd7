import { rememberLanguage } from "~/i18n/browser-language";
import type { Language } from "../../../common/i18n/languages";
import { islandPage } from "../page-data";

/**
 * The language switch of a page served as islands (decision 072): the choice is
 * remembered (storage and the cookie the server reads), then the page is loaded again in
 * it, as app/i18n/use-language-routing.ts does with the router: a page with versions of its
 * own opens the version in that language (or its list), a `?lng=` in the address follows.
 */
export function switchLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  const url = new URL(window.location.href);
  const links = islandPage().languageLinks;
  const versionPath = links && (links.paths[language] ?? links.otherwise);
  if (versionPath) url.pathname = versionPath;
  if (url.searchParams.has("lng")) url.searchParams.set("lng", language);
  window.location.assign(url);
  return Promise.resolve();
}
