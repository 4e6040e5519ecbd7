/**
 * Turkish, Russian and Azerbaijani versions of the demo blog content in
 * demo-posts.server.ts. Pure data, like the English original: the titles, slugs,
 * excerpts, HTML bodies and SEO fields of the eight demo posts and the names and
 * descriptions of the four categories. Tags, images, categories and dates stay as the
 * English post has them.
 *
 * Each language lives in its own file under demo-translations/; this module gathers
 * them, keyed by the English post's slug (or the category key), then by language.
 */
import type { CategoryText } from "../../common/category";
import { azCategories, azPosts } from "./demo-translations/az.server";
import { ruCategories, ruPosts } from "./demo-translations/ru.server";
import { trCategories, trPosts } from "./demo-translations/tr.server";
import type { DemoCategoryKey, DemoPostText, DemoTranslationLanguage } from "./demo-types.server";

export const demoTranslationLanguages = ["tr", "ru", "az"] as const satisfies readonly DemoTranslationLanguage[];

/** One language's translations: posts keyed by the English slug, categories by key. */
interface DemoLanguagePack {
  posts: Record<string, DemoPostText>;
  categories: Record<DemoCategoryKey, CategoryText>;
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
export const demoPostTranslations: Record<string, Record<DemoTranslationLanguage, DemoPostText>> = byKeyThenLanguage(
  (pack) => pack.posts,
);

/** Keyed by DemoCategoryKey, then language. */
export const demoCategoryTranslations = byKeyThenLanguage((pack) => pack.categories) as Record<
  DemoCategoryKey,
  Record<DemoTranslationLanguage, CategoryText>
>;
