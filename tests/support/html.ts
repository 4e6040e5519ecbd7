import { readFileSync } from "node:fs";
import path from "node:path";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text of an HTML document as a reader sees it: tags dropped, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
      return entities[code] ?? whole;
    })
    .replace(/\s+/g, " ");
}

type Tree = { [key: string]: unknown };

/** A locale file's text by dotted key, e.g. `locale("tr", "home", "hero.subtitle")`. */
export function locale(language: string, namespace: string, key: string): string {
  const file = path.resolve(import.meta.dirname, `../../app/i18n/locales/${language}/${namespace}.json`);
  const value = key.split(".").reduce<unknown>((node, part) => (node as Tree)?.[part], JSON.parse(readFileSync(file, "utf8")));
  if (typeof value !== "string") throw new Error(`No text at ${language}:${namespace}:${key}`);
  return value;
}
