import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languageCodes } from "./languages";

// Page copy is site content that staff edit (decision 040): the locale files keep only
// interface strings. This lists what moved, so none of it comes back to the locale files.
const localesDir = path.join(import.meta.dirname, "locales");

/** Namespaces that held nothing but page copy, gone with it. */
const movedNamespaces = ["meta", "legal", "faq"];

/**
 * Keys (or whole branches) per namespace, now page texts, the home, About, services and
 * packages pages' texts, the footer's, calls to action or navigation (`brand.tagline` was
 * shown nowhere and went without a successor).
 */
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
    "featured.label",
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
  services: [
    "list.title",
    "list.subtitle",
    "cta",
    "video.title",
    "video.text",
    "video.dialogTitle",
    "process",
    "testimonial.title",
    "brochure",
  ],
  portfolio: ["list.title", "list.subtitle"],
  blog: ["list.description", "list.heading", "list.intro"],
  contact: ["title", "subtitle"],
  references: ["title", "description_one", "description_few", "description_many", "description_other"],
  packages: ["hero.title", "hero.text", "listTitle"],
  application: ["title", "subtitle"],
  common: [
    "nextStep",
    "brand.tagline",
    "footer.about",
    "nav.about",
    "nav.references",
    "nav.packages",
    "nav.contact",
    "nav.faq",
    "nav.application",
  ],
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
