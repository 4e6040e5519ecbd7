import { describe, expect, it } from "vitest";
import { slugify, slugPattern } from "./slug";

describe("slugify", () => {
  it.each([
    ["şəhər", "seher"],
    ["Привет мир", "privet-mir"],
    ["İstanbul'da Güzel Çiçekler", "istanbul-da-guzel-cicekler"],
    ["Ağıllı veb-saytlar: 2026", "agilli-veb-saytlar-2026"],
    ["  Hello,   World!  ", "hello-world"],
    ["Съёмка & Щука", "syomka-shchuka"],
    ["Доступный цветовой контраст", "dostupnyy-tsvetovoy-kontrast"],
    ["Веб-дизайн для малого бизнеса", "veb-dizayn-dlya-malogo-biznesa"],
    ["Küçük işletmeler için SEO", "kucuk-isletmeler-icin-seo"],
    ["Ölçülə bilən nəticələr", "olcule-bilen-neticeler"],
    ["ĞÜŞİÖÇƏ BAŞLIQ", "gusioce-basliq"],
    ["Café crème", "cafe-creme"],
  ])("turns %j into %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
    expect(expected).toMatch(slugPattern);
  });

  it("returns an empty string when nothing is left", () => {
    expect(slugify("!!!")).toBe("");
  });

  it("caps the length without a trailing dash", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(slugPattern);
  });
});
