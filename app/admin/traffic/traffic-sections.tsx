import { lazy, Suspense } from "react";
import type { TrafficReport } from "../../../common/traffic";
import { useTrafficFormat } from "./traffic-format";
import { TrafficPanel } from "./traffic-table";

// The chart library is a chunk of its own, fetched when this screen first draws.
const DailyChart = lazy(() => import("./traffic-charts").then((charts) => ({ default: charts.DailyChart })));
const ShareBars = lazy(() => import("./traffic-charts").then((charts) => ({ default: charts.ShareBars })));

const chart = (node: React.ReactNode) => <Suspense fallback={<div className="h-24" />}>{node}</Suspense>;
const bars = (rows: { label: string; value: number }[], valueLabel: string) =>
  chart(<ShareBars rows={rows} valueLabel={valueLabel} />);

/** The report's tables with their charts: days, channels and their funnel, referrers, campaigns, pages, languages, devices. */
export function TrafficSections({ report }: { report: TrafficReport }) {
  const { t, n, columns, formatDay, conversionColumns, conversionCells, channelName, languageName } =
    useTrafficFormat();
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("traffic.attribution.conversionNote")}</p>

      <TrafficPanel
        id="traffic-days"
        title={t("traffic.sections.days")}
        columns={[{ header: t("traffic.columns.day") }, columns.visitors, columns.views]}
        rows={report.days.map((day) => [formatDay(day.day), n(day.visitors), n(day.views)])}
        chart={chart(
          <DailyChart
            days={report.days}
            labels={{ visitors: t("traffic.columns.visitors"), views: t("traffic.columns.views") }}
            formatDay={formatDay}
          />,
        )}
        className="[&_table]:max-h-80"
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TrafficPanel
          id="traffic-sources"
          title={t("traffic.sections.sources")}
          columns={[{ header: t("traffic.attribution.channelColumn") }, ...conversionColumns]}
          rows={report.channels.map((row) => [channelName(row.channel), ...conversionCells(row)])}
          chart={bars(
            report.channels.map((row) => ({ label: channelName(row.channel), value: row.visitors })),
            t("traffic.columns.visitors"),
          )}
        />
        <TrafficPanel
          id="traffic-funnel"
          title={t("traffic.attribution.funnel")}
          columns={[
            { header: t("traffic.attribution.channelColumn") },
            columns.visitors,
            columns.leads,
            { header: t("traffic.attribution.contacted"), figure: true },
            { header: t("traffic.attribution.won"), figure: true },
          ]}
          rows={report.channels
            .filter((row) => row.visitors || row.leads)
            .map((row) => [channelName(row.channel), n(row.visitors), n(row.leads), n(row.contacted), n(row.won)])}
        />
        <TrafficPanel
          id="traffic-referrers"
          title={t("traffic.sections.referrers")}
          columns={[{ header: t("traffic.columns.referrer") }, ...conversionColumns]}
          rows={report.referrers.map((row) => [
            `${row.referrer} (${t(`traffic.source.${row.source}`)})`,
            ...conversionCells(row),
          ])}
        />
        <TrafficPanel
          id="traffic-campaigns"
          title={t("traffic.sections.campaigns")}
          columns={[
            { header: t("traffic.columns.campaign") },
            { header: t("traffic.columns.utmSource") },
            { header: t("traffic.columns.utmMedium") },
            columns.visitors,
            columns.leads,
            columns.conversion,
          ]}
          rows={report.campaigns.map((row) => [
            row.utmCampaign || "–",
            row.utmSource || "–",
            row.utmMedium || "–",
            ...conversionCells(row),
          ])}
        />
        <TrafficPanel
          id="traffic-lead-pages"
          title={t("traffic.sections.leadPages")}
          columns={[{ header: t("traffic.columns.page") }, columns.leads]}
          rows={report.leadPages.map((row) => [row.page || "–", n(row.leads)])}
        />
        <TrafficPanel
          id="traffic-pages"
          title={t("traffic.sections.pages")}
          columns={[{ header: t("traffic.columns.page") }, columns.views]}
          rows={report.pages.map((row) => [row.path, n(row.views)])}
        />
        <TrafficPanel
          id="traffic-entry-pages"
          title={t("traffic.sections.entryPages")}
          columns={[{ header: t("traffic.columns.page") }, ...conversionColumns]}
          rows={report.entryPages.map((row) => [row.path, ...conversionCells(row)])}
        />
        <TrafficPanel
          id="traffic-posts"
          title={t("traffic.sections.posts")}
          columns={[{ header: t("traffic.columns.post") }, columns.views]}
          rows={report.posts.map((row) => [row.title, n(row.views)])}
        />
        <TrafficPanel
          id="traffic-lead-kinds"
          title={t("traffic.sections.leadKinds")}
          columns={[{ header: t("traffic.columns.leadKind") }, columns.leads]}
          rows={report.leadKinds.map((row) => [t(`traffic.leadKind.${row.kind}`), n(row.leads)])}
        />
        <TrafficPanel
          id="traffic-languages"
          title={t("traffic.sections.languages")}
          columns={[{ header: t("traffic.columns.language") }, columns.views, ...conversionColumns]}
          rows={report.languages.map((row) => [languageName(row.language), n(row.views), ...conversionCells(row)])}
          chart={bars(
            report.languages.map((row) => ({ label: languageName(row.language), value: row.views })),
            t("traffic.columns.views"),
          )}
        />
        <TrafficPanel
          id="traffic-devices"
          title={t("traffic.sections.devices")}
          columns={[{ header: t("traffic.columns.device") }, columns.views]}
          rows={report.devices.map((row) => [t(`traffic.device.${row.device}`), n(row.views)])}
          chart={bars(
            report.devices.map((row) => ({ label: t(`traffic.device.${row.device}`), value: row.views })),
            t("traffic.columns.views"),
          )}
        />
      </div>
    </>
  );
}
