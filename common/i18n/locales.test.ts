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

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Keys with i18next's plural suffixes folded into one base key: languages differ in plural forms. */
const baseKeys = (keys: Iterable<string>) => [...new Set([...keys].map((key) => key.replace(pluralSuffix, "")))].sort();

/** Every plural base key must have exactly the forms the language's plural rules use. */
function pluralFormsOf(language: string, keys: Iterable<string>) {
  const forms = new Map<string, string[]>();
  for (const key of keys) {
    const match = key.match(pluralSuffix);
    if (!match) continue;
    const base = key.replace(pluralSuffix, "");
    forms.set(base, [...(forms.get(base) ?? []), match[1]!].sort());
  }
  const expected = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
  return { forms, expected };
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe.each(namespaces)("locale namespace %s", (namespace) => {
  const reference = read(fallbackLanguage, namespace);

  it.each(languageCodes.filter((code) => code !== fallbackLanguage))("%s has exactly the English keys", (language) => {
    const translated = read(language, namespace);
    expect(baseKeys(translated.keys())).toEqual(baseKeys(reference.keys()));
  });

  it.each(languageCodes)("%s has every plural form its grammar needs", (language) => {
    const { forms, expected } = pluralFormsOf(language, read(language, namespace).keys());
    for (const [key, found] of forms) expect(found, `${language}:${key}`).toEqual(expected);
  });

  it.each(languageCodes)("%s has no empty strings and keeps every placeholder", (language) => {
    for (const [key, text] of read(language, namespace)) {
      expect(text.trim(), `${language}:${key}`).not.toBe("");
      const englishKey = [...reference.keys()].find(
        (name) => name.replace(pluralSuffix, "") === key.replace(pluralSuffix, ""),
      );
      expect(placeholders(text), `${language}:${key}`).toEqual(
        placeholders(reference.get(key) ?? reference.get(englishKey ?? "") ?? ""),
      );
    }
  });
});

it("every language has the same namespace files", () => {
  for (const language of languageCodes) {
    expect(readdirSync(path.join(localesDir, language)).sort()).toEqual([...namespaces].sort());
  }
});
