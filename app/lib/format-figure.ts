export type FigureSuffix = "+" | "%" | "";

/** How each language groups thousands (CLDR's, as Intl writes them; Azerbaijani as Turkish). */
const thousandsSeparators: Record<string, string> = { en: ",", tr: ".", az: ".", ru: "\u00a0" };

/**
 * A marketing figure as the language writes it: Turkish reads "%98" and Russian "98 %";
 * "+" figures as "200+"; thousands grouped ("7,500", "7.500", "7 500").
 *
 * Figures are whole numbers, so this is written out rather than asked of Intl: a page's
 * first `Intl.NumberFormat` loads its language's data, about 25 ms of a phone's main
 * thread while a count-up hydrates, and the server and a browser with another ICU
 * version could write the same figure differently.
 */
export function formatFigure(value: number, suffix: FigureSuffix, language: string): string {
  const base = language.split("-")[0]!;
  const digits = String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, thousandsSeparators[base] ?? ",");
  if (suffix !== "%") return `${digits}${suffix}`;
  return base === "tr" ? `%${digits}` : base === "ru" ? `${digits}\u00a0%` : `${digits}%`;
}
