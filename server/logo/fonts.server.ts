import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type opentype from "opentype.js";
import type { LogoFont } from "../../common/logo";

// The typefaces a logo's name is drawn in: Fontsource's files of six families, bold (700) for
// names and medium (500) for taglines, each in three subsets (latin, latin-ext for Turkish
// and Azerbaijani, cyrillic for Russian). Each character is drawn from the first subset that
// has it. Parsed once, on first use.

const subsets = ["latin", "latin-ext", "cyrillic"] as const;

export const fontNames: Record<LogoFont, string> = {
  montserrat: "Montserrat",
  "playfair-display": "Playfair Display",
  "roboto-slab": "Roboto Slab",
  comfortaa: "Comfortaa",
  oswald: "Oswald",
  lora: "Lora",
};

/** The weights drawn: the name's and the tagline's. */
export const fontWeights = { name: 700, tagline: 500 } as const;
export type FontWeight = (typeof fontWeights)[keyof typeof fontWeights];

const parsed = new Map<string, opentype.Font[]>();

function faces(font: LogoFont, weight: FontWeight = fontWeights.name): opentype.Font[] {
  let loaded = parsed.get(`${font}-${weight}`);
  if (!loaded) {
    const require = createRequire(import.meta.url);
    // Required on first use, like the fonts: opentype.js holds about 15 MiB.
    const { parse } = require("opentype.js") as typeof opentype;
    loaded = subsets.map((subset) => {
      const file = readFileSync(require.resolve(`@fontsource/${font}/files/${font}-${subset}-${weight}-normal.woff`));
      return parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    });
    parsed.set(`${font}-${weight}`, loaded);
  }
  return loaded;
}

/** Reads every face now (at start), so the first visitor does not wait for it. */
export function loadLogoFonts(): void {
  for (const font of Object.keys(fontNames) as LogoFont[]) {
    for (const weight of Object.values(fontWeights)) faces(font, weight);
  }
}

export interface TextOutline {
  /** The outline as path data, its baseline at y = 0 and its pen starting at x = 0. */
  d: string;
  /** Where the pen ends: the next glyph would start here. */
  advance: number;
  /** Its drawn extent. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A glyph's outline in font units (y down, baseline at 0) and its advance, kept once read. */
interface CachedGlyph {
  glyph: opentype.Glyph;
  commands: opentype.PathCommand[];
  advance: number;
}

const glyphCache = new WeakMap<opentype.Font, Map<string, CachedGlyph>>();

function cachedGlyph(face: opentype.Font, character: string): CachedGlyph {
  let glyphs = glyphCache.get(face);
  if (!glyphs) glyphCache.set(face, (glyphs = new Map()));
  let cached = glyphs.get(character);
  if (!cached) {
    const glyph = face.charToGlyph(character);
    cached = { glyph, commands: glyph.getPath(0, 0, face.unitsPerEm).commands, advance: glyph.advanceWidth ?? 0 };
    glyphs.set(character, cached);
  }
  return cached;
}

const subsetChoice = new WeakMap<opentype.Font[], Map<string, opentype.Font>>();

/** The first subset with a glyph for the character (the first subset's "missing" box when none has). */
function subsetOf(loaded: opentype.Font[], character: string): opentype.Font {
  let choices = subsetChoice.get(loaded);
  if (!choices) subsetChoice.set(loaded, (choices = new Map()));
  let face = choices.get(character);
  if (!face) {
    face = loaded.find((candidate) => candidate.charToGlyphIndex(character) > 0) ?? loaded[0]!;
    choices.set(character, face);
  }
  return face;
}

const kerningCache = new WeakMap<opentype.Font, Map<string, number>>();

function kerning(face: opentype.Font, left: CachedGlyph, right: CachedGlyph): number {
  let pairs = kerningCache.get(face);
  if (!pairs) kerningCache.set(face, (pairs = new Map()));
  const key = `${left.glyph.index} ${right.glyph.index}`;
  let value = pairs.get(key);
  if (value === undefined) pairs.set(key, (value = face.getKerningValue(left.glyph, right.glyph)));
  return value;
}

const number = (value: number) => String(Math.round(value * 100) / 100);

/**
 * How far text set as `textOutline` sets it advances the pen (its width, give or take the
 * side bearings), measured without drawing: for fitting a line before it is drawn once.
 */
export function textAdvance(font: LogoFont, text: string, size: number, weight: FontWeight = fontWeights.name): number {
  const loaded = faces(font, weight);
  let pen = 0;
  let previous: { face: opentype.Font; glyph: CachedGlyph } | undefined;
  for (const character of text) {
    const face = subsetOf(loaded, character);
    const glyph = cachedGlyph(face, character);
    const scale = size / face.unitsPerEm;
    if (previous?.face === face) pen += kerning(face, previous.glyph, glyph) * scale;
    pen += glyph.advance * scale;
    previous = { face, glyph };
  }
  return pen;
}

/**
 * Text as outlines: the logo looks the same everywhere, with no font to load. Glyph by
 * glyph (opentype.js's shaping of a whole string stops at lookups these fonts use and it
 * does not support), with the font's kerning between neighbours from the same subset and
 * `tracking` in thousandths of an em. Each glyph's outline is read once and then scaled.
 */
export function textOutline(
  font: LogoFont,
  text: string,
  size: number,
  tracking = 0,
  weight: FontWeight = fontWeights.name,
): TextOutline {
  const loaded = faces(font, weight);
  const parts: string[] = [];
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  let pen = 0;
  let previous: { face: opentype.Font; glyph: CachedGlyph } | undefined;
  for (const character of text) {
    const face = subsetOf(loaded, character);
    const glyph = cachedGlyph(face, character);
    const scale = size / face.unitsPerEm;
    if (previous?.face === face) pen += kerning(face, previous.glyph, glyph) * scale;
    const scaled = scaledGlyph(glyph, size, scale);
    if (scaled.start) {
      parts.push(`M${number(pen + scaled.start[0])} ${number(scaled.start[1])}${scaled.d}`);
      box.left = Math.min(box.left, pen + scaled.left);
      box.right = Math.max(box.right, pen + scaled.right);
      box.top = Math.min(box.top, scaled.top);
      box.bottom = Math.max(box.bottom, scaled.bottom);
    }
    pen += glyph.advance * scale + (tracking / 1000) * size;
    previous = { face, glyph };
  }
  if (box.left === Infinity) return { d: "", advance: pen, left: 0, right: 0, top: -size * 0.7, bottom: 0 };
  return { d: parts.join(""), advance: pen, ...box };
}

/** A glyph's outline at one size: where it starts, the rest in relative commands, and its extent. */
interface ScaledGlyph {
  start?: [number, number];
  d: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const scaledCache = new WeakMap<CachedGlyph, Map<number, ScaledGlyph>>();

/**
 * A glyph's path at a size, in commands relative to its first point, so that it is built once
 * per size and placed anywhere by its first move alone (names are drawn at a few sizes, again
 * for every proposal). Coordinates are rounded to hundredths before they are differenced, so
 * the relative path lands where the absolute one would.
 */
function scaledGlyph(glyph: CachedGlyph, size: number, scale: number): ScaledGlyph {
  let sizes = scaledCache.get(glyph);
  if (!sizes) scaledCache.set(glyph, (sizes = new Map()));
  let scaled = sizes.get(size);
  if (scaled) return scaled;
  const round2 = (value: number) => Math.round(value * 100) / 100;
  const extent = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  const parts: string[] = [];
  let start: [number, number] | undefined;
  let current: [number, number] = [0, 0];
  let subpath: [number, number] = [0, 0];
  const point = (x: number, y: number): [number, number] => {
    const at: [number, number] = [round2(x * scale), round2(y * scale)];
    extent.left = Math.min(extent.left, at[0]);
    extent.right = Math.max(extent.right, at[0]);
    extent.top = Math.min(extent.top, at[1]);
    extent.bottom = Math.max(extent.bottom, at[1]);
    return at;
  };
  const relative = (at: [number, number]) => `${number(at[0] - current[0])} ${number(at[1] - current[1])}`;
  for (const command of glyph.commands) {
    if (command.type === "Z") {
      parts.push("z");
      current = subpath;
      continue;
    }
    const end = point(command.x, command.y);
    if (command.type === "M") {
      if (start) parts.push(`m${relative(end)}`);
      else start = end;
      subpath = end;
    } else if (command.type === "L") parts.push(`l${relative(end)}`);
    else if (command.type === "Q") parts.push(`q${relative(point(command.x1, command.y1))} ${relative(end)}`);
    else {
      const first = point(command.x1, command.y1);
      const second = point(command.x2, command.y2);
      parts.push(`c${relative(first)} ${relative(second)} ${relative(end)}`);
    }
    current = end;
  }
  scaled = { start, d: parts.join(""), ...extent };
  // Fitted taglines come in many sizes; a glyph keeps the latest few dozen.
  if (sizes.size > 48) sizes.clear();
  sizes.set(size, scaled);
  return scaled;
}
