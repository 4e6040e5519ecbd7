import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languageCodes } from "./languages";

// Page copy is site content that staff edit (decision 040): the locale files keep only
// interface strings. This lists what moved, so none of it comes back to the locale files.
const localesDir = path.join(import.meta.dirname, "locales");

/** Namespaces that held nothing but page copy, gone with it. */
const movedNamespaces = ["meta", "legal", "faq"];

/** Keys (or whole branches) per namespace, now page texts, the home and About pages, calls to action or navigation. */
const movedKeys: Record<string, string[]> = {
  home: [
    "hero",
    "services.title",
    "services.subtitle",
    "why",
    "numbers.title",
    "testimonials.title",
    "testimonials.subtitle",
    "partners",
    "portfolio.title",
    "portfolio.subtitle",
    "cta",
    "newsletter.title",
    "newsletter.text",
  ],
  about: [
    "title",
    "subtitle",
    "description",
    "mission",
    "vision",
    "values",
    "expertise",
    "team.title",
    "team.subtitle",
    "cta",
    "organizationDescription",
  ],
  services: ["list.title", "list.subtitle", "cta"],
  portfolio: ["list.title", "list.subtitle"],
  blog: ["list.description", "list.heading", "list.intro"],
  contact: ["title", "subtitle"],
  references: ["title"],
  packages: ["hero.title", "hero.text"],
  application: ["title", "subtitle"],
  common: ["nextStep", "nav.about", "nav.references", "nav.packages", "nav.contact", "nav.faq", "nav.application"],
};

const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), "utf8")) as Record<string, unknown>;

const has = (tree: Record<string, unknown>, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) !==
  undefined;

describe.each(languageCodes)("the %s locale files hold no page copy", (language) => {
  it.each(movedNamespaces)("the %s namespace is gone", (namespace) => {
    expect(existsSync(path.join(localesDir, language, `${namespace}.json`))).toBe(false);
  });

  it.each(Object.entries(movedKeys))("%s has none of the moved keys", (namespace, keys) => {
    const tree = read(language, namespace);
    expect(keys.filter((key) => has(tree, key))).toEqual([]);
  });
});
