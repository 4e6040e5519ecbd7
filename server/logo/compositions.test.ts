import { describe, expect, it } from "vitest";
import { type Language, languageCodes } from "../../common/i18n/languages";
import { logoLayouts, logoPalettes, type LogoRecipe, logoStyles } from "../../common/logo";
import { businessDescriptions } from "../../tests/support/business-descriptions";
import { contrast } from "./contrast.server";
import { darkBackground, drawLogoVariants, generateProposals, lightBackground, taglineOf } from "./generator.server";
import { canFuse, layoutsWithoutIcon } from "./layouts.server";
import { concepts } from "./vocabulary.server";

// The compositions (docs/decisions/063): variety in every batch of eight, the business's own
// symbols still in six of them, and names and taglines that read on both backgrounds, at the
// download's smallest size, inside the drawing and clear of each other.

// Names that name no business (a name's words count as the description's), with and without a round letter.
const names: Record<Language, [string, string]> = {
  en: ["Nova", "Harper & Cole"],
  tr: ["Gülüş", "Aydın & Oğulları"],
  ru: ["Утро", "Соколов и партнёры"],
  az: ["Ləman", "Orxan Toğrul"],
};

const drawsOwnIcon = (icons: readonly string[], recipe: LogoRecipe) =>
  icons.includes(recipe.icon) && !layoutsWithoutIcon.includes(recipe.layout);

describe("the logo compositions", () => {
  describe.each(concepts.map((concept) => [concept.id, concept] as const))("%s", (id, concept) => {
    it("shows four compositions or more in every eight, with its own symbol drawn in six", () => {
      for (const language of languageCodes) {
        for (const phrasing of [0, 1] as const) {
          const description = businessDescriptions[id]![language][phrasing]!;
          for (const seed of [3, 11]) {
            const proposals = generateProposals({ name: names[language][phrasing], description, language, seed });
            const layouts = proposals.map((proposal) => proposal.recipe.layout);
            const context = `"${description}", seed ${seed}: ${layouts.join(", ")}`;
            expect(proposals, context).toHaveLength(8);
            expect(new Set(layouts).size, context).toBeGreaterThanOrEqual(4);
            const own = proposals.filter((proposal) => drawsOwnIcon(concept.icons, proposal.recipe));
            expect(own.length, context).toBeGreaterThanOrEqual(6);
          }
        }
      }
    });
  });

  it("keeps four compositions or more for every style", () => {
    for (const style of logoStyles) {
      for (const name of ["Nova", "Gülüş"]) {
        const proposals = generateProposals({ name, description: "coffee house", language: "en", style, seed: 5 });
        expect(new Set(proposals.map((proposal) => proposal.recipe.layout)).size, style).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it("pairs type by the kind of business: serif names for a law firm, rounded or geometric for a toy shop", () => {
    const serifs = ["playfair-display", "lora", "roboto-slab"];
    const law = generateProposals({
      name: "Harper & Cole",
      description: "law firm in London",
      language: "en",
      seed: 1,
    });
    expect(law.filter((proposal) => serifs.includes(proposal.recipe.font)).length).toBeGreaterThanOrEqual(4);
    const kids = generateProposals({ name: "Nova", description: "Oyuncak mağazası", language: "tr", seed: 1 });
    for (const { recipe } of kids) expect(["comfortaa", "montserrat", "oswald"]).toContain(recipe.font);
    for (const { recipe } of [...law, ...kids]) expect(recipe.tagFont).toBeDefined();
  });

  it("makes a short description the tagline and leaves a sentence out", () => {
    expect(taglineOf("law firm in London")).toBe("law firm in London");
    expect(taglineOf("  qəhvə evi Bakıda. ")).toBe("qəhvə evi Bakıda");
    expect(taglineOf("We are a small family bakery near the station")).toBeUndefined();
    const proposals = generateProposals({ name: "Утро", description: "кофейня в Москве", language: "ru", seed: 1 });
    for (const { recipe } of proposals) expect(recipe.tagline).toBe("кофейня в Москве");
  });

  it("fuses the symbol only into a name with a round letter", () => {
    expect(canFuse("Утро")).toBe(true);
    expect(canFuse("Gülüş")).toBe(false);
    for (const seed of [1, 2, 3, 4, 5]) {
      const proposals = generateProposals({ name: "Gülüş", description: "diş klinikası", language: "az", seed });
      expect(proposals.map((proposal) => proposal.recipe.layout)).not.toContain("fused");
    }
  });

  // Every composition in every palette, with a tagline and without, drawn for a short and a long name.
  const cases = logoLayouts.flatMap((layout) =>
    logoPalettes.flatMap((palette) =>
      [
        { name: "Harper & Cole", tagline: "law firm in London", language: "en" as const },
        { name: "Кофейня «Утро»", tagline: undefined, language: "ru" as const },
      ].map((brief) => ({ layout, palette, ...brief })),
    ),
  );

  it("draws names and taglines that read: 4.5:1 for text, 3:1 for a large letter, on light and on dark", () => {
    for (const { layout, palette, name, tagline, language } of cases) {
      const recipe: LogoRecipe = {
        icon: "coffee",
        palette,
        font: "montserrat",
        tagFont: "montserrat",
        layout,
        tagline,
      };
      const drawn = drawLogoVariants(name, language, recipe);
      for (const [texts, page] of [
        [drawn.texts, lightBackground],
        [drawn.textsOnDark, darkBackground],
      ] as const) {
        expect(texts.some((text) => text.role === "name")).toBe(true);
        for (const text of texts) {
          const ratio = contrast(text.fill, text.ground);
          const context = `${layout}, ${palette}, ${text.role} ${text.fill} on ${text.ground} (page ${page}): ${ratio.toFixed(2)}`;
          expect(ratio, context).toBeGreaterThanOrEqual(text.role === "letter" ? 3 : 4.5);
        }
      }
    }
  });

  it("knocks a symbol out in white only from a ground white reads on (3:1), on light and on dark", () => {
    const knockedOut = /fill="(#[0-9a-f]{6})"[^>]*\/><g [^>]*stroke="#ffffff"/g;
    for (const { layout, palette, name, tagline, language } of cases) {
      if (layout !== "fused" && layout !== "shape") continue;
      const recipe: LogoRecipe = { icon: "coffee", palette, font: "lora", layout, tagline };
      const drawn = drawLogoVariants(name, language, recipe);
      for (const svg of [drawn.svg, drawn.svgOnDark]) {
        const grounds = [...svg.matchAll(knockedOut)].map((match) => match[1]!);
        expect(grounds, `${layout}, ${palette}`).toHaveLength(1);
        for (const ground of grounds)
          expect(contrast("#ffffff", ground), `${layout}, ${palette}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("keeps text legible at the download's smallest PNG (256 px): the name 14 px or more, a tagline 6 px or more", () => {
    for (const { layout, name, tagline, language } of cases.filter((entry) => entry.palette === "ocean")) {
      for (const font of ["montserrat", "oswald", "playfair-display", "comfortaa"] as const) {
        const recipe: LogoRecipe = { icon: "scale", palette: "ocean", font, layout, tagline };
        const drawn = drawLogoVariants(name, language, recipe);
        const [, width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(drawn.svg)!.map(Number);
        const scale = 256 / Math.max(width!, height!);
        for (const text of drawn.texts) {
          const pixels = text.size * scale;
          expect(pixels, `${layout}, ${font}, ${text.role}`).toBeGreaterThanOrEqual(text.role === "tagline" ? 6 : 14);
        }
      }
    }
  });

  it("places every run of text inside the drawing, and none over another line of it", () => {
    for (const { layout, palette, name, tagline, language } of cases.filter((entry) => entry.palette === "navy")) {
      for (const font of ["lora", "oswald", "comfortaa", "roboto-slab"] as const) {
        const recipe: LogoRecipe = { icon: "coffee", palette, font, layout, tagline, tagFont: "montserrat" };
        const drawn = drawLogoVariants(name, language, recipe);
        const [, width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(drawn.svg)!.map(Number);
        const context = `${layout}, ${font}, "${name}"`;
        expect(drawn.placed.length, context).toBeGreaterThanOrEqual(drawn.texts.length);
        for (const box of drawn.placed) {
          expect(box.left, context).toBeGreaterThanOrEqual(0);
          expect(box.top, context).toBeGreaterThanOrEqual(0);
          expect(box.right, context).toBeLessThanOrEqual(width!);
          expect(box.bottom, context).toBeLessThanOrEqual(height!);
        }
        // Runs on one baseline are parts of one line (a coloured first letter); others must not meet.
        for (const [index, a] of drawn.placed.entries()) {
          for (const b of drawn.placed.slice(index + 1)) {
            if (Math.abs(a.baseline - b.baseline) < 0.5) continue;
            const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
            expect(apart, `${context}: ${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(true);
          }
        }
      }
    }
  });
});
