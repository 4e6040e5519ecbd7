// Cookieless traffic counted on the server and the leads it brought (docs/decisions/044):
// the dimensions of a view, the dashboard's query and its answer.
import * as z from "zod/mini";
import { count } from "./fields";
import { leadKinds } from "./lead-kinds";
import { languageSchema } from "./i18n/language-schema";

/** Where a visit came from, judged by its Referer: a search engine, a social network, another site, none. */
export const trafficSources = ["search", "social", "site", "direct", "internal"] as const;
export type TrafficSource = (typeof trafficSources)[number];

/**
 * A visit's channel, the one word the dashboard and a lead's story sort it under
 * (docs/decisions/050): a campaign when its first view was tagged (`utm_source` or
 * `utm_campaign`), else the source its Referer names.
 */
export const trafficChannels = ["campaign", "search", "social", "site", "direct"] as const;
export type TrafficChannel = (typeof trafficChannels)[number];

export function channelOf(visit: { source: string; utmSource: string; utmCampaign: string }): TrafficChannel {
  if (visit.utmSource || visit.utmCampaign) return "campaign";
  return (trafficChannels as readonly string[]).includes(visit.source) ? (visit.source as TrafficChannel) : "direct";
}

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

/**
 * Visitors (each day's unique visitors, summed over the days), the leads credited to their
 * visits, and the visitors among them who sent at least one: conversion is `converting ÷
 * visitors`, so it never exceeds 100 % (docs/decisions/050).
 */
const conversionFields = { visitors: count, leads: count, converting: count };

const totalsSchema = z.strictObject({
  ...conversionFields,
  views: count,
  /** Views by crawlers and other bots, not in `views`. */
  botViews: count,
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
  /** By the visits' first page (landing page). */
  entryPages: z.array(z.strictObject({ path: z.string(), ...conversionFields })),
  /** By channel, with each channel's funnel: its leads, those staff contacted (contacted, won or lost), and those won. */
  channels: z.array(
    z.strictObject({ channel: z.enum(trafficChannels), ...conversionFields, contacted: count, won: count }),
  ),
  referrers: z.array(z.strictObject({ referrer: z.string(), source: z.enum(trafficSources), ...conversionFields })),
  campaigns: z.array(z.strictObject({ ...campaignFields, ...conversionFields })),
  languages: z.array(z.strictObject({ language: languageSchema, views: count, ...conversionFields })),
  devices: z.array(z.strictObject({ device: z.enum(trafficDevices), views: count })),
  leadPages: z.array(z.strictObject({ page: z.string(), leads: count })),
  leadKinds: z.array(z.strictObject({ kind: z.enum(leadKinds), leads: count })),
});
export type TrafficReport = z.infer<typeof trafficReportSchema>;

/** Visitors seen in the last 30 minutes, on every instance. */
export const trafficNowSchema = z.strictObject({ visitors: count, minutes: count });
export type TrafficNow = z.infer<typeof trafficNowSchema>;

/** Where a visit came from, fixed by its first view; "" where a dimension is absent. */
const visitOriginSchema = z.strictObject({
  channel: z.enum(trafficChannels),
  /** `utm_source`, else the referring site's name (Google, X, example.com), else "". */
  source: z.string(),
  /** `utm_medium`. */
  medium: z.string(),
  /** `utm_campaign`. */
  campaign: z.string(),
  /** The referring site's name (never a full address: browsers send the origin). */
  referrer: z.string(),
  /** The visit's first page (its path). */
  landingPage: z.string(),
});
export type VisitOrigin = z.infer<typeof visitOriginSchema>;

/**
 * A lead's story (docs/decisions/050): the visit it was sent in (a visitor's views with no
 * gap over 30 minutes) with the pages viewed in it before the lead, the page its form was
 * on, and the visitor's first visit of that day (visitors are not recognised across days).
 * Null on a lead sent while counting was off or before visits were kept.
 */
export const leadOriginSchema = z.strictObject({
  ...visitOriginSchema.shape,
  /** The page the form was sent from ("" when the browser did not say). */
  formPage: z.string(),
  /** Views in the visit before the lead, and their paths in order (the first 50). */
  pagesViewed: count,
  pages: z.array(z.string()),
  /** The visit's language ("" without a counted visit). */
  language: z.string(),
  /** desktop, mobile or tablet, from the lead's own request. */
  device: z.string(),
  firstVisit: visitOriginSchema,
});
export type LeadOrigin = z.infer<typeof leadOriginSchema>;

/** What a lead's answer carries for staff: its story, or null (left out of a visitor's own answer). */
export const leadOriginField = z.optional(z.nullable(leadOriginSchema));

/** Visitors who sent a lead out of visitors, as a percentage with one decimal (0 without visitors). */
export function conversionRate({ converting, visitors }: { converting: number; visitors: number }): number {
  return visitors ? Math.round((Math.min(converting, visitors) / visitors) * 1000) / 10 : 0;
}
