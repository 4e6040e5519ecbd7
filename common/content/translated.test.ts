import { describe, expect, it } from "vitest";
import { localize, missingLanguages, withoutEmptyFields } from "./translated";

const text = {
  en: { title: "Web development", features: ["Fast", "Secure"], note: "" },
  tr: { title: "Web geliştirme" },
  az: { title: "Veb proqramlaşdırma", features: ["Sürətli", "Təhlükəsiz"], note: "" },
};

describe("translated text", () => {
  it("serves each field in the visitor's language and falls back to English field by field", () => {
    expect(localize(text, "tr")).toEqual({ title: "Web geliştirme", features: ["Fast", "Secure"], note: "" });
    expect(localize(text, "ru")).toEqual(text.en);
    expect(localize(text, "en")).toEqual(text.en);
  });
  it("names the languages that lack a field written in English", () => {
    expect(missingLanguages(text)).toEqual(["tr", "ru"]);
    expect(missingLanguages({ en: {} })).toEqual([]);
  });
  it("treats blanks as missing", () => {
    expect(withoutEmptyFields({ title: " ", features: [], name: "x" })).toEqual({ name: "x" });
    expect(localize({ en: { title: "A" }, ru: { title: "" } }, "ru")).toEqual({ title: "A" });
  });
});
