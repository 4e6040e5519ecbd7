import { describe, expect, it } from "vitest";
import { currencies } from "./content/choices";
import {
  formatDollars,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatPrice,
} from "./locale-format";

// Node carries full ICU data, so its Azerbaijani output is the reference the hand-written one must match.
const az = "az";
const azIntl = {
  number: (value: number) => new Intl.NumberFormat(az).format(value),
  percent: (value: number) => new Intl.NumberFormat(az, { style: "percent" }).format(value / 100),
  month: (date: Date) => new Intl.DateTimeFormat(az, { year: "numeric", month: "long", timeZone: "UTC" }).format(date),
  long: (date: Date) => new Intl.DateTimeFormat(az, { dateStyle: "long", timeZone: "UTC" }).format(date),
};

describe("Azerbaijani formats written out", () => {
  it("match full ICU for numbers and percentages", () => {
    for (const value of [0, 7, 98, 900, 1500, 7500, 20000, 1234567]) {
      expect(formatNumber(value, az)).toBe(azIntl.number(value));
      expect(formatPercent(value, az)).toBe(azIntl.percent(value));
    }
  });
  it("match full ICU for every month, as month and year and as a long date", () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2025, month, 9));
      expect(formatMonthYear(date, az)).toBe(azIntl.month(date));
      expect(formatLongDate(date, az)).toBe(azIntl.long(date));
    }
  });
  it("put the currency after the amount", () => {
    expect(formatDollars(5000, az)).toBe("5.000 US$");
  });
  it("match full ICU for a package's price in every currency", () => {
    for (const currency of currencies) {
      const intl = new Intl.NumberFormat(az, { style: "currency", currency, maximumFractionDigits: 0 });
      for (const amount of [0, 299, 1500]) expect(formatPrice(amount, currency, az)).toBe(intl.format(amount));
    }
  });
});

describe("the other languages use Intl", () => {
  it("writes percentages and money the local way", () => {
    expect(formatPercent(98, "tr")).toBe("%98");
    expect(formatDollars(15000, "en")).toBe("$15,000");
    expect(formatPrice(299, "USD", "en")).toBe("$299");
    expect(formatPrice(1299, "RUB", "ru")).toBe("1\u00a0299\u00a0₽");
    expect(formatLongDate(new Date(Date.UTC(2026, 2, 12)), "tr")).toBe("12 Mart 2026");
  });
});
