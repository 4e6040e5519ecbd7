import type { Language } from "../../common/i18n/languages";
import {
  type LogoColour,
  type LogoFont,
  type LogoLayout,
  type LogoPalette,
  type LogoProposal,
  type LogoRecipe,
  type LogoRequest,
  type LogoStyle,
  logoLimits,
  logoRecipeKey,
  logoStyles,
} from "../../common/logo";
import { contrast } from "./contrast.server";
import { fontNames } from "./fonts.server";
import { chooseIcons, iconFamily } from "./icon-match.server";
import { canFuse, defaultTagFont, drawLogo, layoutsWithoutIcon } from "./layouts.server";
import { paletteIds, palettes, palettesOf } from "./palettes.server";
import { hashText, type Random, seededRandom, shuffled } from "./random.server";

export const proposalCount = 8;

/**
 * Type pairings per tone: the name's typeface (bold) and the tagline's (medium, spaced
 * capitals). A tone's pairs are the ones a designer would set for it: serif names over a
 * geometric sans for classic, condensed names for bold, rounded faces for playful.
 */
const pairings: Record<LogoStyle, TypePair[]> = {
  modern: [
    { font: "montserrat", tagFont: "montserrat" },
    { font: "oswald", tagFont: "montserrat" },
    { font: "comfortaa", tagFont: "montserrat" },
  ],
  classic: [
    { font: "playfair-display", tagFont: "montserrat" },
    { font: "lora", tagFont: "montserrat" },
    { font: "roboto-slab", tagFont: "lora" },
  ],
  playful: [
    { font: "comfortaa", tagFont: "comfortaa" },
    { font: "montserrat", tagFont: "comfortaa" },
  ],
  elegant: [
    { font: "playfair-display", tagFont: "lora" },
    { font: "lora", tagFont: "montserrat" },
  ],
  bold: [
    { font: "oswald", tagFont: "montserrat" },
    { font: "roboto-slab", tagFont: "oswald" },
    { font: "montserrat", tagFont: "oswald" },
  ],
};

/** The compositions each tone prefers: six or more each, so eight proposals show at least four. */
const toneLayouts: Record<LogoStyle, LogoLayout[]> = {
  modern: ["beside", "inline", "lettermark", "fused", "shape", "lockup", "monogram", "wordmark"],
  classic: ["stacked", "emblem", "lockup", "wordmark", "shape", "badge", "monogram"],
  playful: ["badge", "stacked", "fused", "shape", "beside", "lettermark", "monogram"],
  elegant: ["emblem", "wordmark", "lockup", "lettermark", "inline", "monogram"],
  bold: ["badge", "shape", "beside", "wordmark", "lettermark", "inline", "fused"],
};

/** The tones that suit each kind of business (the vocabulary's concepts); others get every tone. */
const kindTones: Record<string, LogoStyle[]> = {
  coffee: ["classic", "playful"],
  tea: ["elegant", "classic"],
  bakery: ["playful", "classic"],
  restaurant: ["classic", "elegant"],
  pizza: ["playful", "bold"],
  fastFood: ["bold", "playful"],
  iceCream: ["playful", "modern"],
  bar: ["bold", "elegant"],
  grocery: ["modern", "playful"],
  beauty: ["elegant", "modern"],
  hair: ["bold", "elegant"],
  health: ["modern", "classic"],
  dental: ["modern", "playful"],
  pharmacy: ["modern", "classic"],
  fitness: ["bold", "modern"],
  yoga: ["elegant", "playful"],
  education: ["classic", "modern"],
  books: ["classic", "elegant"],
  kids: ["playful", "modern"],
  tech: ["modern", "bold"],
  security: ["bold", "modern"],
  design: ["modern", "elegant"],
  photo: ["elegant", "modern"],
  music: ["bold", "playful"],
  fashion: ["elegant", "modern"],
  jewelry: ["elegant", "classic"],
  flowers: ["elegant", "playful"],
  garden: ["playful", "modern"],
  farm: ["classic", "playful"],
  eco: ["modern", "playful"],
  energy: ["bold", "modern"],
  construction: ["bold", "classic"],
  realEstate: ["classic", "modern"],
  interior: ["elegant", "modern"],
  cleaning: ["modern", "playful"],
  car: ["bold", "modern"],
  transport: ["bold", "modern"],
  travel: ["playful", "modern"],
  hotel: ["elegant", "classic"],
  finance: ["classic", "modern"],
  law: ["classic", "elegant"],
  consulting: ["modern", "classic"],
  marketing: ["modern", "bold"],
  printing: ["modern", "bold"],
  pets: ["playful", "modern"],
  sea: ["modern", "classic"],
  water: ["modern", "playful"],
  games: ["bold", "playful"],
  events: ["elegant", "playful"],
  cinema: ["bold", "elegant"],
  science: ["modern", "classic"],
  communication: ["modern", "bold"],
  craft: ["classic", "playful"],
  shop: ["modern", "playful"],
  company: ["modern", "classic"],
};

/** Colours that suit a kind of business, when the visitor names none. */
const conceptColours: Record<string, LogoColour[]> = {
  coffee: ["brown", "orange", "gold"],
  tea: ["green", "brown", "teal"],
  bakery: ["brown", "orange", "pink"],
  eco: ["green", "teal"],
  garden: ["green", "teal"],
  farm: ["green", "brown", "orange"],
  health: ["blue", "teal", "green"],
  dental: ["blue", "teal"],
  finance: ["blue", "green", "gold"],
  law: ["blue", "gold", "mono"],
  beauty: ["pink", "purple", "gold"],
  jewelry: ["gold", "mono", "purple"],
  tech: ["blue", "purple", "teal"],
  sea: ["blue", "teal"],
};

/** Layouts close to each other, for "more like this". */
const layoutNeighbours: Record<LogoLayout, LogoLayout[]> = {
  beside: ["beside", "stacked", "wordmark"],
  stacked: ["stacked", "beside", "badge"],
  badge: ["badge", "monogram", "stacked"],
  monogram: ["monogram", "badge", "beside"],
  wordmark: ["wordmark", "beside", "monogram"],
  emblem: ["emblem", "monogram", "badge"],
  lockup: ["lockup", "stacked", "emblem"],
  inline: ["inline", "beside", "shape"],
  fused: ["fused", "lettermark", "inline"],
  shape: ["shape", "badge", "inline"],
  lettermark: ["lettermark", "wordmark", "fused"],
};
const serifs: LogoFont[] = ["playfair-display", "lora", "roboto-slab"];
const allPairs = Object.values(pairings).flat();
const pairsNear = (font: LogoFont) => allPairs.filter((pair) => serifs.includes(pair.font) === serifs.includes(font));

/** The short description a visitor typed (four words at most) is the logo's tagline; a sentence is not. */
export function taglineOf(description: string): string | undefined {
  const words = description
    .trim()
    .replace(/[.!?…]+$/u, "")
    .split(/\s+/u)
    .filter(Boolean);
  const tagline = words.join(" ");
  return words.length > 0 && words.length <= 4 && tagline.length <= logoLimits.tagline ? tagline : undefined;
}

export interface GenerateInput extends LogoRequest {
  language: Language;
  seed: number;
}

interface TypePair {
  font: LogoFont;
  tagFont: LogoFont;
}

/** What the proposals are drawn from: each a list the proposals take turns over. */
interface Choices {
  icons: string[];
  /** The suited palettes, then the others: each tier shuffled on its own. */
  palettes: LogoPalette[][];
  pairs: TypePair[];
  layouts: LogoLayout[];
}

function choicesFor(input: GenerateInput): Choices {
  const found = chooseIcons(`${input.name} ${input.description}`, input.language);
  const tones = input.style ? [input.style] : (kindTones[found.concepts[0] ?? ""] ?? [...logoStyles]);
  const suited = input.colour ? [input.colour] : found.concepts.flatMap((concept) => conceptColours[concept] ?? []);
  // A symbol can only be fused into a name with a round letter.
  const drawable = (layouts: LogoLayout[]) => layouts.filter((layout) => layout !== "fused" || canFuse(input.name));
  const like = input.like;
  if (like) {
    return {
      icons: iconFamily(like.icon, found.icons),
      palettes: [palettesOf(palettes[like.palette].family)],
      pairs: [{ font: like.font, tagFont: like.tagFont ?? defaultTagFont[like.font] }, ...pairsNear(like.font)],
      layouts: drawable(layoutNeighbours[like.layout]),
    };
  }
  return {
    icons: found.icons,
    // The suited colours first, the others after: eight proposals still show some range.
    palettes: input.colour ? [suited.flatMap(palettesOf)] : [suited.flatMap(palettesOf), paletteIds],
    pairs: tones.flatMap((tone) => pairings[tone]),
    layouts: drawable(tones.flatMap((tone) => toneLayouts[tone])),
  };
}

/** Two recipes that draw the same logo have one key: a tagline font left out is the typeface's default. */
const recipeKey = (recipe: LogoRecipe) =>
  logoRecipeKey({ ...recipe, tagFont: recipe.tagFont ?? defaultTagFont[recipe.font] });

/** Each list shuffled (tier by tier), duplicates dropped where they first appear. */
function shuffledChoices(choices: Choices, random: Random) {
  const order = <T>(items: T[], key: (item: T) => string = String) => {
    const seen = new Map(items.map((item) => [key(item), item]));
    return shuffled([...seen.values()], random);
  };
  return {
    icons: order(choices.icons),
    palettes: [...new Set(choices.palettes.flatMap((tier) => shuffled(tier, random)))],
    pairs: order(choices.pairs, (pair) => `${pair.font}|${pair.tagFont}`),
    layouts: order(choices.layouts),
  };
}

/**
 * `count` distinct logos: the k-th proposal takes the k-th icon, palette, typeface and layout
 * of the shuffled lists (each list wraps around), so neighbours differ in everything; a
 * recipe already taken (or the one "more like this" started from, or one on screen) moves on
 * to another palette or typeface. Drawings are compared too: two recipes can draw the same
 * picture (an emblem shows no icon, a stacked lock-up may drop its tagline).
 */
function proposals(input: GenerateInput, count: number) {
  const random = seededRandom(
    input.seed ^ hashText(JSON.stringify([input.name, input.description, input.style, input.colour, input.like])),
  );
  const choices = shuffledChoices(choicesFor(input), random);
  const tagline = taglineOf(input.description);
  const onScreen = [...(input.like ? [input.like] : []), ...(input.shown ?? [])];
  const taken = new Set(onScreen.map(recipeKey));
  const drawn = (recipe: LogoRecipe) => drawProposal(input.name, input.language, recipe);
  const takenDrawings = new Set(onScreen.map((recipe) => drawn(recipe).svg));
  const picked: ReturnType<typeof drawn>[] = [];
  const at = <T>(items: T[], index: number) => items[index % items.length] as T;
  // The emblem and the lettermark draw no symbol: two of eight at most, so the business's
  // symbols stay in six.
  let withoutIcon = 0;
  for (let index = 0; picked.length < count && index < count * 40; index++) {
    const step = Math.floor(index / count);
    const pair = at(choices.pairs, index + step * 2);
    const recipe: LogoRecipe = {
      icon: at(choices.icons, index),
      palette: at(choices.palettes, index + step),
      font: pair.font,
      tagFont: pair.tagFont,
      layout: at(choices.layouts, index + Math.floor(random() * 2) * step),
      ...(tagline ? { tagline } : {}),
    };
    const iconless = layoutsWithoutIcon.includes(recipe.layout);
    if (taken.has(recipeKey(recipe)) || (iconless && withoutIcon >= 2)) continue;
    taken.add(recipeKey(recipe));
    const proposal = drawn(recipe);
    if (takenDrawings.has(proposal.svg)) continue;
    if (iconless) withoutIcon++;
    takenDrawings.add(proposal.svg);
    picked.push(proposal);
  }
  return picked;
}

// The name's, a free-standing icon's and the tagline's colours, drawn once and set per
// background: on light, the palette's ink, mark and mark; on dark, white, the first of mark,
// accent or white that stands out from the dark preview (#0f172a) by 3:1 (a shape or a large
// letter), and the first of accent, mark or a light grey that reads there as text (4.5:1).
const inkToken = "#INK";
const iconToken = "#ICON";
const tagToken = "#TAG";
const ruleToken = "#RULE";
export const lightBackground = "#ffffff";
export const darkBackground = "#0f172a";

const iconOnDark = ({ mark, accent }: { mark: string; accent: string }) =>
  [mark, accent].find((colour) => contrast(colour, darkBackground) >= 3) ?? "#ffffff";
const tagOnLight = ({ mark, ink }: { mark: string; ink: string }) =>
  contrast(mark, lightBackground) >= 4.5 ? mark : ink;
const tagOnDark = ({ mark, accent }: { mark: string; accent: string }) =>
  [accent, mark].find((colour) => contrast(colour, darkBackground) >= 4.5) ?? "#e2e8f0";

/** One proposal drawn from its recipe (also how an order's logo is drawn again), and the text it drew on each background. */
export function drawLogoVariants(name: string, language: Language, recipe: LogoRecipe) {
  const colours = palettes[recipe.palette];
  const drawn = drawLogo({
    name,
    language,
    recipe,
    colours,
    ink: inkToken,
    iconColour: iconToken,
    tagColour: tagToken,
    ruleColour: ruleToken,
  });
  const light = {
    [inkToken]: colours.ink,
    [iconToken]: colours.mark,
    [tagToken]: tagOnLight(colours),
    [ruleToken]: colours.accent,
  };
  const dark = {
    [inkToken]: "#ffffff",
    [iconToken]: iconOnDark(colours),
    [tagToken]: tagOnDark(colours),
    [ruleToken]: contrast(colours.accent, darkBackground) >= 3 ? colours.accent : tagOnDark(colours),
  };
  const paint = (text: string, tokens: Record<string, string>) =>
    Object.entries(tokens).reduce((painted, [token, colour]) => painted.replaceAll(token, colour), text);
  const textsOn = (tokens: Record<string, string>, page: string) =>
    drawn.texts.map((text) => ({
      ...text,
      fill: tokens[text.fill] ?? text.fill,
      ground: text.ground === "page" ? page : text.ground,
    }));
  return {
    svg: paint(drawn.svg, light),
    svgOnDark: paint(drawn.svg, dark),
    texts: textsOn(light, lightBackground),
    textsOnDark: textsOn(dark, darkBackground),
    placed: drawn.placed,
    colours,
  };
}

/** One proposal drawn from its recipe (also how an order's logo is drawn again). */
export function drawProposal(name: string, language: Language, recipe: LogoRecipe) {
  const { svg, svgOnDark, colours } = drawLogoVariants(name, language, recipe);
  return {
    source: "generator" as const,
    recipe,
    svg,
    svgOnDark,
    colours: { mark: colours.mark, accent: colours.accent, ink: colours.ink },
    fontName: fontNames[recipe.font],
  };
}

/** Eight (or `count`) distinct proposals for a request: the same request and seed, the same proposals. */
export function generateProposals(
  input: GenerateInput,
  count = proposalCount,
): (LogoProposal & { source: "generator" })[] {
  return proposals(input, count);
}
