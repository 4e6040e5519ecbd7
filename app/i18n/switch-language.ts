import i18next from "i18next";
import { rememberLanguage } from "./browser-language";
import type { Language } from "../../common/i18n/languages";

/**
 * Switches the page to another language without a reload: loads its strings, caches the
 * choice (localStorage `i18nextLng` and the cookie) and updates
 * `<html lang>`. `useLanguageRouting` brings the address and page titles along.
 */
export async function switchLanguage(language: Language): Promise<void> {
  // Remembered first: the loaders that run when the language changes read the cookie.
  rememberLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
