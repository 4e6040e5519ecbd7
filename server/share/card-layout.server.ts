// The share card's picture (docs/decisions/022): a 1200×630 SVG that sharp turns into a
// PNG. librsvg does not wrap text, so the title is laid out here, with advance widths of
// the card's font (Manrope ExtraBold, measured once) rounded up: a line estimated to fit
// always does.

import type { FocalPoint } from "../../common/focal-point";

export const cardWidth = 1200;
export const cardHeight = 630;

const padding = 80;
const titleWidth = cardWidth - 2 * padding;
/** A page's picture fills the card's right side, full height; the text keeps the left. */
export const pictureWidth = 460;
const besidePictureWidth = cardWidth - pictureWidth - 2 * padding;
/** Largest first; the smallest also breaks words that fill a line on their own. */
const smallestTitleSize = 52;
const titleSizes = [76, 68, 60, smallestTitleSize];
const maxTitleLines = 3;
const lineHeight = 1.16;

// Advance widths in em, rounded up from Manrope ExtraBold's.
const narrow = new Set(Array.from("ijlIıİ.,:;'!|·"));
const seminarrow = new Set(Array.from('frt1()[]{}-‐/"‘’“”«»'));
const wideLower = new Set(Array.from("mwжшщюыфм"));
const wideUpper = new Set(Array.from("MWЖШЩЮЫƏ@%—"));
const combiningMark = /\p{M}/u;
const letter = /\p{L}/u;

function charWidth(char: string): number {
  if (char === " ") return 0.25;
  if (combiningMark.test(char)) return 0;
  if (narrow.has(char)) return 0.33;
  if (seminarrow.has(char)) return 0.46;
  if (wideLower.has(char)) return 0.93;
  if (wideUpper.has(char)) return 1;
  if (char >= "0" && char <= "9") return 0.68;
  if (letter.test(char)) {
    // Scripts beyond the font's (CJK and the like) come from a fallback font: full width.
    if (char.codePointAt(0)! > 0x052f) return 1;
    return char === char.toLocaleLowerCase("en") ? 0.66 : 0.78;
  }
  return char.codePointAt(0)! > 0x2000 ? 1 : 0.7;
}

/** The estimated width of `text` in em of the card's font. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

export interface TitleLayout {
  fontSize: number;
  lines: string[];
}

/**
 * The title on at most three lines within the card's width: the largest size at which
 * every word fits; failing that the smallest, where a word longer than a line is broken
 * with a hyphen, and text beyond the third line ends in an ellipsis.
 */
export function layoutTitle(title: string, { width = titleWidth, maxLines = maxTitleLines } = {}): TitleLayout {
  const words = title.trim().split(/\s+/).filter(Boolean);
  for (const fontSize of titleSizes) {
    const lineEms = width / fontSize;
    if (words.some((word) => textWidth(word) > lineEms)) continue;
    const lines = wrapWords(words, lineEms);
    if (lines.length <= maxLines) return { fontSize, lines };
  }
  const fontSize = smallestTitleSize;
  const lineEms = width / fontSize;
  const lines = wrapWords(
    words.flatMap((word) => breakWord(word, lineEms)),
    lineEms,
  );
  if (lines.length <= maxLines) return { fontSize, lines };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(`${kept[maxLines - 1]} ${lines[maxLines]}`, lineEms);
  return { fontSize, lines: kept };
}

/** Greedy: as many words on a line as fit. */
function wrapWords(words: string[], lineEms: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate) > lineEms) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A word wider than a line, cut into pieces that fit, each but the last ending in a hyphen. */
function breakWord(word: string, lineEms: number): string[] {
  if (textWidth(word) <= lineEms) return [word];
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && textWidth(`${piece}${char}-`) > lineEms && !combiningMark.test(char)) {
      pieces.push(`${piece}-`);
      piece = "";
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** The text as it is when it fits on a line of `lineEms`, else shortened with an ellipsis. */
export function oneLine(text: string, lineEms: number): string {
  return textWidth(text) <= lineEms ? text : withEllipsis(text, lineEms);
}

/** The text, shortened from its end until it and an ellipsis fit on a line. */
function withEllipsis(text: string, lineEms: number): string {
  let chars = Array.from(text.trimEnd());
  while (chars.length && textWidth(`${chars.join("")}…`) > lineEms) chars = chars.slice(0, -1);
  return `${chars.join("").replace(/[\s\p{P}]+$/u, "")}…`;
}

export function escapeSvgText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface CardText {
  title: string;
  /** A short line above the title: a post's category. */
  kicker?: string;
  siteName: string;
  /** The site's host, in the bottom corner. */
  host: string;
  language: string;
  /** The page's library picture behind the text, cut around its focal point (decision 041). */
  picture?: CardPicture;
}

/** A library image as a card draws it: the stored file it is read from and where its subject is. */
export interface CardPicture {
  /** A variant's file name under /media/ (`{id}-{width}.webp`). */
  file: string;
  width: number;
  height: number;
  focalPoint: FocalPoint;
}

// Manrope is the site's display face; the one letter it lacks (Ə) comes from a subset of
// Noto Sans shipped beside it, anything else from the system's fonts (server/share/fonts).
const fontFamily = "Manrope, 'Noto Sans', sans-serif";

/**
 * The card as SVG: brand gradient, the "N." mark, site name, kicker, title and host. With a
 * picture the text keeps to the left of the band the picture is drawn in (renderPng).
 */
export function cardSvg({ title, kicker, siteName, host, language, picture }: CardText): string {
  const textWidth = picture ? besidePictureWidth : titleWidth;
  const { fontSize, lines } = layoutTitle(title, { width: textWidth });
  const titleLine = Math.round(fontSize * lineHeight);
  const kickerGap = kicker ? 56 : 0;
  // The title block sits in the middle of the space between the header and the footer.
  const blockHeight = kickerGap + lines.length * titleLine;
  const top = Math.round(170 + (330 - blockHeight) / 2);
  const titleText = lines
    .map((line, index) => `<tspan x="${padding}" dy="${index === 0 ? 0 : titleLine}">${escapeSvgText(line)}</tspan>`)
    .join("");
  const kickerSize = 26;
  const kickerText = kicker
    ? `<text x="${padding}" y="${top + kickerSize}" font-size="${kickerSize}" letter-spacing="3" fill="#ffb199">${escapeSvgText(
        oneLine(kicker.toLocaleUpperCase(language), (textWidth - 3 * kicker.length) / kickerSize),
      )}</text>`
    : "";
  const firstBaseline = top + kickerGap + Math.round(fontSize * 0.95);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b6cf6"/><stop offset="0.55" stop-color="#2552e0"/><stop offset="1" stop-color="#172a63"/></linearGradient>
<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b6cf6"/><stop offset="1" stop-color="#1d41b4"/></linearGradient>
</defs>
<rect width="${cardWidth}" height="${cardHeight}" fill="url(#bg)"/>
<circle cx="1090" cy="90" r="260" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="1150" cy="600" r="170" fill="#ff7a59" fill-opacity="0.18"/>
<g font-family="${fontFamily}" font-weight="800" xml:lang="${escapeSvgText(language)}">
<g transform="translate(${padding} 70)">
<rect width="64" height="64" rx="16" fill="#ffffff"/>
<path d="M13 48V16h7.5L37 36.5V16h7v32h-7.5L20 27.5V48z" fill="url(#mark)"/>
<circle cx="51.5" cy="43.5" r="4.5" fill="#ff7a59"/>
</g>
<text x="${padding + 84}" y="114" font-size="34" fill="#ffffff">${escapeSvgText(oneLine(siteName, (textWidth - 280) / 34))}</text>
${kickerText}
<text x="${padding}" y="${firstBaseline}" font-size="${fontSize}" fill="#ffffff">${titleText}</text>
<rect x="${padding}" y="538" width="88" height="8" rx="4" fill="#ff7a59"/>
<text x="${padding + 112}" y="550" font-size="26" fill="#dbe6fe">${escapeSvgText(oneLine(host, (textWidth - 240) / 26))}</text>
</g>
</svg>`;
}
