import type { CallToActionPlace, TextPage } from "../../../common/content/choices";
import type { ContentItem } from "../../../common/content/items";
import type { ContentKind } from "../../../common/content/kinds";
import { fallbackLanguage, type Language } from "../../../common/i18n/languages";
import { textPagePath, textPagePaths } from "../../../common/public-pages";

/** The page each call to action is shown on; a detail page's is shown from its list's. */
const callToActionPages: Record<CallToActionPlace, TextPage> = {
  home: "home",
  about: "about",
  services: "services",
  faq: "faq",
  packages: "packages",
  service: "services",
  project: "portfolio",
  post: "blog",
};

const isCallToActionPlace = (slug: string): slug is CallToActionPlace => Object.hasOwn(callToActionPages, slug);

/** The page a kind's items appear on, when they have no page of their own. */
const kindPages: Partial<Record<ContentKind, TextPage>> = {
  testimonials: "home",
  partners: "references",
  faq: "faq",
  packages: "packages",
  team: "about",
  "about-figures": "about",
  offerings: "home",
  "featured-project": "home",
  "home-page": "home",
  "about-page": "about",
  "services-page": "services",
  "packages-page": "packages",
  footer: "home",
  navigation: "home",
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
      return slug ? textPagePath(slug) : undefined;
    case "calls-to-action":
      return slug && isCallToActionPlace(slug) ? textPagePaths[callToActionPages[slug]] : undefined;
    default: {
      const page = kindPages[kind];
      return page && textPagePaths[page];
    }
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
