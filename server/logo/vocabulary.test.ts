import { describe, expect, it } from "vitest";
import { type Language, languageCodes } from "../../common/i18n/languages";
import { businessDescriptions } from "../../tests/support/business-descriptions";
import { generateProposals } from "./generator.server";
import { concepts } from "./vocabulary.server";

const otherLanguage = (language: Language): Language => (language === "en" ? "ru" : "en");

describe("the logo vocabulary", () => {
  it("describes every business kind in the test", () => {
    expect(Object.keys(businessDescriptions).sort()).toEqual(concepts.map((concept) => concept.id).sort());
  });

  // The first phrasing on a page in its own language; the second on a page in another one
  // (a visitor may type Russian on the English page).
  describe.each(concepts.map((concept) => [concept.id, concept] as const))("%s", (id, concept) => {
    it.each(languageCodes.flatMap((language) => [0, 1].map((phrasing) => [language, phrasing] as const)))(
      "in %s, phrasing %i, draws six of eight proposals with its own icons",
      (language, phrasing) => {
        const description = businessDescriptions[id]![language][phrasing]!;
        const proposals = generateProposals({
          name: "Nova",
          description,
          language: phrasing === 0 ? language : otherLanguage(language),
          seed: 7,
        });
        const own = proposals.filter((proposal) => concept.icons.includes(proposal.recipe.icon));
        expect(
          own.length,
          `"${description}": ${proposals.map((p) => p.recipe.icon).join(", ")}`,
        ).toBeGreaterThanOrEqual(6);
      },
    );
  });
});
