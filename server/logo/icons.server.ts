import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// Lucide's icons as data (lucide-static's icon-nodes.json: each icon a list of SVG elements
// on a 24-unit grid) and their tags (tags.json). Read from the package once, on first use,
// and never bundled: together they are about 1.5 MB the pages have no use for.

type IconElement = [tag: string, attributes: Record<string, string>];

interface IconSet {
  nodes: Record<string, IconElement[]>;
  /** Each tag word and icon-name word, to the icons it names. */
  tags: Map<string, string[]>;
}

let iconSet: IconSet | undefined;

function readJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(createRequire(import.meta.url).resolve(specifier), "utf8")) as T;
}

function loadIconSet(): IconSet {
  const nodes = readJson<Record<string, IconElement[]>>("lucide-static/icon-nodes.json");
  const tagLists = readJson<Record<string, string[]>>("lucide-static/tags.json");
  const tags = new Map<string, string[]>();
  const add = (word: string, icon: string) => {
    const icons = tags.get(word) ?? [];
    if (!icons.includes(icon)) tags.set(word, [...icons, icon]);
  };
  for (const icon of Object.keys(nodes)) {
    for (const word of icon.split("-")) if (word.length > 2) add(word, icon);
    for (const tag of tagLists[icon] ?? []) add(tag.toLowerCase(), icon);
  }
  return { nodes, tags };
}

export function icons(): IconSet {
  return (iconSet ??= loadIconSet());
}

export function isIcon(name: string): boolean {
  return Object.hasOwn(icons().nodes, name);
}

/** The icons a word names through Lucide's tags (English words: "coffee", "cup", "scissors"). */
export function iconsTagged(word: string): readonly string[] {
  return icons().tags.get(word) ?? [];
}

// Only geometry is copied from the icon data: no attribute of it can carry a script or a reference.
const geometry = new Set([
  "d",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "width",
  "height",
  "points",
]);
const elements = new Set(["path", "circle", "rect", "line", "ellipse", "polyline", "polygon"]);
const geometryValue = /^[-\d\s.,a-zA-Z]*$/;

/** An icon's elements as SVG markup, stroked by their group (see `iconGroup`). */
function iconElements(name: string): string {
  const nodes = icons().nodes[name];
  if (!nodes) throw new Error(`unknown icon ${name}`);
  return nodes
    .filter(([tag]) => elements.has(tag))
    .map(([tag, attributes]) => {
      const kept = Object.entries(attributes)
        .filter(([key, value]) => geometry.has(key) && geometryValue.test(value))
        .map(([key, value]) => `${key}="${value}"`)
        .join(" ");
      return `<${tag} ${kept}/>`;
    })
    .join("");
}

/**
 * An icon drawn at (x, y) in a square of `size`, in `colour`, with Lucide's round strokes:
 * `stroke` wide in the drawing's units when given (so an icon's line matches the name's stems
 * whatever its size), else Lucide's own 2 of 24.
 */
export function iconGroup(
  name: string,
  { x, y, size, colour, stroke }: { x: number; y: number; size: number; colour: string; stroke?: number },
) {
  const scale = size / 24;
  // Lucide's geometry is drawn for strokes of 2; much thinner or thicker breaks its shapes.
  const width = stroke === undefined ? 2 : Math.min(2.6, Math.max(1.5, stroke / scale));
  return (
    `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale, 4)})" fill="none" stroke="${colour}" ` +
    `stroke-width="${round(width)}" stroke-linecap="round" stroke-linejoin="round">${iconElements(name)}</g>`
  );
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
