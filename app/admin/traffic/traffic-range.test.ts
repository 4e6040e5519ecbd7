import { describe, expect, it } from "vitest";
import { trafficRange } from "./traffic-range";

const today = "2027-01-08";
const range = (query: string) => trafficRange(new URLSearchParams(query), today);

describe("trafficRange", () => {
  it("defaults to the last 30 days, today included", () => {
    expect(range("")).toEqual({ from: "2026-12-10", to: today, days: 30 });
  });
  it("offers 7 and 90 days, and ignores any other number", () => {
    expect(range("days=7")).toEqual({ from: "2027-01-02", to: today, days: 7 });
    expect(range("days=90").from).toBe("2026-10-11");
    expect(range("days=12").days).toBe(30);
  });
  it("takes a chosen range of days when it is a valid one", () => {
    expect(range("from=2026-11-01&to=2026-11-30")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(range("from=2026-11-30&to=2026-11-01").days).toBe(30);
    expect(range("from=2026-02-30&to=2026-03-01").days).toBe(30);
    expect(range("from=2020-01-01&to=2026-01-01").days).toBe(30);
  });
});
