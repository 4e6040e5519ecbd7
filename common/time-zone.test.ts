import { describe, expect, it } from "vitest";
import { fromWallTime, isTimeZone, toWallTime } from "./time-zone";

describe("time zones", () => {
  it("knows IANA names and refuses others", () => {
    expect(isTimeZone("Asia/Baku")).toBe(true);
    expect(isTimeZone("Europe/Istanbul")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("reads a wall-clock time in the zone as an instant, and back", () => {
    expect(fromWallTime("2027-01-05T09:30", "Asia/Baku")).toBe("2027-01-05T05:30:00.000Z");
    expect(fromWallTime("2027-01-05T09:30", "UTC")).toBe("2027-01-05T09:30:00.000Z");
    expect(toWallTime("2027-01-05T05:30:00.000Z", "Asia/Baku")).toBe("2027-01-05T09:30");
    expect(toWallTime("2027-01-05T05:30:00.000Z", "Europe/Istanbul")).toBe("2027-01-05T08:30");
  });

  it("follows summer time where the zone has it", () => {
    expect(fromWallTime("2027-07-01T12:00", "Europe/Berlin")).toBe("2027-07-01T10:00:00.000Z");
    expect(fromWallTime("2027-01-01T12:00", "Europe/Berlin")).toBe("2027-01-01T11:00:00.000Z");
    // 02:30 on the spring-forward night does not exist there: read with winter's offset.
    expect(fromWallTime("2027-03-28T02:30", "Europe/Berlin")).toBe("2027-03-28T01:30:00.000Z");
  });

  it("refuses what is not a date and time", () => {
    expect(fromWallTime("", "UTC")).toBeUndefined();
    expect(fromWallTime("2027-02-30T10:00", "UTC")).toBeUndefined();
    expect(fromWallTime("tomorrow", "UTC")).toBeUndefined();
  });
});
