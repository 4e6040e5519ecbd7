import { formatNumber, formatPercent } from "./locale-format";

export type FigureSuffix = "+" | "%" | "";

/**
 * A marketing figure as the language writes it: Turkish reads "%98" and Russian "98 %";
 * "+" figures as "200+".
 */
export function formatFigure(value: number, suffix: FigureSuffix, language: string): string {
  return suffix === "%" ? formatPercent(value, language) : `${formatNumber(value, language)}${suffix}`;
}
