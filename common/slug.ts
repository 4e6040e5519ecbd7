import transliterateToSlug from "@sindresorhus/slugify";

// A slug from a title in any of the site's languages, through a well-kept library
// (@sindresorhus/slugify: Cyrillic, Turkish and Latin accents) with the site's own
// conventions on top: Turkish and Azerbaijani ö and ü are o and u (the library spells
// them the German way, oe and ue), ə is e (the library leaves it out), Russian щ and ый
// keep the spelling the site's slugs already use (shch, yy), and & is a word break rather
// than English "and" in a Russian or Turkish title.
const siteReplacements: [string, string][] = [
  ["ə", "e"],
  ["Ə", "e"],
  ["ö", "o"],
  ["Ö", "o"],
  ["ü", "u"],
  ["Ü", "u"],
  ["щ", "shch"],
  ["Щ", "shch"],
  ["ый", "yy"],
  ["ЫЙ", "yy"],
  ["&", " "],
];

/** The longest slug made from a title (an editor may type a longer one). */
const slugMaxLength = 80;

/** Makes a URL slug from free text: `şəhər` → `seher`, `Привет мир` → `privet-mir`. */
export function slugify(text: string): string {
  return transliterateToSlug(text, { customReplacements: siteReplacements, decamelize: false })
    .slice(0, slugMaxLength)
    .replace(/-+$/, "");
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
