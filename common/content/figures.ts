import type { MarketingFigures } from "../settings";
import type { figureSources } from "./choices";

/** The number an About page figure shows: its own, or the settings figure it names (decision 062). */
export function aboutFigureValue(
  figure: { value: number; source: (typeof figureSources)[number] },
  figures: MarketingFigures,
): number {
  return figure.source === "own" ? figure.value : figures[figure.source];
}
