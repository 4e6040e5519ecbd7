import { describe, expect, it } from "vitest";
import { textPages } from "../../../common/content/choices";
import { isFixedKind } from "../../../common/content/kinds";
import { contentForms } from "./content-forms";
import { pageItems, pageSections } from "./page-sections";

describe("each page's sections (decision 061)", () => {
  it("cover every fixed public page, each with its SEO fields", () => {
    expect(Object.keys(pageSections).sort()).toEqual([...textPages].sort());
    for (const page of textPages) {
      const seo = pageSections[page].find((section) => section.key === "seo");
      expect(seo, page).toMatchObject({ item: { kind: "page-texts", slug: page } });
    }
  });

  it("name fields their item's kind has, from fixed items only, and show each field once", () => {
    for (const page of textPages) {
      const shown: string[] = [];
      for (const { item, fields } of pageSections[page]) {
        expect(isFixedKind(item.kind), `${page}: ${item.kind}`).toBe(true);
        const names = [...contentForms[item.kind].fields, ...contentForms[item.kind].text].map((field) => field.name);
        for (const name of fields) {
          expect(names, `${page}: ${item.kind}.${name}`).toContain(name);
          shown.push(`${item.kind}/${item.slug}/${name}`);
        }
      }
      expect(new Set(shown).size, page).toBe(shown.length);
      expect(pageItems(page).length).toBeGreaterThan(0);
    }
  });

  it("show every field of the page's own items (the home, About, services and packages pages' texts)", () => {
    for (const page of ["home", "about", "services", "packages"] as const) {
      for (const ref of pageItems(page).filter(
        (item) => item.kind !== "page-texts" && item.kind !== "calls-to-action",
      )) {
        const shown = pageSections[page].filter((section) => section.item.kind === ref.kind).flatMap((s) => s.fields);
        const all = [...contentForms[ref.kind].fields, ...contentForms[ref.kind].text].map((field) => field.name);
        expect(shown.sort(), `${page}: ${ref.kind}`).toEqual(all.sort());
      }
    }
  });
});
