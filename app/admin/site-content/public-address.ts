import type { ContentItem } from "../../../common/content/items";
import type { ContentKind } from "../../../common/content/kinds";
import { fallbackLanguage, type Language } from "../../../common/i18n/languages";

/** Where each page of `page-texts` (by slug) and each call to action is shown. */
const pagePaths: Record<string, string> = {
  home: "/",
  application: "/muraciet",
  service: "/services",
  project: "/portfolio",
  post: "/blog",
};

/** The page a kind's items appear on, when they have no page of their own. */
const kindPaths: Partial<Record<ContentKind, string>> = {
  testimonials: "/",
  partners: "/references",
  faq: "/faq",
  packages: "/packages",
  team: "/about",
  "about-figures": "/about",
  offerings: "/",
  "featured-project": "/",
  "home-page": "/",
  "about-page": "/about",
  navigation: "/",
};

function pathOf(kind: ContentKind, slug: string | null): string | undefined {
  switch (kind) {
    case "services":
      return slug ? `/services/${slug}` : undefined;
    case "projects":
      return slug ? `/portfolio/${slug}` : undefined;
    case "pages":
      return slug ? `/${slug}` : undefined;
    case "page-texts":
    case "calls-to-action":
      return slug ? (pagePaths[slug] ?? `/${slug}`) : undefined;
    default:
      return kindPaths[kind];
  }
}

/**
 * The public page showing a saved item, in `language` (the bare address for English, as
 * the site's language URLs have it, docs/ARCHITECTURE.md, Languages and URLs); undefined
 * for an item visitors cannot see.
 */
export function publicAddress(kind: ContentKind, item: ContentItem, language: Language): string | undefined {
  const path = item.visible ? pathOf(kind, item.slug) : undefined;
  if (!path) return undefined;
  return language === fallbackLanguage ? path : `${path}?lng=${language}`;
}
