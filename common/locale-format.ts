/**
 * Numbers and dates as each site language writes them, identical on the server and in
 * every browser. Some browsers (Debian's Chromium among them) accept "az" but carry no
 * Azerbaijani data and print "7,500" or "2025 M06", so a page would hydrate with other
 * text than the server sent. Azerbaijani is therefore written out here: its separators
 * are Turkish ones ("7.500", "0,8"), the percent sign and currency follow the number,
 * and the month names are below. A test checks this against Node's full ICU.
 */
const azMonths = [
  "yanvar",
  "fevral",
  "mart",
  "aprel",
  "may",
  "iyun",
  "iyul",
  "avqust",
  "sentyabr",
  "oktyabr",
  "noyabr",
  "dekabr",
];

const isAzerbaijani = (language: string) => language.split("-")[0] === "az";

// Building an Intl formatter costs far more than using one: keep one per language and style.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) => {
  const key = `${language}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  return format;
};
const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${language}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
};

export function formatNumber(value: number, language: string): string {
  return numberFormat(isAzerbaijani(language) ? "tr" : language).format(value);
}

/** 98 → "98%" (en, az), "%98" (tr), "98 %" (ru). */
export function formatPercent(percent: number, language: string): string {
  if (isAzerbaijani(language)) return `${formatNumber(percent, language)}%`;
  return numberFormat(language, { style: "percent" }).format(percent / 100);
}

/** Whole US dollars: "$5,000", "5.000 US$" (az). */
export function formatDollars(amount: number, language: string): string {
  if (isAzerbaijani(language)) return `${formatNumber(amount, language)} US$`;
  return numberFormat(language, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount);
}

/** How Azerbaijani writes the site's currencies after the amount (full ICU's symbols). */
const azCurrencySymbols: Record<string, string> = { USD: "US$", EUR: "€", AZN: "₼" };

/** A whole price in its currency: "$299", "299 $" (ru), "299 ₼" (az). */
export function formatPrice(amount: number, currency: string, language: string): string {
  if (isAzerbaijani(language))
    return `${formatNumber(amount, language)}\u00a0${azCurrencySymbols[currency] ?? currency}`;
  return numberFormat(language, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

/** "June 2025", "июнь 2025 г.", "iyun 2025" (UTC, so every time zone prints the same month). */
export function formatMonthYear(date: Date, language: string): string {
  if (isAzerbaijani(language)) return `${azMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return dateFormat(language, { year: "numeric", month: "long", timeZone: "UTC" }).format(date);
}

/** "12 March 2026", "12 Mart 2026", "12 марта 2026 г.", "12 mart 2026" (UTC). */
export function formatLongDate(date: Date, language: string): string {
  if (isAzerbaijani(language)) return `${date.getUTCDate()} ${azMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return dateFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
