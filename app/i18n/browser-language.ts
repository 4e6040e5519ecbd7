import { detectLanguage } from "../../common/i18n/detect-language";
import { type Language, languageCookieName, languageStorageKey } from "../../common/i18n/languages";

// Apart from i18next, so that islands (app/islands) detect and remember a language without it.

const oneYearInSeconds = 60 * 60 * 24 * 365;

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
