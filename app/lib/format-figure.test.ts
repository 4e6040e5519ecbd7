import { describe, expect, it } from "vitest";
import { languageCodes } from "../../common/i18n/languages";
import { formatNumber, formatPercent } from "../../common/locale-format";
import { formatFigure } from "./format-figure";

describe("formatFigure", () => {
  it("writes percentages the way each language does", () => {
    expect(formatFigure(98, "%", "en")).toBe("98%");
    expect(formatFigure(98, "%", "tr")).toBe("%98");
    expect(formatFigure(98, "%", "ru")).toBe("98\u00a0%");
    expect(formatFigure(98, "%", "az")).toBe("98%");
  });
  it("appends a plus and groups thousands per language", () => {
    expect(formatFigure(200, "+", "en")).toBe("200+");
    expect(formatFigure(7500, "", "en")).toBe("7,500");
    expect(formatFigure(7500, "+", "az")).toBe("7.500+");
  });
  // Written out by hand (no Intl in the browser): it must say what Intl says, figure by figure.
  it.each(languageCodes)("writes every whole figure as Intl does in %s", (language) => {
    for (const value of [0, 7, 42, 98, 100, 999, 1000, 1234, 7500, 12_345, 99_999, 100_000, 654_321, 1_000_000]) {
      expect(formatFigure(value, "", language)).toBe(formatNumber(value, language));
      expect(formatFigure(value, "+", language)).toBe(`${formatNumber(value, language)}+`);
      expect(formatFigure(value, "%", language)).toBe(formatPercent(value, language));
    }
  });
});
