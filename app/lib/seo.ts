import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { fallbackLanguage, type Language } from "../../common/i18n/languages";
import type { PageMeta, SocialImage } from "../../common/page-meta";

/** The site-wide Open Graph image, for pages without a share card (docs/decisions/022). */
export const defaultOgImagePath = "/images/og-default.jpg";

/**
 * The Open Graph and Twitter tags of a page's share image, a 1200×630 card rendered by
 * the server (server/share), or of the default image for a page without one.
 */
export function socialImageMeta(image: SocialImage | string): { property?: string; name?: string; content: string }[] {
  if (typeof image === "string") {
    return [
      { property: "og:image", content: image },
      { name: "twitter:image", content: image },
    ];
  }
  return [
    { property: "og:image", content: image.url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

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
    ...(article
      ? [
          { property: "article:published_time", content: article.publishedTime },
          { property: "article:modified_time", content: article.modifiedTime },
          ...(article.section ? [{ property: "article:section", content: article.section }] : []),
          ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
        ]
      : []),
    // Every page has an image (its share card or the default; the root adds it), so the large card fits all.
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

/**
 * The head of a page whose loader threw: the 404's own page meta when the loader gave one
 * (a missing post or author, in the visitor's language), else the site's name; never indexed.
 */
export function missingPageMeta(
  error: unknown,
  root: { language?: Language; siteName?: string } | undefined,
): MetaDescriptor[] {
  const meta = isRouteErrorResponse(error) ? (error.data as { meta?: PageMeta } | undefined)?.meta : undefined;
  return [
    ...(meta ? pageMeta(meta, root?.language) : [{ title: root?.siteName }]),
    { name: "robots", content: "noindex, nofollow" },
  ];
}
