// The shapes of the demo blog: the English posts and categories (demo-posts.server.ts)
// and their translations (demo-translations/). Taken from the posts' and categories'
// schemas in common/; the data modules import their types from here, never from each other.
// demo-translations.test.ts checks the rest: slugs, lengths, tags, HTML, dates.
import type { CategoryText } from "../../common/category";
import type { Language } from "../../common/i18n/languages";
import type { PostInput } from "../../common/post";

export type DemoCategoryKey = "technology" | "design" | "marketing" | "business";

/** A category in English, with the key the posts and the translations name it by. */
export type DemoCategory = CategoryText & { key: DemoCategoryKey };

/** A post's text in one language: its HTML body, and always its own slug. */
export type DemoPostText = Pick<PostInput, "title" | "excerpt" | "content" | "seo"> & { slug: string };

/** An English post: its text, and what its translations share with it. */
export type DemoPost = DemoPostText &
  Pick<PostInput, "tags" | "image"> & {
    category: DemoCategoryKey;
    /** How long before seeding it was published (distinct, so the list's order is fixed). */
    publishedDaysAgo: number;
  };

/** The languages the demo content is translated into (English is the original). */
export type DemoTranslationLanguage = Exclude<Language, "en">;
