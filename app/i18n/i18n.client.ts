import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { detectLanguage } from "../../common/i18n/detect-language";
import {
  defaultNamespace,
  type Language,
  languageCodes,
  languageCookieName,
  languageStorageKey,
} from "../../common/i18n/languages";

// One chunk per language and namespace: a page downloads only what it shows. API messages
// (`api`) are translated on the server only, so the browser's table of loaders leaves them
// out. Keyed `./<language>/<namespace>.json`.
const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>(["./*/*.json", "!./*/api.json"], {
  base: "../../common/i18n/locales",
});

const oneYearInSeconds = 60 * 60 * 24 * 365;

/**
 * Starts i18next in the browser in the language the server rendered, so hydration
 * matches. Detection and caching are done by `detectBrowserLanguage` and
 * `rememberLanguage` (a few lines instead of a detector plugin on every page).
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

function readStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(languageStorageKey);
  } catch {
    return null; // Storage can be blocked (privacy settings); the other sources still count.
  }
}

/**
 * The language the spec's detection order picks in this browser (`?lng=`, cookie,
 * localStorage, sessionStorage, navigator), if one names a site language.
 */
export function detectBrowserLanguage(): Language | undefined {
  return detectLanguage({
    query: new URLSearchParams(window.location.search),
    cookieHeader: document.cookie,
    stored: [readStorage(() => window.localStorage), readStorage(() => window.sessionStorage)],
    acceptLanguage: navigator.languages.join(","),
  });
}

/** Caches the language as the spec says (localStorage `i18nextLng`) and in the cookie the server reads. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Blocked storage: the cookie below still carries the choice.
  }
  document.cookie = `${languageCookieName}=${language}; path=/; max-age=${oneYearInSeconds}; samesite=lax`;
}
