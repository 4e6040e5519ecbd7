import type { Language } from "./i18n/languages";

// What a page says about itself (title, description, share card): loaders build it on the
// server, app/lib/seo.ts turns it into meta tags, and the share cards (server/share) show
// the same titles.

export interface PageMeta {
  title: string;
  description: string;
  siteName: string;
  type?: "website" | "article" | "profile";
  /** The content's language, where it is not the page's (a post in its own language). */
  locale?: Language;
  /** Languages the same content is also published in (`og:locale:alternate`). */
  alternateLocales?: Language[];
  keywords?: string[];
  article?: { publishedTime: string; modifiedTime: string; section?: string; tags: string[] };
}

/** A page's share card: its absolute address and what it shows (the title in the page's language). */
export interface SocialImage {
  url: string;
  alt: string;
}
