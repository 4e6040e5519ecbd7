import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The brochure's typeface, Montserrat from @fontsource (the face the site offers for
 * headings), which ships one WOFF file per script: Latin, Latin Extended (Turkish ı ş ğ,
 * Azerbaijani ə), Cyrillic. A PDF font is one file, so text is written as runs, each in
 * the file whose `unicode-range` (read from the package's own CSS) holds its letters, as a
 * browser would choose them.
 */

export type Weight = 400 | 700;

interface Subset {
  /** The name the document registers the file under, e.g. "montserrat-latin-ext-700". */
  name: string;
  file: Buffer;
  ranges: [number, number][];
}

/** The scripts the site's four languages need, in the order a letter looks for its file. */
const subsetOrder = ["latin", "latin-ext", "cyrillic", "cyrillic-ext"];

const packageRequire = createRequire(import.meta.url);

function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(",").map((part) => {
    const [low, high = low] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(low!, 16), Number.parseInt(high!, 16)];
  });
}

function loadSubsets(weight: Weight): Subset[] {
  const cssPath = packageRequire.resolve(`@fontsource/montserrat/${weight}.css`);
  const css = readFileSync(cssPath, "utf8");
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    file: body!.match(/url\(\.\/files\/([^)]+\.woff)\)/)?.[1],
    range: body!.match(/unicode-range:\s*([^;]+);/)?.[1],
  }));
  return subsetOrder.flatMap((subset) => {
    const face = faces.find(({ file }) => file === `montserrat-${subset}-${weight}-normal.woff`);
    if (!face?.file || !face.range) return [];
    return [
      {
        name: `montserrat-${subset}-${weight}`,
        file: readFileSync(path.join(path.dirname(cssPath), "files", face.file)),
        ranges: parseRanges(face.range),
      },
    ];
  });
}

let loaded: Record<Weight, Subset[]> | undefined;

/** Both weights' files, read once. */
export function brochureFonts(): Record<Weight, Subset[]> {
  loaded ??= { 400: loadSubsets(400), 700: loadSubsets(700) };
  return loaded;
}

/** `text` cut into runs that each one font file can write; a letter no file has stays in Latin's. */
export function fontRuns(text: string, subsets: Subset[]): { font: string; text: string }[] {
  const runs: { font: string; text: string }[] = [];
  for (const letter of text) {
    const code = letter.codePointAt(0)!;
    const subset =
      subsets.find(({ ranges }) => ranges.some(([low, high]) => code >= low && code <= high)) ?? subsets[0]!;
    const last = runs.at(-1);
    if (last?.font === subset.name) last.text += letter;
    else runs.push({ font: subset.name, text: letter });
  }
  return runs;
}
