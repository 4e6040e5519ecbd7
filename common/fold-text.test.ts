import { expect, it } from "vitest";
import { foldText } from "./fold-text";

it("folds case and accents the same way for stored text and queries", () => {
  expect(foldText("ÇOX XÜSUSİ Привет")).toBe(foldText("çox xüsusi привет"));
  expect(foldText("İstanbul")).toBe("istanbul");
  expect(foldText("Café CRÈME")).toBe("cafe creme");
  expect(foldText("Ёлка")).toBe(foldText("ёлка"));
});
