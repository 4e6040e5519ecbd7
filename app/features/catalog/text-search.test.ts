import { describe, expect, it } from "vitest";
import { matchesQuery } from "./text-search";

describe("matchesQuery", () => {
  const texts = ["Web Development", "Fast, secure websites"];
  it("matches a substring of any text, ignoring case", () => {
    expect(matchesQuery(texts, "DEVELOP")).toBe(true);
    expect(matchesQuery(texts, "secure web")).toBe(true);
  });
  it("does not match text that is absent", () => {
    expect(matchesQuery(texts, "mobile")).toBe(false);
  });
  it("matches everything when the query is blank", () => {
    expect(matchesQuery(texts, "  ")).toBe(true);
  });
  it("folds Turkish dotted capital I", () => {
    expect(matchesQuery(["İstanbul"], "istanbul")).toBe(true);
  });
});
