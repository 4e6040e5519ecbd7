import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import {
  defaultNamespace,
  type Language,
  languageCodes,
  languageCookieName,
  languageStorageKey,
  matchLanguage,
} from "./languages";

// One chunk per language and namespace: a page downloads only what it shows.
const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json");

const oneYearInMinutes = 60 * 24 * 365;

/**
 * Starts i18next in the browser in the language the server rendered (so hydration
 * matches), with the spec's detection order kept for later visits and the choice cached
 * in localStorage (`i18nextLng`) and the cookie the server reads.
 */
export async function initClientI18n(language: Language, namespaces: string[]) {
  await i18next
    .use(LanguageDetector)
    .use(resourcesToBackend((lng: string, ns: string) => localeLoaders[`./locales/${lng}/${ns}.json`]!()))
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
      detection: {
        order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
        lookupQuerystring: "lng",
        lookupCookie: languageCookieName,
        lookupLocalStorage: languageStorageKey,
        lookupSessionStorage: languageStorageKey,
        caches: ["localStorage", "cookie"],
        cookieMinutes: oneYearInMinutes,
        cookieOptions: { path: "/", sameSite: "lax" },
      },
    });
  return i18next;
}

/** The language the spec's detection order picks in this browser, if it is one of ours. */
export function detectBrowserLanguage(): Language | undefined {
  const detected = i18next.services.languageDetector?.detect();
  const candidates = Array.isArray(detected) ? detected : [detected];
  for (const candidate of candidates) {
    const language = matchLanguage(candidate);
    if (language) return language;
  }
  return undefined;
}
