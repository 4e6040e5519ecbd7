import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { fallbackLanguage, type Language, languageCodes } from "~/i18n/languages";

export interface LanguageAlternates {
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
}

/**
 * Canonical and hreflang links of a page (DESIGN.md section 2). Crawlers send no cookie,
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

export interface PageMeta {
  title: string;
  description: string;
  siteName: string;
  image?: string;
}

const ogLocales: Record<Language, string> = { en: "en_US", tr: "tr_TR", ru: "ru_RU", az: "az_AZ" };

/** Title, description and social-sharing tags of a page. */
export function pageMeta(meta: PageMeta | undefined, language: Language = fallbackLanguage): MetaDescriptor[] {
  if (!meta) return [];
  const title = meta.title === meta.siteName ? meta.title : `${meta.title} | ${meta.siteName}`;
  return [
    { title },
    { name: "description", content: meta.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: meta.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:locale", content: ogLocales[language] },
    ...(meta.image ? [{ property: "og:image", content: meta.image }] : []),
    { name: "twitter:card", content: meta.image ? "summary_large_image" : "summary" },
  ];
}

/**
 * Meta of a detail page's not-found state (404): the title its loader translated before
 * throwing `data({ title, siteName }, { status: 404 })`, and no indexing.
 */
export function notFoundMeta(error: unknown): MetaDescriptor[] {
  if (!isRouteErrorResponse(error) || error.status !== 404) return [];
  const { title, siteName } = (error.data ?? {}) as Partial<PageMeta>;
  if (!title) return [];
  return [{ title: siteName ? `${title} | ${siteName}` : title }, { name: "robots", content: "noindex" }];
}
