import { useTranslation } from "react-i18next";
import { ExportCsvButton } from "~/admin/ui/buttons";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { loadAdmin, loadAdminOr } from "~/admin/ui/route-data";
import { AdminRouteError } from "~/admin/ui/route-error";
import { trafficContract } from "../../../common/contract/traffic";
import type { Route } from "./+types/traffic";
import { RangePicker } from "./range-picker";
import { trafficCsvColumns, trafficCsvRows } from "./traffic-csv";
import { TrafficFigures } from "./traffic-figures";
import { trafficRange, utcToday } from "./traffic-range";
import { TrafficSections } from "./traffic-sections";

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
  const { t } = useTranslation("admin");
  const empty = !report.totals.visitors && !report.totals.views && !report.totals.leads;
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
          <TrafficSections report={report} />
        )}
      </div>
    </>
  );
}
