import type { TFunction } from "i18next";
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { fallbackLanguage, type Language } from "../../common/i18n/languages";

export interface PageMeta {
  title: string;
  description: string;
  siteName: string;
  /** Absolute URL; without one the root adds the site's default image (/images/og-default.jpg). */
  image?: string;
  type?: "website" | "article";
  /** The content's language, where it is not the page's (a post in its own language). */
  locale?: Language;
  /** Languages the same content is also published in (`og:locale:alternate`). */
  alternateLocales?: Language[];
  keywords?: string[];
  article?: { publishedTime: string; modifiedTime: string; section?: string; tags: string[] };
}

/** The site-wide Open Graph image, for pages without one of their own. */
export const defaultOgImagePath = "/images/og-default.jpg";

const ogLocales: Record<Language, string> = { en: "en_US", tr: "tr_TR", ru: "ru_RU", az: "az_AZ" };

/** Title, description and social-sharing tags of a page. */
export function pageMeta(meta: PageMeta | undefined, language: Language = fallbackLanguage): MetaDescriptor[] {
  if (!meta) return [];
  const title = meta.title === meta.siteName ? meta.title : `${meta.title} | ${meta.siteName}`;
  const article = meta.article;
  return [
    { title },
    { name: "description", content: meta.description },
    ...(meta.keywords?.length ? [{ name: "keywords", content: meta.keywords.join(", ") }] : []),
    { property: "og:type", content: meta.type ?? "website" },
    { property: "og:site_name", content: meta.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:locale", content: ogLocales[meta.locale ?? language] },
    ...(meta.alternateLocales ?? []).map((locale) => ({ property: "og:locale:alternate", content: ogLocales[locale] })),
    ...(meta.image
      ? [
          { property: "og:image", content: meta.image },
          { name: "twitter:image", content: meta.image },
        ]
      : []),
    ...(article
      ? [
          { property: "article:published_time", content: article.publishedTime },
          { property: "article:modified_time", content: article.modifiedTime },
          ...(article.section ? [{ property: "article:section", content: article.section }] : []),
          ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
        ]
      : []),
    // Every page has an image (its own or the default), so the large card fits all.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
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

/** Title and description of a fixed public page, from the server-only `meta` namespace. */
export function staticPageMeta(t: TFunction, page: string): PageMeta {
  return {
    title: t(`meta:pages.${page}.title`),
    description: t(`meta:pages.${page}.description`),
    siteName: t("brand.name"),
  };
}
