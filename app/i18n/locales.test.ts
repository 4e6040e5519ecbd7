import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fallbackLanguage, languageCodes } from "./languages";

const localesDir = path.join(import.meta.dirname, "locales");
const namespaces = readdirSync(path.join(localesDir, fallbackLanguage)).filter((file) => file.endsWith(".json"));

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(name, value);
    else for (const [child, text] of flatten(value, name)) entries.set(child, text);
  }
  return entries;
}

const read = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(path.join(localesDir, language, namespace), "utf8")) as Tree);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe.each(namespaces)("locale namespace %s", (namespace) => {
  const reference = read(fallbackLanguage, namespace);

  it.each(languageCodes.filter((code) => code !== fallbackLanguage))("%s has exactly the English keys", (language) => {
    const translated = read(language, namespace);
    expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(languageCodes)("%s has no empty strings and keeps every placeholder", (language) => {
    for (const [key, text] of read(language, namespace)) {
      expect(text.trim(), `${language}:${key}`).not.toBe("");
      expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(reference.get(key) ?? ""));
    }
  });
});

it("every language has the same namespace files", () => {
  for (const language of languageCodes) {
    expect(readdirSync(path.join(localesDir, language)).sort()).toEqual([...namespaces].sort());
  }
});
