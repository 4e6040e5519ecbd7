import { fallbackLanguage, type Language, languageCodes } from "./languages";

export interface LanguageAlternates {
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
}

/**
 * Canonical and hreflang links of a page (docs/ARCHITECTURE.md, Languages and URLs). Crawlers send no cookie,
 * so each language has its own address: `?lng=xx`, except English, whose address is the
 * bare URL, which is also x-default. An English canonical therefore agrees with its own
 * hreflang link.
 */
export function languageAlternates(siteUrl: string, pathname: string, language: Language): LanguageAlternates {
  const urlFor = (lang: Language) =>
    lang === fallbackLanguage ? `${siteUrl}${pathname}` : `${siteUrl}${pathname}?lng=${lang}`;
  return {
    canonical: urlFor(language),
    alternates: [
      ...languageCodes.map((lang) => ({ hrefLang: lang, href: urlFor(lang) })),
      { hrefLang: "x-default", href: urlFor(fallbackLanguage) },
    ],
  };
}
