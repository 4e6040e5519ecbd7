import type { Language } from "../../common/i18n/languages";
import type { LogoColourSet, LogoLayout, LogoRecipe } from "../../common/logo";
import { textOutline, type TextOutline } from "./fonts.server";
import { iconGroup, round } from "./icons.server";

// The five layouts. Each draws the icon and the name (as outlines) from data only: no text
// a visitor typed ever reaches the markup, so the SVG needs no escaping to be safe.

interface Drawing {
  width: number;
  height: number;
  body: string;
}

const pad = 24;
const white = "#ffffff";

const outlinePath = (outline: TextOutline, x: number, y: number, fill: string) =>
  outline.d ? `<path transform="translate(${round(x)} ${round(y)})" fill="${fill}" d="${outline.d}"/>` : "";

const widthOf = (outline: TextOutline) => outline.right - outline.left;
const heightOf = (outline: TextOutline) => outline.bottom - outline.top;

/** The name's initials: the first letter of its first two words, in the language's capitals. */
export function initials(name: string, language: Language): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? "")
    .join("")
    .toLocaleUpperCase(language);
}

interface LayoutInput {
  name: string;
  language: Language;
  recipe: LogoRecipe;
  colours: LogoColourSet;
  /** The name's colour: the palette's ink on light backgrounds, white on dark ones. */
  ink: string;
  /** A free-standing icon's colour: the palette's mark, or a lighter one of its colours on dark backgrounds. */
  iconColour: string;
}

const layouts: Record<LogoLayout, (input: LayoutInput) => Drawing> = {
  beside({ name, recipe, iconColour, ink }) {
    const size = 88;
    const gap = 22;
    const text = textOutline(recipe.font, name, 64);
    const height = Math.max(size, heightOf(text)) + pad * 2;
    const middle = height / 2;
    return {
      width: pad * 2 + size + gap + widthOf(text),
      height,
      body:
        iconGroup(recipe.icon, { x: pad, y: middle - size / 2, size, colour: iconColour }) +
        outlinePath(text, pad + size + gap - text.left, middle - (text.top + text.bottom) / 2, ink),
    };
  },
  stacked({ name, recipe, iconColour, ink }) {
    const size = 96;
    const gap = 20;
    const text = textOutline(recipe.font, name, 60);
    const width = Math.max(size, widthOf(text)) + pad * 2;
    return {
      width,
      height: pad * 2 + size + gap + heightOf(text),
      body:
        iconGroup(recipe.icon, { x: (width - size) / 2, y: pad, size, colour: iconColour }) +
        outlinePath(text, (width - widthOf(text)) / 2 - text.left, pad + size + gap - text.top, ink),
    };
  },
  badge({ name, recipe, colours }) {
    const size = 72;
    const inner = 32;
    const gap = 16;
    const text = textOutline(recipe.font, name, 48);
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
    const text = textOutline(recipe.font, name, 52);
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
    };
  },
  wordmark({ name, language, recipe, colours, ink, iconColour }) {
    const text = textOutline(recipe.font, name.toLocaleUpperCase(language), 68, 80);
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
    };
  },
};

/** A logo as a standalone SVG document, sized by its own drawing. */
export function drawLogo(input: LayoutInput): string {
  const { width, height, body } = layouts[input.recipe.layout](input);
  const w = round(width);
  const h = round(height);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
}
