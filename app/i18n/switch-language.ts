import i18next from "i18next";
import { rememberLanguage } from "./i18n.client";
import type { Language } from "../../common/i18n/languages";

/**
 * Switches the page to another language without a reload: loads its strings, caches the
 * choice (localStorage `i18nextLng` and the cookie) and updates
 * `<html lang>`. `useLanguageRouting` brings the address and page titles along.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  rememberLanguage(language);
  document.documentElement.lang = language;
}
