import cyrillic from "@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url";
import latinExtended from "@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2?url";
import latin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import type { Language } from "../../common/i18n/languages";

/**
 * The display typeface's files a page in each language needs at once (app.css declares
 * them): preloaded, they arrive before the first paint, which `font-display: optional`
 * requires to use them at all. Turkish and Azerbaijani letters (ğ ş ə) are Latin Extended.
 */
export const displayFontFiles: Record<Language, string[]> = {
  en: [latin],
  tr: [latin, latinExtended],
  ru: [latin, cyrillic],
  az: [latin, latinExtended],
};
