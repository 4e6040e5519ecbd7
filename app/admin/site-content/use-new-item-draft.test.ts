import { describe, expect, it } from "vitest";
import { contentFormValues } from "./content-forms";
import { draftFormValues } from "./use-new-item-draft";

describe("draftFormValues", () => {
  it("puts a kept new item's fields over the form's blank values, keeping fields the draft lacks", () => {
    const blank = contentFormValues("faq");
    const values = draftFormValues(blank, {
      visible: false,
      fields: {},
      text: { en: { question: "Do you ship?" }, tr: { answer: "Evet." } },
    });
    expect(values.visible).toBe(false);
    expect(values.text.en).toEqual({ ...blank.text.en, question: "Do you ship?" });
    expect(values.text.tr).toEqual({ ...blank.text.tr, answer: "Evet." });
    expect(values.text.ru).toEqual(blank.text.ru);
    expect(values.slug).toBe(blank.slug);
  });

  it("takes a simple page's kept slug", () => {
    const blank = contentFormValues("pages");
    expect(draftFormValues(blank, { slug: "kept", visible: true, fields: {}, text: {} }).slug).toBe("kept");
  });
});
