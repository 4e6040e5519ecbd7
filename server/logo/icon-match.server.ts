import type { Language } from "../../common/i18n/languages";
import { iconsTagged } from "./icons.server";
import { type Concept, concepts, fallbackIcons } from "./vocabulary.server";

/** What a description is about: the concepts it names (best first) and the icons to draw it with. */
export interface IconChoice {
  concepts: string[];
  icons: string[];
}

/**
 * A description in the language's own lower case (Turkish and Azerbaijani "I" is "ı", "İ"
 * is "i"), composed (NFC), every run of non-letters one space, with a space at each end so
 * that a word's start is " word".
 */
export function normaliseDescription(text: string, language: Language): string {
  const lower = text.normalize("NFC").toLocaleLowerCase(language);
  return ` ${lower.replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
}

const matches = (text: string, stem: string) =>
  stem.length <= 3 ? text.includes(` ${stem} `) : text.includes(` ${stem}`);

/**
 * How many of a concept's words the text names, in the page's language and in English
 * (which descriptions in every language borrow: "cafe", "barber", "fitness").
 */
function score(concept: Concept, text: string, language: Language): number {
  const stems = new Set([...concept.words[language], ...concept.words.en]);
  let found = 0;
  for (const stem of stems) if (matches(text, stem.normalize("NFC"))) found++;
  return found;
}

/**
 * The icons for a business: those of the most precise concepts its name and description
 * name (a concept named more often first; a generic one, such as a shop, only when nothing
 * more precise is named), else the icons whose Lucide tags are words of the text, else
 * shapes that suit any business.
 */
export function chooseIcons(text: string, language: Language): IconChoice {
  const normalised = normaliseDescription(text, language);
  const scored = concepts
    .map((concept, order) => ({ concept, order, score: score(concept, normalised, language) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const precise = scored.filter((entry) => !entry.concept.generic);
  const chosen = precise.length > 0 ? precise : scored;
  if (chosen.length > 0) {
    // The best-scoring concepts share the proposals; the others are left for a new seed.
    const best = chosen.filter((entry) => entry.score === chosen[0]!.score);
    return {
      concepts: best.map((entry) => entry.concept.id),
      icons: [...new Set(best.flatMap((entry) => entry.concept.icons))],
    };
  }
  const tagged = [
    ...new Set(
      normalised
        .trim()
        .split(" ")
        .flatMap((word) => (word.length > 2 ? iconsTagged(word) : [])),
    ),
  ];
  if (tagged.length > 0) return { concepts: [], icons: tagged.slice(0, 12) };
  return { concepts: [], icons: [...fallbackIcons] };
}

/** The icons of the concept an icon belongs to ("more like this" stays in its family). */
export function iconFamily(icon: string, chosen: readonly string[]): string[] {
  if (chosen.includes(icon)) return [...chosen];
  return [...(concepts.find((concept) => concept.icons.includes(icon))?.icons ?? [icon])];
}
