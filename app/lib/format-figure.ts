export type FigureSuffix = "+" | "%" | "";

/**
 * A marketing figure as the language writes it: percentages through Intl, so Turkish
 * reads "%98" and Russian "98 %"; "+" figures as "200+".
 */
export function formatFigure(value: number, suffix: FigureSuffix, language: string): string {
  if (suffix === "%") return new Intl.NumberFormat(language, { style: "percent" }).format(value / 100);
  return `${new Intl.NumberFormat(language).format(value)}${suffix}`;
}
