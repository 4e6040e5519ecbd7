import { describe, expect, it } from "vitest";
import { languageAlternates } from "./language-alternates";

describe("languageAlternates", () => {
  it("gives English the bare URL and the others ?lng=", () => {
    const links = languageAlternates("https://agency.test", "/about", "tr");
    expect(links.canonical).toBe("https://agency.test/about?lng=tr");
    expect(links.alternates).toEqual([
      { hrefLang: "en", href: "https://agency.test/about" },
      { hrefLang: "tr", href: "https://agency.test/about?lng=tr" },
      { hrefLang: "ru", href: "https://agency.test/about?lng=ru" },
      { hrefLang: "az", href: "https://agency.test/about?lng=az" },
      { hrefLang: "x-default", href: "https://agency.test/about" },
    ]);
  });
  it("makes the English canonical the bare URL", () => {
    expect(languageAlternates("https://agency.test", "/", "en").canonical).toBe("https://agency.test/");
  });
});
