export const languages = [
  { code: "en", name: "English" },
  { code: "tr", name: "Türkçe" },
  { code: "ru", name: "Русский" },
  { code: "az", name: "Azərbaycanca" },
] as const;

export type Language = (typeof languages)[number]["code"];

export const languageCodes: readonly Language[] = languages.map((language) => language.code);
export const fallbackLanguage: Language = "en";
/** The cookie the server reads and the browser's detector writes (i18next's default name). */
export const languageCookieName = "i18next";
/** Where the browser caches the chosen language (the spec's key). */
export const languageStorageKey = "i18nextLng";
/** Every page loads `common`; routes name further namespaces in their `handle.i18n`. */
export const defaultNamespace = "common";

export function isLanguage(value: unknown): value is Language {
  return languageCodes.some((code) => code === value);
}

/** Matches a language tag such as `tr-TR` or `RU` to a site language. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** A language's own name ("Azərbaycanca"), or the code itself when it is not one of the site's. */
export function languageName(code: string): string {
  return languages.find((language) => language.code === code)?.name ?? code;
}
