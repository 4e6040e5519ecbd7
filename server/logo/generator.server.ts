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
  logoFonts,
  logoLayouts,
} from "../../common/logo";
import { fontNames } from "./fonts.server";
import { chooseIcons, iconFamily } from "./icon-match.server";
import { drawLogo } from "./layouts.server";
import { paletteIds, palettes, palettesOf } from "./palettes.server";
import { hashText, type Random, seededRandom, shuffled } from "./random.server";

export const proposalCount = 8;

/** The typefaces and layouts each style prefers; without a style, all of them. */
const styles: Record<LogoStyle, { fonts: LogoFont[]; layouts: LogoLayout[] }> = {
  modern: { fonts: ["montserrat", "oswald", "comfortaa"], layouts: ["beside", "badge", "wordmark", "monogram"] },
  classic: {
    fonts: ["playfair-display", "lora", "roboto-slab"],
    layouts: ["stacked", "monogram", "badge", "wordmark"],
  },
  playful: { fonts: ["comfortaa", "montserrat"], layouts: ["badge", "stacked", "beside", "monogram"] },
  elegant: { fonts: ["playfair-display", "lora"], layouts: ["monogram", "wordmark", "stacked", "beside"] },
  bold: { fonts: ["oswald", "roboto-slab", "montserrat"], layouts: ["badge", "beside", "wordmark", "stacked"] },
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
};
const serifs: LogoFont[] = ["playfair-display", "lora", "roboto-slab"];
const fontNeighbours = (font: LogoFont) =>
  serifs.includes(font) ? serifs : logoFonts.filter((other) => !serifs.includes(other));

export interface GenerateInput extends LogoRequest {
  language: Language;
  seed: number;
}

/** What the proposals are drawn from: each a list the proposals take turns over. */
interface Choices {
  icons: string[];
  /** The suited palettes, then the others: each tier shuffled on its own. */
  palettes: LogoPalette[][];
  fonts: LogoFont[];
  layouts: LogoLayout[];
}

function choicesFor(input: GenerateInput): Choices {
  const found = chooseIcons(`${input.name} ${input.description}`, input.language);
  const style = input.style && styles[input.style];
  const suited = input.colour ? [input.colour] : found.concepts.flatMap((concept) => conceptColours[concept] ?? []);
  const like = input.like;
  if (like) {
    return {
      icons: iconFamily(like.icon, found.icons),
      palettes: [palettesOf(palettes[like.palette].family)],
      fonts: [like.font, ...fontNeighbours(like.font)],
      layouts: layoutNeighbours[like.layout],
    };
  }
  return {
    icons: found.icons,
    // The suited colours first, the others after: eight proposals still show some range.
    palettes: input.colour ? [suited.flatMap(palettesOf)] : [suited.flatMap(palettesOf), paletteIds],
    fonts: style ? style.fonts : [...logoFonts],
    layouts: style ? style.layouts : [...logoLayouts],
  };
}

const recipeKey = (recipe: LogoRecipe) => `${recipe.icon}|${recipe.palette}|${recipe.font}|${recipe.layout}`;

/** Each list shuffled (tier by tier), duplicates dropped where they first appear. */
function shuffledChoices(choices: Choices, random: Random) {
  const order = <T>(items: T[]) => shuffled([...new Set(items)], random);
  return {
    icons: order(choices.icons),
    palettes: [...new Set(choices.palettes.flatMap((tier) => shuffled(tier, random)))],
    fonts: order(choices.fonts),
    layouts: order(choices.layouts),
  };
}

/**
 * Recipes for `count` distinct logos: the k-th proposal takes the k-th icon, palette,
 * typeface and layout of the shuffled lists (each list wraps around), so neighbours differ in
 * everything; a recipe already taken (or the one "more like this" started from) moves on to
 * another palette or typeface.
 */
function recipes(input: GenerateInput, count: number): LogoRecipe[] {
  const random = seededRandom(
    input.seed ^ hashText(JSON.stringify([input.name, input.description, input.style, input.colour, input.like])),
  );
  const choices = shuffledChoices(choicesFor(input), random);
  const taken = new Set(input.like ? [recipeKey(input.like)] : []);
  const picked: LogoRecipe[] = [];
  const at = <T>(items: T[], index: number) => items[index % items.length] as T;
  for (let index = 0; picked.length < count && index < count * 40; index++) {
    const step = Math.floor(index / count);
    const recipe: LogoRecipe = {
      icon: at(choices.icons, index),
      palette: at(choices.palettes, index + step),
      font: at(choices.fonts, index + step * 2),
      layout: at(choices.layouts, index + Math.floor(random() * 2) * step),
    };
    if (taken.has(recipeKey(recipe))) continue;
    taken.add(recipeKey(recipe));
    picked.push(recipe);
  }
  return picked;
}

// The name's and a free-standing icon's colours, drawn once and set per background: on
// light, the palette's ink and mark; on dark, white and the first of mark, accent or white
// that stands out from the dark preview (#0f172a) by at least 3:1.
const inkToken = "#INK";
const iconToken = "#ICON";
const darkBackground = "#0f172a";

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

const iconOnDark = ({ mark, accent }: { mark: string; accent: string }) =>
  [mark, accent].find((colour) => contrast(colour, darkBackground) >= 3) ?? "#ffffff";

/** One proposal drawn from its recipe (also how an order's logo is drawn again). */
export function drawProposal(name: string, language: Language, recipe: LogoRecipe) {
  const colours = palettes[recipe.palette];
  const drawn = drawLogo({ name, language, recipe, colours, ink: inkToken, iconColour: iconToken });
  return {
    source: "generator" as const,
    recipe,
    svg: drawn.replaceAll(inkToken, colours.ink).replaceAll(iconToken, colours.mark),
    svgOnDark: drawn.replaceAll(inkToken, "#ffffff").replaceAll(iconToken, iconOnDark(colours)),
    colours: { mark: colours.mark, accent: colours.accent, ink: colours.ink },
    fontName: fontNames[recipe.font],
  };
}

/** Eight (or `count`) distinct proposals for a request: the same request and seed, the same proposals. */
export function generateProposals(
  input: GenerateInput,
  count = proposalCount,
): (LogoProposal & { source: "generator" })[] {
  return recipes(input, count).map((recipe) => drawProposal(input.name, input.language, recipe));
}
