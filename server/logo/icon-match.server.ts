import { type Language, languageCodes } from "../../common/i18n/languages";
import { iconsTagged } from "./icons.server";
import { type Concept, concepts, fallbackIcons } from "./vocabulary.server";

/** What a description is about: the concepts it names (best first) and the icons to draw it with. */
export interface IconChoice {
  concepts: string[];
  icons: string[];
}

/**
 * A description in the language's own lower case (Turkish and Azerbaijani "I" is "ı", "İ"
 * is "i", also when the page is in another language), composed (NFC), every run of
 * non-letters one space, with a space at each end so that a word's start is " word".
 */
export function normaliseDescription(text: string, language: Language): string {
  const lower = text
    .normalize("NFC")
    .toLocaleLowerCase(language)
    .replace(/i\u0307/g, "i");
  return ` ${lower.replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
}

/**
 * Where a vocabulary word first occurs in the text, or -1. A stem matches the start of a
 * word; one of three letters or fewer, or one ending in "$", only a whole word ("bar",
 * "market$": not "marketing").
 */
function positionOf(text: string, word: string): number {
  const stem = word.replace(/^~/, "").normalize("NFC");
  if (stem.endsWith("$")) return text.indexOf(` ${stem.slice(0, -1)} `);
  return stem.length <= 3 ? text.indexOf(` ${stem} `) : text.indexOf(` ${stem}`);
}

/**
 * The languages a description may be written in: the page's, English (which descriptions in
 * every language borrow: "cafe", "barber", "fitness"), and those its letters show, since a
 * visitor may describe a Russian law firm on the English page: Cyrillic is Russian, "ə" is
 * Azerbaijani, the other Turkic letters Turkish or Azerbaijani.
 */
export function descriptionLanguages(text: string, language: Language): Language[] {
  const found = new Set<Language>([language, "en"]);
  if (/\p{Script=Cyrillic}/u.test(text)) found.add("ru");
  if (text.includes("ə")) found.add("az");
  else if (/[ğışçöü]/u.test(text)) found.add("tr").add("az");
  return [...found];
}

interface Scored {
  concept: Concept;
  order: number;
  score: number;
  /** Where its first word occurs: of two kinds named as often, the one named first leads. */
  first: number;
}

/**
 * How much of the text names the concept: each place it is named counts once, whichever
 * languages' stems find it ("klinik" and "klinika" both find "klinikası"), a half for a "~"
 * word that hints at the kind without naming it ("delivery").
 */
function scoreOf(concept: Concept, order: number, text: string, languages: readonly Language[]): Scored {
  const places = new Map<number, number>();
  for (const word of new Set(languages.flatMap((language) => concept.words[language]))) {
    const at = positionOf(text, word);
    if (at >= 0) places.set(at, Math.max(places.get(at) ?? 0, word.startsWith("~") ? 0.5 : 1));
  }
  let score = 0;
  for (const weight of places.values()) score += weight;
  return { concept, order, score, first: Math.min(...places.keys()) };
}

/**
 * The named concepts, best first. A narrower kind takes the score of the one it refines
 * ("dental clinic" is dental, not a clinic in general); a generic concept (a shop, a company)
 * counts only when nothing more precise was named.
 */
function rankConcepts(text: string, languages: readonly Language[]): Scored[] {
  const scored = concepts
    .map((concept, order) => scoreOf(concept, order, text, languages))
    .filter((entry) => entry.score > 0);
  const refined = new Set<string>();
  for (const entry of scored) {
    const broader = scored.find((other) => other.concept.id === entry.concept.refines);
    if (!broader) continue;
    entry.score += broader.score;
    refined.add(broader.concept.id);
  }
  const ranked = scored
    .filter((entry) => !refined.has(entry.concept.id))
    .sort((a, b) => b.score - a.score || a.first - b.first || a.order - b.order);
  const precise = ranked.filter((entry) => !entry.concept.generic);
  return precise.length > 0 ? precise : ranked;
}

/**
 * The icons for a business: those of the concept its name and description name best (read
 * in the description's likely languages, then in all four when that finds nothing precise),
 * else the icons whose Lucide tags are words of the text, else shapes that suit any
 * business. One concept draws every proposal, so a business described in any language gets
 * the same family of symbols; a new seed varies the rest.
 */
export function chooseIcons(text: string, language: Language): IconChoice {
  const normalised = normaliseDescription(text, language);
  let ranked = rankConcepts(normalised, descriptionLanguages(normalised, language));
  if (ranked.every((entry) => entry.concept.generic)) {
    const everywhere = rankConcepts(normalised, languageCodes);
    if (everywhere.some((entry) => !entry.concept.generic)) ranked = everywhere;
  }
  const best = ranked[0];
  if (best) return { concepts: [best.concept.id], icons: [...best.concept.icons] };
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
