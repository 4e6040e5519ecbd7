import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { defaultNamespace, type Language, languageCodes } from "../../common/i18n/languages";

// One chunk per language and namespace: a page downloads only what it shows. API messages
// (`api`) are translated on the server only, so the browser's table of loaders leaves them
// out. Keyed `./<language>/<namespace>.json`.
const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>(["./*/*.json", "!./*/api.json"], {
  base: "../../common/i18n/locales",
});

/**
 * Starts i18next in the browser in the language the server rendered, so hydration
 * matches. Detection and caching are done by `detectBrowserLanguage` and
 * `rememberLanguage` (app/i18n/browser-language.ts: a few lines instead of a detector plugin on every page).
 */
export async function initClientI18n(language: Language, namespaces: string[]) {
  await i18next
    .use(resourcesToBackend((lng: string, ns: string) => localeLoaders[`./${lng}/${ns}.json`]!()))
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: languageCodes,
      nonExplicitSupportedLngs: true,
      load: "languageOnly",
      // Locale files are complete (a test checks their keys), so the browser never
      // downloads a second language as fallback.
      fallbackLng: false,
      defaultNS: defaultNamespace,
      ns: namespaces,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      react: { useSuspense: true },
    });
  return i18next;
}

export { detectBrowserLanguage, rememberLanguage } from "./browser-language";
