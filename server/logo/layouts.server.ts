import type { Language } from "../../common/i18n/languages";
import type { LogoColourSet, LogoFont, LogoLayout, LogoRecipe } from "../../common/logo";
import { fontWeights, textAdvance, textOutline, type TextOutline } from "./fonts.server";
import { iconGroup, round } from "./icons.server";

// The compositions (docs/decisions/043, 063). Each draws the icon and the name (as outlines)
// from data only: no text a visitor typed ever reaches the markup, so the SVG needs no
// escaping to be safe. Each also says which text it drew, in which colour on which ground,
// so a test can check every name and tagline reads (contrast, size).

/** A run of text a composition drew: its role, its size, its colour and what lies under it. */
export interface DrawnText {
  role: "name" | "tagline" | "letter";
  size: number;
  /** A colour, or a token the generator sets per background (see `LayoutInput`). */
  fill: string;
  /** "page" (the background the logo is shown on) or the colour of a shape under the text. */
  ground: string;
}

interface Drawing {
  width: number;
  height: number;
  body: string;
  texts: DrawnText[];
}

const pad = 24;
const white = "#ffffff";

/** Where a run of text was drawn: its box in the drawing, its baseline and its colour. */
export interface PlacedText {
  left: number;
  right: number;
  top: number;
  bottom: number;
  baseline: number;
  fill: string;
}

/** The runs of text of the drawing under way (drawing is synchronous: one at a time). */
let placing: PlacedText[] = [];

function outlinePath(outline: TextOutline, x: number, y: number, fill: string) {
  if (!outline.d) return "";
  const [left, top] = [x + outline.left, y + outline.top];
  placing.push({ left, top, right: x + outline.right, bottom: y + outline.bottom, baseline: y, fill });
  return `<path transform="translate(${round(x)} ${round(y)})" fill="${fill}" d="${outline.d}"/>`;
}

const widthOf = (outline: TextOutline) => outline.right - outline.left;
const heightOf = (outline: TextOutline) => outline.bottom - outline.top;
/** Where to put an outline's pen so that its drawn box is centred on x (horizontally). */
const centredX = (outline: TextOutline, x: number) => x - (outline.left + outline.right) / 2;

/** The name's initials: the first letter of its first two words, in the language's capitals. */
export function initials(name: string, language: Language): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? "")
    .join("")
    .toLocaleUpperCase(language);
}

/** The round letters a "fused" composition can replace with its symbol in a disc. */
const roundLetters = /[OoОо0]/u;

/** Whether a name has a letter the symbol can take the place of (the "fused" composition). */
export const canFuse = (name: string) => roundLetters.test(name);

/** The typeface paired with each name's typeface when a recipe names none (recipes before decision 063). */
export const defaultTagFont: Record<LogoFont, LogoFont> = {
  montserrat: "montserrat",
  "playfair-display": "montserrat",
  "roboto-slab": "montserrat",
  comfortaa: "comfortaa",
  oswald: "montserrat",
  lora: "montserrat",
};

interface LayoutInput {
  name: string;
  language: Language;
  recipe: LogoRecipe;
  colours: LogoColourSet;
  /** The name's colour: the palette's ink on light backgrounds, white on dark ones. */
  ink: string;
  /** A free-standing icon's colour: the palette's mark, or a lighter one of its colours on dark backgrounds. */
  iconColour: string;
  /** The tagline's colour: the palette's mark on light backgrounds, a light one on dark ones. */
  tagColour: string;
  /** Rules beside a tagline or name: the palette's accent, or a colour that shows on dark backgrounds. */
  ruleColour: string;
}

/** Line weights in proportion to the name's size, so icon strokes match the letters' stems. */
const strokeFor = (nameSize: number) => nameSize * 0.12;

/**
 * The tagline in capitals, spaced, in the paired typeface: as wide as `room` allows, first by
 * closing the spacing, then by a smaller size, never under 0.28 of the name's size (it
 * must stay legible when the logo is small); undefined when the recipe has none.
 */
function taglineOutline(input: LayoutInput, nameSize: number, room: number): Tagline | undefined {
  const text = input.recipe.tagline?.trim().toLocaleUpperCase(input.language);
  if (!text) return undefined;
  const font = input.recipe.tagFont ?? defaultTagFont[input.recipe.font];
  const draw = (size: number, tracking: number) =>
    Object.assign(textOutline(font, text, size, tracking, fontWeights.tagline), { size });
  // Measured untracked without drawing: spacing adds tracking/1000 of the size after each character but the last.
  const size = nameSize * 0.34;
  const plain = textAdvance(font, text, size, fontWeights.tagline);
  const gaps = [...text].length - 1;
  const widthAt = (tracking: number, at = size) => (plain * at) / size + (tracking / 1000) * at * gaps;
  const tracking = [200, 140].find((candidate) => widthAt(candidate) <= room) ?? 80;
  const fitted = widthAt(tracking) <= room ? size : Math.max(nameSize * 0.28, (size * room) / widthAt(tracking));
  return draw(fitted, tracking);
}

type Tagline = TextOutline & { size: number };

const taglineText = (input: LayoutInput, tagline: Tagline | undefined): DrawnText[] =>
  tagline ? [{ role: "tagline", size: tagline.size, fill: input.tagColour, ground: "page" }] : [];

const nameText = (size: number, fill: string, ground = "page"): DrawnText => ({ role: "name", size, fill, ground });

/** A shape that holds a symbol, chosen by the typeface's tone: a shield for serifs, a hexagon for the geometric and condensed, a disc for the rounded. */
function holder(font: LogoFont, x: number, y: number, size: number, fill: string): { svg: string; centreY: number } {
  const at = (u: number, v: number) => `${round(x + u * size)} ${round(y + v * size)}`;
  if (font === "playfair-display" || font === "lora" || font === "roboto-slab") {
    return {
      svg:
        `<path fill="${fill}" d="M${at(0.1, 0.02)}H${at(0.9, 0.02).split(" ")[0]}Q${at(0.98, 0.02)} ${at(0.98, 0.1)}` +
        `V${round(y + 0.52 * size)}C${at(0.98, 0.78)} ${at(0.74, 0.92)} ${at(0.5, 1)}` +
        `C${at(0.26, 0.92)} ${at(0.02, 0.78)} ${at(0.02, 0.52)}V${round(y + 0.1 * size)}Q${at(0.02, 0.02)} ${at(0.1, 0.02)}Z"/>`,
      centreY: y + size * 0.46,
    };
  }
  if (font === "comfortaa") {
    return {
      svg: `<circle cx="${round(x + size / 2)}" cy="${round(y + size / 2)}" r="${round(size / 2)}" fill="${fill}"/>`,
      centreY: y + size / 2,
    };
  }
  // A hexagon with its corners rounded by a stroke of its own colour.
  const corner = size * 0.08;
  const radius = size / 2 - corner / 2;
  const points = Array.from({ length: 6 }, (_, index) => {
    const angle = ((index * 60 - 90) * Math.PI) / 180;
    return `${round(x + size / 2 + radius * Math.cos(angle))},${round(y + size / 2 + radius * Math.sin(angle))}`;
  }).join(" ");
  return {
    svg: `<polygon points="${points}" fill="${fill}" stroke="${fill}" stroke-width="${round(corner)}" stroke-linejoin="round"/>`,
    centreY: y + size / 2,
  };
}

/**
 * A mark `size` square at the left and, `gap` after it, the name over its tagline, the two
 * centred on one line: the inline and shape lock-ups. `mark` draws the mark given the
 * drawing's middle line and the height of the name's block.
 */
function besideMark(
  input: LayoutInput,
  { size, nameSize, gap }: { size: number; nameSize: number; gap: number },
  mark: (middle: number, block: number) => string,
): Drawing {
  const text = textOutline(input.recipe.font, input.name, nameSize);
  const tagline = taglineOutline(input, nameSize, Math.max(widthOf(text), 200));
  const block = heightOf(text) + (tagline ? 12 + heightOf(tagline) : 0);
  const height = Math.max(size, block) + pad * 2;
  const middle = height / 2;
  const textX = pad + size + gap;
  const nameTop = middle - block / 2;
  return {
    width: textX + Math.max(widthOf(text), tagline ? widthOf(tagline) : 0) + pad,
    height,
    body:
      mark(middle, block) +
      outlinePath(text, textX - text.left, nameTop - text.top, input.ink) +
      (tagline
        ? outlinePath(tagline, textX - tagline.left, nameTop + heightOf(text) + 12 - tagline.top, input.tagColour)
        : ""),
    texts: [nameText(nameSize, input.ink), ...taglineText(input, tagline)],
  };
}

const layouts: Record<LogoLayout, (input: LayoutInput) => Drawing> = {
  beside({ name, recipe, iconColour, ink }) {
    const size = 88;
    const gap = 22;
    const nameSize = 64;
    const text = textOutline(recipe.font, name, nameSize);
    const height = Math.max(size, heightOf(text)) + pad * 2;
    const middle = height / 2;
    return {
      width: pad * 2 + size + gap + widthOf(text),
      height,
      body:
        iconGroup(recipe.icon, { x: pad, y: middle - size / 2, size, colour: iconColour }) +
        outlinePath(text, pad + size + gap - text.left, middle - (text.top + text.bottom) / 2, ink),
      texts: [nameText(nameSize, ink)],
    };
  },
  stacked({ name, recipe, iconColour, ink }) {
    const size = 96;
    const gap = 20;
    const nameSize = 60;
    const text = textOutline(recipe.font, name, nameSize);
    const width = Math.max(size, widthOf(text)) + pad * 2;
    return {
      width,
      height: pad * 2 + size + gap + heightOf(text),
      body:
        iconGroup(recipe.icon, { x: (width - size) / 2, y: pad, size, colour: iconColour }) +
        outlinePath(text, (width - widthOf(text)) / 2 - text.left, pad + size + gap - text.top, ink),
      texts: [nameText(nameSize, ink)],
    };
  },
  badge({ name, recipe, colours }) {
    const size = 72;
    const inner = 32;
    const gap = 16;
    const nameSize = 48;
    const text = textOutline(recipe.font, name, nameSize);
    const badgeWidth = Math.max(size, widthOf(text)) + inner * 2;
    const badgeHeight = inner * 2 + size + gap + heightOf(text);
    return {
      width: badgeWidth + pad * 2,
      height: badgeHeight + pad * 2,
      body:
        `<rect x="${pad}" y="${pad}" width="${round(badgeWidth)}" height="${round(badgeHeight)}" rx="28" fill="${colours.mark}"/>` +
        `<rect x="${pad + 8}" y="${pad + 8}" width="${round(badgeWidth - 16)}" height="${round(badgeHeight - 16)}" rx="22" fill="none" stroke="${colours.accent}" stroke-width="3"/>` +
        iconGroup(recipe.icon, { x: pad + (badgeWidth - size) / 2, y: pad + inner, size, colour: white }) +
        outlinePath(
          text,
          pad + (badgeWidth - widthOf(text)) / 2 - text.left,
          pad + inner + size + gap - text.top,
          white,
        ),
      texts: [nameText(nameSize, white, colours.mark)],
    };
  },
  monogram({ name, language, recipe, colours, ink }) {
    const box = 120;
    const gap = 26;
    // Two wide capitals ("ПЩ", "MW") are drawn smaller, so they stay inside the box.
    const monogram = initials(name, language) || "·";
    const measured = textOutline(recipe.font, monogram, 64);
    const fits = Math.min(1, (box * 0.72) / Math.max(widthOf(measured), 1));
    const letters = fits < 1 ? textOutline(recipe.font, monogram, 64 * fits) : measured;
    const nameSize = 52;
    const text = textOutline(recipe.font, name, nameSize);
    const height = Math.max(box + 16, heightOf(text)) + pad * 2;
    const top = (height - box) / 2;
    const dot = 22;
    return {
      width: pad * 2 + box + dot / 2 + gap + widthOf(text),
      height,
      body:
        `<rect x="${pad}" y="${round(top)}" width="${box}" height="${box}" rx="26" fill="${colours.mark}"/>` +
        outlinePath(
          letters,
          pad + (box - widthOf(letters)) / 2 - letters.left,
          top + box / 2 - (letters.top + letters.bottom) / 2,
          white,
        ) +
        `<circle cx="${pad + box}" cy="${round(top)}" r="${dot}" fill="${colours.accent}"/>` +
        iconGroup(recipe.icon, { x: pad + box - 13, y: top - 13, size: 26, colour: white }) +
        outlinePath(text, pad + box + dot / 2 + gap - text.left, height / 2 - (text.top + text.bottom) / 2, ink),
      texts: [nameText(nameSize, ink), { role: "letter", size: 64 * fits, fill: white, ground: colours.mark }],
    };
  },
  wordmark({ name, language, recipe, colours, ink, iconColour }) {
    const nameSize = 68;
    const text = textOutline(recipe.font, name.toLocaleUpperCase(language), nameSize, 80);
    const size = 34;
    const gap = 18;
    const width = Math.max(widthOf(text), size * 5) + pad * 2;
    const rule = pad + heightOf(text) + gap + size / 2;
    const lineLength = (width - pad * 2 - size - 24) / 2;
    return {
      width,
      height: pad * 2 + heightOf(text) + gap + size,
      body:
        outlinePath(text, (width - widthOf(text)) / 2 - text.left, pad - text.top, ink) +
        `<path d="M${pad} ${round(rule)}h${round(lineLength)}M${round(width - pad - lineLength)} ${round(rule)}h${round(lineLength)}" stroke="${colours.accent}" stroke-width="3" stroke-linecap="round"/>` +
        iconGroup(recipe.icon, { x: (width - size) / 2, y: rule - size / 2, size, colour: iconColour }),
      texts: [nameText(nameSize, ink)],
    };
  },

  /** A monogram emblem: the initials in a ringed disc, the name and the tagline centred below. */
  emblem(input) {
    const { name, language, recipe, colours, ink } = input;
    const nameSize = 50;
    const text = textOutline(recipe.font, name, nameSize);
    // The disc grows with a long name, so the two stay in proportion.
    const disc = Math.min(176, Math.max(128, widthOf(text) * 0.52));
    const tagline = taglineOutline(input, nameSize, Math.max(widthOf(text), disc));
    const monogram = initials(name, language) || "·";
    const measured = textOutline(recipe.font, monogram, 60);
    const fits = Math.min(1, (disc * 0.56) / Math.max(widthOf(measured), 1));
    const letters = fits < 1 ? textOutline(recipe.font, monogram, 60 * fits) : measured;
    const width = Math.max(disc, widthOf(text), tagline ? widthOf(tagline) : 0) + pad * 2;
    const centre = width / 2;
    const nameTop = pad + disc + 22;
    const tagTop = nameTop + heightOf(text) + 14;
    const height = (tagline ? tagTop + heightOf(tagline) : nameTop + heightOf(text)) + pad;
    const middle = round(pad + disc / 2);
    return {
      width,
      height,
      body:
        `<circle cx="${round(centre)}" cy="${middle}" r="${round(disc / 2)}" fill="${colours.mark}"/>` +
        `<circle cx="${round(centre)}" cy="${middle}" r="${round(disc / 2 - 8)}" fill="none" stroke="${white}" stroke-width="2.5"/>` +
        outlinePath(letters, centredX(letters, centre), middle - (letters.top + letters.bottom) / 2, white) +
        outlinePath(text, centredX(text, centre), nameTop - text.top, ink) +
        (tagline ? outlinePath(tagline, centredX(tagline, centre), tagTop - tagline.top, input.tagColour) : ""),
      texts: [
        nameText(nameSize, ink),
        { role: "letter", size: 60 * fits, fill: white, ground: colours.mark },
        ...taglineText(input, tagline),
      ],
    };
  },

  /** A stacked lock-up: the symbol above the name, the tagline between two short rules below. */
  lockup(input) {
    const { name, recipe, ink, iconColour } = input;
    const size = 84;
    const nameSize = 60;
    const text = textOutline(recipe.font, name, nameSize);
    const rule = 28;
    const ruleGap = 12;
    const tagline = taglineOutline(input, nameSize, Math.max(widthOf(text) - (rule + ruleGap) * 2, 160));
    const row = tagline ? widthOf(tagline) + (rule + ruleGap) * 2 : 0;
    const width = Math.max(size, widthOf(text), row) + pad * 2;
    const centre = width / 2;
    const nameTop = pad + size + 18;
    const tagTop = nameTop + heightOf(text) + 16;
    const tagHeight = tagline ? heightOf(tagline) : 5;
    const tagMiddle = tagTop + tagHeight / 2;
    const rules = tagline
      ? `<path d="M${round(centre - row / 2)} ${round(tagMiddle)}h${rule}M${round(centre + row / 2 - rule)} ${round(tagMiddle)}h${rule}" stroke="${input.ruleColour}" stroke-width="2.5" stroke-linecap="round"/>`
      : `<rect x="${round(centre - 22)}" y="${round(tagTop)}" width="44" height="5" rx="2.5" fill="${input.ruleColour}"/>`;
    return {
      width,
      height: tagTop + tagHeight + pad,
      body:
        iconGroup(recipe.icon, {
          x: centre - size / 2,
          y: pad,
          size,
          colour: iconColour,
          stroke: strokeFor(nameSize),
        }) +
        outlinePath(text, centredX(text, centre), nameTop - text.top, ink) +
        rules +
        (tagline ? outlinePath(tagline, centredX(tagline, centre), tagTop - tagline.top, input.tagColour) : ""),
      texts: [nameText(nameSize, ink), ...taglineText(input, tagline)],
    };
  },

  /** An inline lock-up: the symbol, a thin upright rule, then the name over its tagline. */
  inline(input) {
    const size = 80;
    const nameSize = 58;
    return besideMark(input, { size, nameSize, gap: 48 }, (middle, block) => {
      const ruleX = pad + size + 24;
      const ruleHalf = Math.max(size, block) / 2;
      return (
        iconGroup(input.recipe.icon, {
          x: pad,
          y: middle - size / 2,
          size,
          colour: input.iconColour,
          stroke: strokeFor(nameSize),
        }) +
        `<path d="M${ruleX} ${round(middle - ruleHalf)}V${round(middle + ruleHalf)}" stroke="${input.ruleColour}" stroke-width="2.5" stroke-linecap="round"/>`
      );
    });
  },

  /**
   * The symbol fused into the name: the first round letter (O, o, О, о, 0) becomes a disc of
   * the palette's mark (on every background, as the shapes: white reads on every mark) with
   * the symbol knocked out of it in white, spaced as the letter was.
   * A name with no round letter (the generator never proposes one) is drawn inline.
   */
  fused(input) {
    const { name, recipe, colours, ink } = input;
    const at = name.search(roundLetters);
    if (at < 0) return layouts.inline(input);
    const nameSize = 72;
    const before = textOutline(recipe.font, name.slice(0, at), nameSize);
    const letter = textOutline(recipe.font, name[at]!, nameSize);
    const after = textOutline(recipe.font, name.slice(at + 1), nameSize);
    // A lower-case o grows to hold its symbol, resting on the baseline as the letter does.
    const diameter = Math.max(Math.max(widthOf(letter), heightOf(letter)) * 1.16, nameSize * 0.62);
    const spare = Math.max(0, (diameter - widthOf(letter)) / 2) + nameSize * 0.02;
    // Pens along the baseline (y = 0): the part before, the disc, the part after.
    const discX = before.advance + spare + (letter.left + letter.right) / 2;
    const afterX = before.advance + letter.advance + spare * 2;
    const discY = Math.min((letter.top + letter.bottom) / 2, letter.bottom - diameter / 2);
    const left = Math.min(before.d ? before.left : Infinity, discX - diameter / 2);
    const right = Math.max(discX + diameter / 2, after.d ? afterX + after.right : -Infinity);
    const top = Math.min(before.top, after.top, discY - diameter / 2);
    const bottom = Math.max(before.bottom, after.bottom, discY + diameter / 2);
    const wordWidth = right - left;
    const tagline = taglineOutline(input, nameSize, Math.max(wordWidth, 200));
    const width = Math.max(wordWidth, tagline ? widthOf(tagline) : 0) + pad * 2;
    const x = (width - wordWidth) / 2 - left;
    const y = pad - top;
    const tagTop = pad + bottom - top + 16;
    const iconSize = diameter * 0.62;
    return {
      width,
      height: (tagline ? tagTop + heightOf(tagline) : pad + bottom - top) + pad,
      body:
        outlinePath(before, x, y, ink) +
        `<circle cx="${round(x + discX)}" cy="${round(y + discY)}" r="${round(diameter / 2)}" fill="${colours.mark}"/>` +
        iconGroup(recipe.icon, {
          x: x + discX - iconSize / 2,
          y: y + discY - iconSize / 2,
          size: iconSize,
          colour: white,
          stroke: strokeFor(nameSize) * 0.7,
        }) +
        outlinePath(after, x + afterX, y, ink) +
        (tagline ? outlinePath(tagline, centredX(tagline, width / 2), tagTop - tagline.top, input.tagColour) : ""),
      texts: [nameText(nameSize, ink), ...taglineText(input, tagline)],
    };
  },

  /** The symbol in a shape of the typeface's tone (shield, hexagon or disc), the name and tagline beside it. */
  shape(input) {
    const size = 108;
    const nameSize = 56;
    return besideMark(input, { size, nameSize, gap: 26 }, (middle) => {
      const shape = holder(input.recipe.font, pad, middle - size / 2, size, input.colours.mark);
      const iconSize = size * 0.5;
      return (
        shape.svg +
        iconGroup(input.recipe.icon, {
          x: pad + (size - iconSize) / 2,
          y: shape.centreY - iconSize / 2,
          size: iconSize,
          colour: white,
          stroke: strokeFor(nameSize) * 0.75,
        })
      );
    });
  },

  /**
   * A wordmark with a treated letter: the name set tight (a ligature's closeness), its first
   * letter in the palette's colour and a full stop of the same colour after it; the tagline
   * centred below.
   */
  lettermark(input) {
    const { name, recipe, ink, iconColour } = input;
    const nameSize = 76;
    const tracking = -18;
    const [first = "", ...others] = [...name];
    const head = textOutline(recipe.font, first, nameSize, tracking);
    const rest = textOutline(recipe.font, others.join(""), nameSize, tracking);
    const restX = head.advance;
    const dot = nameSize * 0.075;
    const dotX = (rest.d ? restX + rest.right : head.right) + dot + nameSize * 0.05;
    const left = head.left;
    const right = dotX + dot;
    const top = Math.min(head.top, rest.top);
    const bottom = Math.max(head.bottom, rest.bottom, 0);
    const wordWidth = right - left;
    const tagline = taglineOutline(input, nameSize, Math.max(wordWidth, 200));
    const width = Math.max(wordWidth, tagline ? widthOf(tagline) : 0) + pad * 2;
    const x = (width - wordWidth) / 2 - left;
    const y = pad - top;
    const tagTop = pad + bottom - top + 18;
    return {
      width,
      height: (tagline ? tagTop + heightOf(tagline) : pad + bottom - top) + pad,
      body:
        outlinePath(head, x, y, iconColour) +
        outlinePath(rest, x + restX, y, ink) +
        `<circle cx="${round(x + dotX)}" cy="${round(y - dot)}" r="${round(dot)}" fill="${iconColour}"/>` +
        (tagline ? outlinePath(tagline, centredX(tagline, width / 2), tagTop - tagline.top, input.tagColour) : ""),
      texts: [
        nameText(nameSize, ink),
        { role: "letter", size: nameSize, fill: iconColour, ground: "page" },
        ...taglineText(input, tagline),
      ],
    };
  },
};

/** The compositions that draw the symbol (the emblem and the lettermark draw letters only). */
export const layoutsWithoutIcon: readonly LogoLayout[] = ["emblem", "lettermark"];

/** A logo as a standalone SVG document, sized by its own drawing, with the text it drew and where. */
export function drawLogo(input: LayoutInput): { svg: string; texts: DrawnText[]; placed: PlacedText[] } {
  placing = [];
  const { width, height, body, texts } = layouts[input.recipe.layout](input);
  const placed = placing;
  placing = [];
  const w = round(width);
  const h = round(height);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`,
    texts,
    placed,
  };
}
