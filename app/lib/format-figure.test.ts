import { describe, expect, it } from "vitest";
import { formatFigure } from "./format-figure";

describe("formatFigure", () => {
  it("writes percentages the way each language does", () => {
    expect(formatFigure(98, "%", "en")).toBe("98%");
    expect(formatFigure(98, "%", "tr")).toBe("%98");
  });
  it("appends a plus and groups thousands per language", () => {
    expect(formatFigure(200, "+", "en")).toBe("200+");
    expect(formatFigure(7500, "", "en")).toBe("7,500");
  });
});
