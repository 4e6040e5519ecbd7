import { describe, expect, it } from "vitest";
import { wrapIndex } from "./wrap-index";

describe("wrapIndex", () => {
  it("steps forward and wraps from the last item to the first", () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
  });
  it("steps back and wraps from the first item to the last", () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, -1, 3)).toBe(0);
  });
  it("keeps an empty list at zero", () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
