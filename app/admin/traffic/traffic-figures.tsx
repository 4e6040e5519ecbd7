import { useTranslation } from "react-i18next";
import { conversionRate, type TrafficNow, type TrafficReport } from "../../../common/traffic";

type Figure = "visitors" | "views" | "leads" | "conversion";

/** The range's totals, each against the period of the same length before it, and the visitors of the last 30 minutes. */
export function TrafficFigures({ report, now }: { report: TrafficReport; now: TrafficNow }) {
  const { t, i18n } = useTranslation("admin");
  const numbers = new Intl.NumberFormat(i18n.language);
  const value = (totals: TrafficReport["totals"], figure: Figure) =>
    figure === "conversion" ? conversionRate(totals) : totals[figure];
  const shown = (figure: Figure, amount: number) =>
    figure === "conversion" ? `${numbers.format(amount)} %` : numbers.format(amount);
  const figures: Figure[] = ["visitors", "views", "leads", "conversion"];

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      {figures.map((figure) => {
        const current = value(report.totals, figure);
        const before = value(report.previous, figure);
        const change = Math.round((current - before) * 10) / 10;
        return (
          <li
            key={figure}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="text-sm text-slate-500 dark:text-slate-400">{t(`traffic.figures.${figure}`)}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white" data-figure={figure}>
              {shown(figure, current)}
            </p>
            <p
              className={`mt-1 text-xs ${change > 0 ? "text-green-700 dark:text-green-400" : change < 0 ? "text-red-700 dark:text-red-400" : "text-slate-500 dark:text-slate-400"}`}
            >
              {t("traffic.figures.change", {
                change: `${change > 0 ? "+" : ""}${shown(figure, change)}`,
                previous: shown(figure, before),
              })}
            </p>
          </li>
        );
      })}
      <li className="col-span-2 rounded-xl border border-brand-200 bg-brand-50 p-4 lg:col-span-1 dark:border-brand-900 dark:bg-slate-900">
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <span aria-hidden="true" className="size-2 rounded-full bg-green-500" />
          {t("traffic.figures.now", { minutes: now.minutes })}
        </p>
        <p className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white" data-figure="now">
          {numbers.format(now.visitors)}
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t("traffic.figures.bots", { count: report.totals.botViews })}
        </p>
      </li>
    </ul>
  );
}
