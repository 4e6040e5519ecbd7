/**
 * Turkish, Russian and Azerbaijani versions of the demo blog content in
 * demo-content.server.ts. Pure data, like the English original: the titles, slugs,
 * excerpts, HTML bodies and SEO fields of the eight demo posts and the names and
 * descriptions of the four categories. Tags, images, categories and dates stay as the
 * English post has them.
 *
 * Each language lives in its own file under demo-translations/; this module gathers
 * them, keyed by the English post's slug (or the category key), then by language.
 */
import type { Language } from "../../common/i18n/languages";
import type { DemoCategoryKey } from "./demo-content.server";
import { azCategories, azPosts } from "./demo-translations/az.server";
import { ruCategories, ruPosts } from "./demo-translations/ru.server";
import { trCategories, trPosts } from "./demo-translations/tr.server";

/** The languages the demo content is translated into (English is the original). */
export type DemoTranslationLanguage = Exclude<Language, "en">;

export const demoTranslationLanguages = ["tr", "ru", "az"] as const satisfies readonly DemoTranslationLanguage[];

export interface DemoPostTranslation {
  title: string;
  /** Lowercase a-z0-9 words joined by single dashes, transliterated from the title. */
  slug: string;
  /** One or two sentences, at most 300 characters. */
  excerpt: string;
  /** The same HTML structure as the English post, tag for tag. */
  content: string;
  /** An empty description, as in the English post, falls back to the excerpt. */
  seo: { title: string; description: string; keywords: string[] };
}

export interface DemoCategoryTranslation {
  name: string;
  description: string;
}

/** One language's translations: posts keyed by the English slug, categories by key. */
export interface DemoLanguagePack {
  posts: Record<string, DemoPostTranslation>;
  categories: Record<DemoCategoryKey, DemoCategoryTranslation>;
}

const packs: Record<DemoTranslationLanguage, DemoLanguagePack> = {
  tr: { posts: trPosts, categories: trCategories },
  ru: { posts: ruPosts, categories: ruCategories },
  az: { posts: azPosts, categories: azCategories },
};

function byKeyThenLanguage<T>(
  pick: (pack: DemoLanguagePack) => Record<string, T>,
): Record<string, Record<DemoTranslationLanguage, T>> {
  const result: Record<string, Partial<Record<DemoTranslationLanguage, T>>> = {};
  for (const language of demoTranslationLanguages) {
    for (const [key, value] of Object.entries(pick(packs[language]))) {
      (result[key] ??= {})[language] = value;
    }
  }
  return result as Record<string, Record<DemoTranslationLanguage, T>>;
}

/** Keyed by the English post slug, then by language (tr, ru, az). */
export const demoPostTranslations: Record<
  string,
  Record<DemoTranslationLanguage, DemoPostTranslation>
> = byKeyThenLanguage((pack) => pack.posts);

/** Keyed by DemoCategoryKey, then language. */
export const demoCategoryTranslations = byKeyThenLanguage((pack) => pack.categories) as Record<
  DemoCategoryKey,
  Record<DemoTranslationLanguage, DemoCategoryTranslation>
>;
