/**
 * Numbers and dates as each site language writes them, identical on the server and in
 * every browser. Some browsers (Debian's Chromium among them) accept "az" but carry no
 * Azerbaijani data and print "7,500" or "2025 M06", so a page would hydrate with other
 * text than the server sent. Azerbaijani is therefore written out here: its separators
 * are Turkish ones ("7.500", "0,8"), the percent sign and currency follow the number,
 * and the month names are below. A test checks this against Node's full ICU.
 */
const azMonths = [
  "yanvar", "fevral", "mart", "aprel", "may", "iyun",
  "iyul", "avqust", "sentyabr", "oktyabr", "noyabr", "dekabr",
];

const isAzerbaijani = (language: string) => language.split("-")[0] === "az";

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(isAzerbaijani(language) ? "tr" : language).format(value);
}

/** 98 → "98%" (en, az), "%98" (tr), "98 %" (ru). */
export function formatPercent(percent: number, language: string): string {
  if (isAzerbaijani(language)) return `${formatNumber(percent, language)}%`;
  return new Intl.NumberFormat(language, { style: "percent" }).format(percent / 100);
}

/** Whole US dollars: "$5,000", "5.000 US$" (az). */
export function formatDollars(amount: number, language: string): string {
  if (isAzerbaijani(language)) return `${formatNumber(amount, language)} US$`;
  return new Intl.NumberFormat(language, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount);
}

/** "June 2025", "июнь 2025 г.", "iyun 2025" (UTC, so every time zone prints the same month). */
export function formatMonthYear(date: Date, language: string): string {
  if (isAzerbaijani(language)) return `${azMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return new Intl.DateTimeFormat(language, { year: "numeric", month: "long", timeZone: "UTC" }).format(date);
}

/** "12 March 2026", "12 Mart 2026", "12 марта 2026 г.", "12 mart 2026" (UTC). */
export function formatLongDate(date: Date, language: string): string {
  if (isAzerbaijani(language)) return `${date.getUTCDate()} ${azMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
