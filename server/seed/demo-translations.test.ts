import { describe, expect, it } from "vitest";
import { categoryInputSchema } from "../../common/category";
import { limits } from "../../common/fields";
import { postInputSchema } from "../../common/post";
import { slugify, slugPattern } from "../../common/slug";
import { demoCategories, demoPosts } from "./demo-posts.server";
import { demoCategoryTranslations, demoPostTranslations, demoTranslationLanguages } from "./demo-translations.server";

/** The tag names of an HTML string in order, closing tags as `/name`. */
function tagSequence(html: string): string[] {
  return Array.from(html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi), (m) => `${m[1]}${m[2]!.toLowerCase()}`);
}

function hrefs(html: string): string[] {
  return Array.from(html.matchAll(/<a\b([^>]*)>/gi), (m) => m[1]!.trim());
}

const translations = demoPosts.flatMap((post) =>
  demoTranslationLanguages.map((language) => ({
    english: post,
    language,
    translation: demoPostTranslations[post.slug]?.[language],
  })),
);
const cases = translations.map((t) => [`${t.english.slug} (${t.language})`, t] as const);

describe("demo content translations", () => {
  it("translate every English post and category into tr, ru and az, and nothing else", () => {
    expect(Object.keys(demoPostTranslations).sort()).toEqual(demoPosts.map((post) => post.slug).sort());
    expect(Object.keys(demoCategoryTranslations).sort()).toEqual(demoCategories.map((c) => c.key).sort());
    for (const t of translations) expect(t.translation, `${t.english.slug} ${t.language}`).toBeDefined();
    for (const category of demoCategories) {
      for (const language of demoTranslationLanguages) {
        const translation = demoCategoryTranslations[category.key][language];
        expect(translation, `${category.key} ${language}`).toBeDefined();
        expect(categoryInputSchema.safeParse(translation).success).toBe(true);
        expect(translation.description).not.toBe(category.description);
      }
    }
  });

  it("give every post a unique slug across all languages, English included", () => {
    const slugs = [...demoPosts.map((post) => post.slug), ...translations.map((t) => t.translation!.slug)];
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(cases)("%s: slug is well-formed and spelt from the title's words", (_, { translation }) => {
    expect(translation!.slug).toMatch(slugPattern);
    expect(translation!.slug.length).toBeLessThanOrEqual(limits.slug);
    // Every word of the slug comes from the transliterated title (words may be dropped).
    const titleWords = new Set(slugify(translation!.title).split("-"));
    for (const word of translation!.slug.split("-")) expect(titleWords).toContain(word);
  });

  it.each(cases)("%s: keeps the English HTML structure and links", (_, { english, translation }) => {
    expect(tagSequence(translation!.content)).toEqual(tagSequence(english.content));
    expect(hrefs(translation!.content)).toEqual(hrefs(english.content));
    expect(translation!.content).toBe(translation!.content.trim());
  });

  it.each(cases)("%s: is written in its own language and script", (_, { language, translation }) => {
    const prose = [translation!.title, translation!.excerpt, translation!.content.replace(/<pre>[\s\S]*?<\/pre>/g, "")]
      .join(" ")
      .replace(/<[^>]+>/g, " ");
    const letters = prose.match(/\p{L}/gu) ?? [];
    const cyrillic = letters.filter((ch) => /\p{Script=Cyrillic}/u.test(ch)).length;
    if (language === "ru") {
      expect(cyrillic / letters.length).toBeGreaterThan(0.8);
    } else {
      expect(cyrillic).toBe(0);
      // Schwa is Azerbaijani's hallmark and absent from Turkish.
      expect(/[əƏ]/.test(prose)).toBe(language === "az");
      expect(prose).toMatch(/[ıışğ]/);
    }
  });

  it.each(cases)("%s: passes the post schema and the demo content's limits", (_, { english, translation }) => {
    const input = {
      ...translation!,
      category: null,
      tags: english.tags,
      status: "published",
      image: english.image,
    };
    const parsed = postInputSchema.safeParse(input);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    // Nothing the schema would trim or drop.
    expect(parsed.data?.seo).toEqual(translation!.seo);
    expect(parsed.data?.title).toBe(translation!.title);
    expect(parsed.data?.excerpt).toBe(translation!.excerpt);
    expect(translation!.excerpt.length).toBeLessThanOrEqual(300);
    // An empty English SEO description means "use the excerpt"; the translations follow suit.
    expect(translation!.seo.description === "").toBe(english.seo.description === "");
    expect(translation!.seo.title).not.toBe("");
    expect(translation!.seo.keywords.length).toBeGreaterThanOrEqual(3);
    expect(translation!.title).not.toBe(english.title);
  });
});
