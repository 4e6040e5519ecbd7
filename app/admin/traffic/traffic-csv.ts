import type { TFunction } from "i18next";
import { conversionRate, type TrafficReport } from "../../../common/traffic";
import type { CsvColumn } from "~/admin/ui/csv";

/** One line of the export: which table it comes from, the thing counted and its figures. */
export interface TrafficCsvRow {
  section: string;
  item: string;
  visitors?: number;
  views?: number;
  leads?: number;
}

/** Every table of the report as one CSV, headed and named in the admin's language. */
export function trafficCsvRows(report: TrafficReport, t: TFunction<"admin">): TrafficCsvRow[] {
  const section = (key: string) => t(`traffic.sections.${key}`);
  return [
    ...report.days.map((day) => ({
      section: section("days"),
      item: day.day,
      visitors: day.visitors,
      views: day.views,
    })),
    ...report.pages.map((row) => ({ section: section("pages"), item: row.path, views: row.views })),
    ...report.posts.map((row) => ({ section: section("posts"), item: `${row.title} (${row.path})`, views: row.views })),
    ...report.entryPages.map((row) => ({
      section: section("entryPages"),
      item: row.path,
      visitors: row.visitors,
      leads: row.leads,
    })),
    ...report.sources.map((row) => ({
      section: section("sources"),
      item: t(`traffic.source.${row.source}`),
      visitors: row.visitors,
      leads: row.leads,
    })),
    ...report.referrers.map((row) => ({
      section: section("referrers"),
      item: row.referrer,
      visitors: row.visitors,
      leads: row.leads,
    })),
    ...report.campaigns.map((row) => ({
      section: section("campaigns"),
      item: [row.utmCampaign, row.utmSource, row.utmMedium].filter(Boolean).join(" / "),
      visitors: row.visitors,
      leads: row.leads,
    })),
    ...report.languages.map((row) => ({ section: section("languages"), item: row.language, views: row.views })),
    ...report.devices.map((row) => ({
      section: section("devices"),
      item: t(`traffic.device.${row.device}`),
      views: row.views,
    })),
    ...report.leadPages.map((row) => ({ section: section("leadPages"), item: row.page, leads: row.leads })),
  ];
}

export function trafficCsvColumns(t: TFunction<"admin">): CsvColumn<TrafficCsvRow>[] {
  const figure = (value: number | undefined) => (value === undefined ? "" : String(value));
  return [
    { header: t("traffic.columns.section"), value: (row) => row.section },
    { header: t("traffic.columns.item"), value: (row) => row.item },
    { header: t("traffic.columns.visitors"), value: (row) => figure(row.visitors) },
    { header: t("traffic.columns.views"), value: (row) => figure(row.views) },
    { header: t("traffic.columns.leads"), value: (row) => figure(row.leads) },
    {
      header: t("traffic.columns.conversion"),
      value: (row) =>
        row.visitors !== undefined && row.leads !== undefined ? `${conversionRate(row.leads, row.visitors)}` : "",
    },
  ];
}
