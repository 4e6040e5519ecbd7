import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { logoLayouts, type LogoRecipe } from "../../common/logo";
import { logoRecipeKey } from "../../common/logo-options";
import { defaultTagFont } from "./layouts.server";
import { loadLogoFonts } from "./fonts.server";
import { drawProposal, generateProposals, type GenerateInput } from "./generator.server";
import { chooseIcons, normaliseDescription } from "./icon-match.server";
import { concepts } from "./vocabulary.server";
import { isIcon } from "./icons.server";

const coffeeIcons = concepts.find((concept) => concept.id === "coffee")!.icons;

const azCoffee: GenerateInput = {
  name: "Qəhvə Evi",
  description: "Bakıda kiçik qəhvə evi",
  language: "az",
  seed: 1,
};

// What makes an SVG unsafe to show or open: a script, an event handler, anything loaded from
// elsewhere (a link, an image, a stylesheet, `url(…)`), or text that could carry either.
const allowedElements = new Set(["svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]);
function svgHazards(svg: string): string[] {
  const hazards: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!allowedElements.has(name)) hazards.push(`element <${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) hazards.push(`event attribute ${attribute}`);
          if (/href$/i.test(attribute)) hazards.push(`reference ${attribute}`);
          if (attribute === "style") hazards.push("style attribute");
          if (/url\s*\(|javascript:|data:|https?:/i.test(value) && attribute !== "xmlns") {
            hazards.push(`reference in ${attribute}`);
          }
          if (attribute === "xmlns" && value !== "http://www.w3.org/2000/svg") hazards.push(`namespace ${value}`);
        }
      },
      onprocessinginstruction: (name) => void hazards.push(`processing instruction ${name}`),
      oncdatastart: () => void hazards.push("CDATA"),
      ontext: (text) => void (text.trim() && hazards.push("text content")),
      oncomment: () => void hazards.push("comment"),
    },
    { xmlMode: true, recognizeCDATA: true },
  );
  parser.write(svg);
  parser.end();
  return hazards;
}

describe("the logo generator", () => {
  it("finds coffee icons for a coffee shop in Azerbaijani, Turkish, Russian and English", () => {
    expect(chooseIcons("Bakıda kiçik qəhvə evi", "az").concepts).toEqual(["coffee"]);
    expect(chooseIcons("İstanbul'da küçük bir KAHVECİ dükkanı", "tr").concepts).toEqual(["coffee"]);
    expect(chooseIcons("Маленькая кофейня в центре Москвы", "ru").concepts).toEqual(["coffee"]);
    expect(chooseIcons("A small coffee shop in Baku", "en").concepts).toEqual(["coffee"]);
  });

  it("finds other businesses in each language", () => {
    expect(chooseIcons("Diş klinikası, Gəncə", "az").concepts).toContain("dental");
    expect(chooseIcons("Çocuklar için oyuncak mağazası", "tr").concepts).toEqual(["kids"]);
    expect(chooseIcons("Юридическая консультация для бизнеса", "ru").concepts).toContain("law");
    expect(chooseIcons("Family bakery with fresh bread", "en").concepts).toEqual(["bakery"]);
  });

  it("lowers Turkish and Azerbaijani capitals by their own rules", () => {
    expect(normaliseDescription("İZMİR KAHVESİ", "tr")).toBe(" izmir kahvesi ");
    expect(normaliseDescription("BAKI ÇAYXANASI", "az")).toBe(" bakı çayxanası ");
    expect(chooseIcons("BAKI ÇAYXANASI", "az").concepts).toEqual(["tea"]);
  });

  it("falls back to Lucide's tags, then to shapes that suit any business", () => {
    expect(chooseIcons("scissors and needles", "en").icons).toContain("scissors");
    expect(chooseIcons("zxqv", "en").icons.length).toBeGreaterThan(0);
  });

  it("names only icons Lucide has", () => {
    for (const concept of concepts) for (const icon of concept.icons) expect(isIcon(icon), icon).toBe(true);
  });

  it("makes eight distinct proposals about coffee, the same for the same seed and new ones for a new seed", () => {
    const first = generateProposals(azCoffee);
    expect(first).toHaveLength(8);
    expect(new Set(first.map((proposal) => proposal.svg)).size).toBe(8);
    for (const proposal of first) expect(coffeeIcons).toContain(proposal.recipe.icon);
    // Eleven compositions, eight proposals: each proposal its own composition.
    expect(new Set(first.map((proposal) => proposal.recipe.layout)).size).toBe(first.length);

    expect(generateProposals(azCoffee).map((proposal) => proposal.svg)).toEqual(first.map((proposal) => proposal.svg));
    const again = generateProposals({ ...azCoffee, seed: 2 });
    expect(again.map((proposal) => proposal.recipe)).not.toEqual(first.map((proposal) => proposal.recipe));
  });

  it("gives more like a proposal: its icon family, colour family and nearby layouts, never the same logo", () => {
    const like: LogoRecipe = { icon: "coffee", palette: "espresso", font: "lora", layout: "badge" };
    const more = generateProposals({ ...azCoffee, seed: 7, like });
    expect(more).toHaveLength(8);
    for (const { recipe } of more) {
      expect(coffeeIcons).toContain(recipe.icon);
      expect(["espresso", "walnut"]).toContain(recipe.palette);
      expect(["badge", "monogram", "stacked"]).toContain(recipe.layout);
      expect(recipe).not.toEqual(like);
    }
  });

  it("proposes none of the recipes on screen again when asked for more like one of them", () => {
    const key = (recipe: LogoRecipe) =>
      logoRecipeKey({ ...recipe, tagFont: recipe.tagFont ?? defaultTagFont[recipe.font] });
    for (let seed = 0; seed < 40; seed++) {
      const shown = generateProposals({ ...azCoffee, seed }).map((proposal) => proposal.recipe);
      const more = generateProposals({ ...azCoffee, seed: seed + 1000, like: shown[1], shown });
      expect(more).toHaveLength(8);
      const onScreen = new Set(shown.map(key));
      expect(more.map((proposal) => proposal.recipe).filter((recipe) => onScreen.has(key(recipe)))).toEqual([]);
    }
  });

  it("never draws a picture twice: not among eight, nor again when asked for more like one", () => {
    // Different recipes can draw one picture (an emblem shows no icon): the drawings are compared.
    for (const input of [
      azCoffee,
      { ...azCoffee, name: "Lex & Partners", description: "a law firm in London", language: "en" as const },
    ]) {
      for (let seed = 0; seed < 40; seed++) {
        const first = generateProposals({ ...input, seed });
        expect(new Set(first.map((proposal) => proposal.svg)).size).toBe(8);
        const shown = first.map((proposal) => proposal.recipe);
        const more = generateProposals({ ...input, seed: seed + 1000, like: shown[1], shown });
        expect(more).toHaveLength(8);
        const onScreen = new Set(first.map((proposal) => proposal.svg));
        expect(more.filter((proposal) => onScreen.has(proposal.svg)).map((proposal) => proposal.recipe)).toEqual([]);
      }
    }
  });

  it("follows the colour and style preferences", () => {
    const proposals = generateProposals({ ...azCoffee, colour: "blue", style: "classic" });
    for (const { recipe } of proposals) {
      expect(["ocean", "navy"]).toContain(recipe.palette);
      expect(["playfair-display", "lora", "roboto-slab"]).toContain(recipe.font);
    }
  });

  it("draws names in every script as outlines, with no script, event attribute or external reference", () => {
    const names = ["Qəhvə Evi", "Şirin Çay", "Кофейня «Утро»", '"><script>alert(1)</script>', "İĞÜŞÖÇ ığüşöç"];
    for (const name of names) {
      for (const layout of logoLayouts) {
        const proposal = drawProposal(name, "az", { icon: "coffee", palette: "espresso", font: "lora", layout });
        expect(proposal.svg).not.toContain("script");
        expect(svgHazards(proposal.svg)).toEqual([]);
        expect(svgHazards(proposal.svgOnDark)).toEqual([]);
      }
    }
    expect(
      svgHazards('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://x.example/a.png"/></svg>'),
    ).not.toEqual([]);
    expect(svgHazards('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')).not.toEqual([]);
  });

  it("makes eight proposals in well under 100 ms once its fonts are read", () => {
    loadLogoFonts();
    generateProposals(azCoffee);
    const runs = 20;
    const started = performance.now();
    for (let seed = 0; seed < runs; seed++) generateProposals({ ...azCoffee, seed });
    const perEight = (performance.now() - started) / runs;
    console.info(`eight proposals: ${perEight.toFixed(1)} ms`);
    expect(perEight).toBeLessThan(80);
  });
});
