const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as the visitor's language writes it ("12 March 2026", "12 Mart 2026",
 * "12 марта 2026 г."). In UTC, so the server and the browser print the same day.
 */
export function formatDate(iso: string, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(iso));
}
