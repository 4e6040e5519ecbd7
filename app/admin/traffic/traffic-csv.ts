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
  /** Visitors who sent a lead, where visitors and leads are both figures of the row. */
  converting?: number;
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
    ...report.entryPages.map(({ path, ...figures }) => ({ section: section("entryPages"), item: path, ...figures })),
    ...report.channels.map(({ channel, visitors, leads, converting }) => ({
      section: section("sources"),
      item: t(`traffic.attribution.channel.${channel}`),
      visitors,
      leads,
      converting,
    })),
    ...report.channels.flatMap(({ channel, contacted, won }) => [
      {
        section: t("traffic.attribution.funnel"),
        item: `${t(`traffic.attribution.channel.${channel}`)}: ${t("traffic.attribution.contacted")}`,
        leads: contacted,
      },
      {
        section: t("traffic.attribution.funnel"),
        item: `${t(`traffic.attribution.channel.${channel}`)}: ${t("traffic.attribution.won")}`,
        leads: won,
      },
    ]),
    ...report.referrers.map(({ referrer, source: _source, ...figures }) => ({
      section: section("referrers"),
      item: referrer,
      ...figures,
    })),
    ...report.campaigns.map(({ utmCampaign, utmSource, utmMedium, ...figures }) => ({
      section: section("campaigns"),
      item: [utmCampaign, utmSource, utmMedium].filter(Boolean).join(" / "),
      ...figures,
    })),
    ...report.languages.map(({ language, ...figures }) => ({
      section: section("languages"),
      item: language,
      ...figures,
    })),
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
      value: ({ visitors, converting }) =>
        visitors !== undefined && converting !== undefined ? `${conversionRate({ visitors, converting })}` : "",
    },
  ];
}
