import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ExportCsvButton } from "~/admin/ui/buttons";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { loadAdmin, loadAdminOr } from "~/admin/ui/route-data";
import { AdminRouteError } from "~/admin/ui/route-error";
import { languages } from "../../../common/i18n/languages";
import { trafficContract } from "../../../common/contract/traffic";
import { conversionRate } from "../../../common/traffic";
import type { Route } from "./+types/traffic";
import { RangePicker } from "./range-picker";
import { trafficCsvColumns, trafficCsvRows } from "./traffic-csv";
import { TrafficFigures } from "./traffic-figures";
import { trafficRange, utcToday } from "./traffic-range";
import { TrafficPanel } from "./traffic-table";

// The chart library is a chunk of its own, fetched when this screen first draws.
const DailyChart = lazy(() => import("./traffic-charts").then((charts) => ({ default: charts.DailyChart })));
const ShareBars = lazy(() => import("./traffic-charts").then((charts) => ({ default: charts.ShareBars })));

/** The range the address asks for, its report and the visitors of the last 30 minutes. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const range = trafficRange(new URL(request.url).searchParams, utcToday());
  const [report, now] = await Promise.all([
    loadAdminOr(request, "/admin/posts", trafficContract.getTrafficReport, {
      query: { from: range.from, to: range.to },
    }),
    loadAdmin(request, trafficContract.getTrafficNow),
  ]);
  return { range, report, now };
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="traffic.loadError" />;
}

/** What the site brings: visitors and views counted on the server, where they came from, and the leads they sent. */
export default function AdminTraffic({ loaderData: { range, report, now } }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin");
  const numbers = new Intl.NumberFormat(i18n.language);
  const days = new Intl.DateTimeFormat(i18n.language, { day: "numeric", month: "short", timeZone: "UTC" });
  const formatDay = (day: string) => days.format(new Date(`${day}T00:00:00Z`));
  const n = (value: number) => numbers.format(value);
  const percent = (row: { converting: number; visitors: number }) => `${numbers.format(conversionRate(row))} %`;
  const columns = {
    visitors: { header: t("traffic.columns.visitors"), figure: true },
    views: { header: t("traffic.columns.views"), figure: true },
    leads: { header: t("traffic.columns.leads"), figure: true },
    conversion: { header: t("traffic.columns.conversion"), figure: true },
  };
  /** Visitors, the leads credited to their visits and the share of visitors who sent one: the columns every source table ends with. */
  const conversionColumns = [columns.visitors, columns.leads, columns.conversion];
  const conversionCells = (row: { visitors: number; leads: number; converting: number }) => [
    n(row.visitors),
    n(row.leads),
    percent(row),
  ];
  const channelName = (channel: string) => t(`traffic.attribution.channel.${channel}`);
  const empty = !report.totals.visitors && !report.totals.views && !report.totals.leads;
  const languageName = (code: string) => languages.find((language) => language.code === code)?.name ?? code;
  const chart = (node: React.ReactNode) => <Suspense fallback={<div className="h-24" />}>{node}</Suspense>;
  const bars = (rows: { label: string; value: number }[], valueLabel: string) =>
    chart(<ShareBars rows={rows} valueLabel={valueLabel} />);

  return (
    <>
      <AdminTitle>{t("traffic.title")}</AdminTitle>
      <AdminHeader title={t("traffic.title")}>
        <ExportCsvButton
          fileName={`traffic-${report.from}-${report.to}.csv`}
          rows={trafficCsvRows(report, t)}
          columns={trafficCsvColumns(t)}
        />
      </AdminHeader>
      <p className="-mt-4 mb-4 text-sm text-slate-600 dark:text-slate-400">{t("traffic.intro")}</p>
      <RangePicker from={range.from} to={range.to} days={"days" in range ? range.days : undefined} />
      <div className="space-y-6">
        <TrafficFigures report={report} now={now} />
        {empty ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
            {t("traffic.attribution.emptyRange")}
          </p>
        ) : (
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
                  .map((row) => [
                    channelName(row.channel),
                    n(row.visitors),
                    n(row.leads),
                    n(row.contacted),
                    n(row.won),
                  ])}
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
                rows={report.languages.map((row) => [
                  languageName(row.language),
                  n(row.views),
                  ...conversionCells(row),
                ])}
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
        )}
      </div>
    </>
  );
}
