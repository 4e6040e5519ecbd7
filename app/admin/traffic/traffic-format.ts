import { useTranslation } from "react-i18next";
import { languages } from "../../../common/i18n/languages";
import { conversionRate } from "../../../common/traffic";

/** How the traffic screen writes its figures, days and names, and the columns its tables share. */
export function useTrafficFormat() {
  const { t, i18n } = useTranslation("admin");
  const numbers = new Intl.NumberFormat(i18n.language);
  const days = new Intl.DateTimeFormat(i18n.language, { day: "numeric", month: "short", timeZone: "UTC" });
  const n = (value: number) => numbers.format(value);
  const percent = (row: { converting: number; visitors: number }) => `${numbers.format(conversionRate(row))} %`;
  const columns = {
    visitors: { header: t("traffic.columns.visitors"), figure: true },
    views: { header: t("traffic.columns.views"), figure: true },
    leads: { header: t("traffic.columns.leads"), figure: true },
    conversion: { header: t("traffic.columns.conversion"), figure: true },
  };
  return {
    t,
    n,
    columns,
    formatDay: (day: string) => days.format(new Date(`${day}T00:00:00Z`)),
    /** Visitors, the leads credited to their visits and the share of visitors who sent one: the columns every source table ends with. */
    conversionColumns: [columns.visitors, columns.leads, columns.conversion],
    conversionCells: (row: { visitors: number; leads: number; converting: number }) => [
      n(row.visitors),
      n(row.leads),
      percent(row),
    ],
    channelName: (channel: string) => t(`traffic.attribution.channel.${channel}`),
    languageName: (code: string) => languages.find((language) => language.code === code)?.name ?? code,
  };
}
