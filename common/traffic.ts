// Cookieless traffic counted on the server and the leads it brought (docs/decisions/044):
// the dimensions of a view, the dashboard's query and its answer.
import * as z from "zod/mini";
import { count } from "./fields";
import { leadKinds } from "./leads";
import { languageSchema } from "./i18n/language-schema";

/** Where a visit came from, judged by its Referer: a search engine, a social network, another site, none. */
export const trafficSources = ["search", "social", "site", "direct", "internal"] as const;
export type TrafficSource = (typeof trafficSources)[number];

/** The visitor's kind of device from the User-Agent; crawlers are counted apart as `bot`. */
export const trafficDevices = ["desktop", "mobile", "tablet", "bot"] as const;
export type TrafficDevice = (typeof trafficDevices)[number];

/** The longest range the dashboard reads at once, in days (the data is kept two years). */
export const maxTrafficRangeDays = 366;

/** How long aggregates are kept, in days. */
export const trafficRetentionDays = 731;

const day = z.string({ error: "validation.date" }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date"),
  z.refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "validation.date",
  ),
);

/** A range of whole UTC days, both ends included. */
export const trafficQuerySchema = z.object({ from: day, to: day }).check(
  z.refine(({ from, to }) => from <= to, { message: "validation.dateRange", path: ["to"] }),
  z.refine(({ from, to }) => daysBetween(from, to) < maxTrafficRangeDays, {
    message: "validation.dateRange",
    path: ["from"],
  }),
);
export type TrafficQuery = z.infer<typeof trafficQuerySchema>;

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The UTC day `offset` days after `day`. */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

const totalsSchema = z.strictObject({
  /** The sum of each day's unique visitors (a visitor cannot be recognised from one day to the next). */
  visitors: count,
  views: count,
  /** Views by crawlers and other bots, not in `views`. */
  botViews: count,
  leads: count,
});
export type TrafficTotals = z.infer<typeof totalsSchema>;

const campaignFields = { utmSource: z.string(), utmMedium: z.string(), utmCampaign: z.string() };

export const trafficReportSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  /** The period of the same length just before, which `previous` totals. */
  previousFrom: z.string(),
  previousTo: z.string(),
  totals: totalsSchema,
  previous: totalsSchema,
  days: z.array(z.strictObject({ day: z.string(), visitors: count, views: count })),
  pages: z.array(z.strictObject({ path: z.string(), views: count })),
  posts: z.array(z.strictObject({ path: z.string(), title: z.string(), views: count })),
  entryPages: z.array(z.strictObject({ path: z.string(), visitors: count, leads: count })),
  sources: z.array(z.strictObject({ source: z.enum(trafficSources), visitors: count, leads: count })),
  referrers: z.array(
    z.strictObject({ referrer: z.string(), source: z.enum(trafficSources), visitors: count, leads: count }),
  ),
  campaigns: z.array(z.strictObject({ ...campaignFields, visitors: count, leads: count })),
  languages: z.array(z.strictObject({ language: languageSchema, views: count })),
  devices: z.array(z.strictObject({ device: z.enum(trafficDevices), views: count })),
  leadPages: z.array(z.strictObject({ page: z.string(), leads: count })),
  leadKinds: z.array(z.strictObject({ kind: z.enum(leadKinds), leads: count })),
});
export type TrafficReport = z.infer<typeof trafficReportSchema>;

/** Visitors seen in the last 30 minutes, on every instance. */
export const trafficNowSchema = z.strictObject({ visitors: count, minutes: count });
export type TrafficNow = z.infer<typeof trafficNowSchema>;

/** Leads out of visitors, as a percentage with one decimal (0 without visitors). */
export function conversionRate(leads: number, visitors: number): number {
  return visitors ? Math.round((leads / visitors) * 1000) / 10 : 0;
}
