import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { inputStyles } from "~/admin/ui/form-controls";
import { presetDays, type PresetDays } from "./traffic-range";

/** The last 7, 30 or 90 days in one click, or any range of days (sent as `?from=&to=`). */
export function RangePicker({ from, to, days }: { from: string; to: string; days?: PresetDays }) {
  const { t } = useTranslation("admin");
  const preset = (active: boolean) =>
    `rounded-lg px-3 py-1.5 text-sm font-semibold ${active ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}`;
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3">
      <nav
        aria-label={t("traffic.range.presets")}
        className="flex gap-1 rounded-xl border border-slate-200 bg-white p-1 dark:border-slate-700 dark:bg-slate-900"
      >
        {presetDays.map((count) => (
          <Link
            key={count}
            to={`?days=${count}`}
            className={preset(days === count)}
            aria-current={days === count ? "page" : undefined}
          >
            {t("traffic.range.days", { count })}
          </Link>
        ))}
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        {(["from", "to"] as const).map((end) => (
          <label key={end} className="text-sm">
            <span className="mb-1 block text-slate-600 dark:text-slate-300">{t(`traffic.range.${end}`)}</span>
            <input
              type="date"
              name={end}
              defaultValue={end === "from" ? from : to}
              required
              className={`${inputStyles} w-auto`}
              // A new range from the presets resets what was typed.
              key={`${end}-${from}-${to}`}
            />
          </label>
        ))}
        <button type="submit" className={buttonStyles.secondary}>
          {t("traffic.range.apply")}
        </button>
      </Form>
    </div>
  );
}
