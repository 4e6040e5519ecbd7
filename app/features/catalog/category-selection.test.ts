import { describe, expect, it } from "vitest";
import { passesCategoryFilter, toggleCategory } from "./category-selection";

describe("toggleCategory", () => {
  it("choosing All selects only All", () => {
    expect(toggleCategory(["design", "marketing"], "all")).toEqual(["all"]);
  });
  it("choosing another category removes All and toggles it on", () => {
    expect(toggleCategory(["all"], "design")).toEqual(["design"]);
    expect(toggleCategory(["design"], "marketing")).toEqual(["design", "marketing"]);
  });
  it("choosing a selected category toggles it off, possibly to an empty selection", () => {
    expect(toggleCategory(["design", "marketing"], "design")).toEqual(["marketing"]);
    expect(toggleCategory(["design"], "design")).toEqual([]);
  });
});

describe("passesCategoryFilter", () => {
  it("shows everything for an empty selection or All", () => {
    expect(passesCategoryFilter([], "design")).toBe(true);
    expect(passesCategoryFilter(["all"], "design")).toBe(true);
  });
  it("shows only the selected categories otherwise", () => {
    expect(passesCategoryFilter(["marketing"], "design")).toBe(false);
    expect(passesCategoryFilter(["marketing", "design"], "design")).toBe(true);
  });
});
