import { describe, expect, it } from "vitest";
import { mayDelete, moveId } from "./content-requests";
import { contentKindNames, contentKinds, isFixedKind } from "../../../common/content/kinds";
import { contentForms, contentFormValues, withSlug } from "./content-forms";

describe("the content screens' helpers", () => {
  it("moving an item keeps every other in its order", () => {
    expect(moveId(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveId(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveId(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });

  it("editors may delete anything but services and projects; admins anything", () => {
    expect(mayDelete("services", "editor")).toBe(false);
    expect(mayDelete("projects", "editor")).toBe(false);
    expect(mayDelete("faq", "editor")).toBe(true);
    expect(mayDelete("services", "admin")).toBe(true);
  });

  it("a form starts with every control filled: an item's values, the rest empty, in every language", () => {
    const values = contentFormValues("faq", {
      _id: "1",
      kind: "faq",
      slug: null,
      position: 0,
      visible: false,
      fields: {},
      text: { en: { question: "Why?", answer: "Because." }, tr: { question: "Neden?" } },
      missingLanguages: ["tr", "ru", "az"],
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    expect(values).toEqual({
      visible: false,
      fields: {},
      text: {
        en: { question: "Why?", answer: "Because." },
        tr: { question: "Neden?", answer: "" },
        ru: { question: "", answer: "" },
        az: { question: "", answer: "" },
      },
    });
    expect(contentFormValues("services").slug).toBe("");
    expect(contentFormValues("packages").fields).toEqual({
      highlighted: false,
      price: null,
      currency: "USD",
      period: "month",
    });
  });

  it("a slug left empty is made from the English title or name; one typed is kept", () => {
    for (const kind of contentKindNames) {
      expect(Boolean(contentForms[kind].slugFrom), kind).toBe(contentKinds[kind].hasSlug && !isFixedKind(kind));
    }
    const service = contentFormValues("services");
    service.text.en.title = "Yapay Zekâ & Data";
    expect(withSlug("services", service).slug).toBe("yapay-zeka-data");
    const project = { ...contentFormValues("projects"), slug: "orbit" };
    project.fields.name = "Orbit Analytics";
    expect(withSlug("projects", project).slug).toBe("orbit");
    expect(withSlug("projects", { ...project, slug: " " }).slug).toBe("orbit-analytics");
    expect(withSlug("faq", contentFormValues("faq")).slug).toBeUndefined();
  });
});
