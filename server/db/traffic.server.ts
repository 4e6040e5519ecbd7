import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import {
  addDays,
  daysBetween,
  type TrafficDevice,
  trafficDevices,
  type TrafficNow,
  type TrafficQuery,
  type TrafficReport,
  type TrafficSource,
  trafficSources,
  type TrafficTotals,
} from "../../common/traffic";
import { languageCodes } from "../../common/i18n/languages";
import { type LeadKind, leadKinds } from "../../common/leads";
import type { DB } from "./schema.server";

/** What one view is counted by; "" where a dimension is absent. */
export interface ViewDimensions {
  path: string;
  language: string;
  source: TrafficSource;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: TrafficDevice;
}

/** Views of one UTC hour with the same dimensions. */
export interface HourlyViews extends ViewDimensions {
  hour: string;
  views: number;
}

/** A visitor of one UTC day: the dimensions of the first view seen, and the last time seen. */
export interface DayVisitor extends ViewDimensions {
  day: string;
  visitor: string;
  lastSeenAt: number;
}

/** What the counter (server/traffic) hands over to write: its rows of views and of visitors. */
export interface TrafficBatch {
  views: HourlyViews[];
  visitors: DayVisitor[];
}

// Rows per statement: ten columns each stays far below SQLite's and PostgreSQL's bound on parameters.
const rowsPerStatement = 500;

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += rowsPerStatement)
    result.push(rows.slice(start, start + rowsPerStatement));
  return result;
}

/**
 * Adds a batch of counted views to the per-hour table and the day's visitors, in one
 * transaction: several instances write the same rows, so each upsert adds its count to
 * what is there, and a visitor already written keeps the first view's dimensions.
 */
export async function writeTrafficBatch(db: Kysely<DB>, batch: TrafficBatch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const rows of chunks(batch.views)) {
      await trx
        .insertInto("trafficHourly")
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns([
              "hour",
              "path",
              "language",
              "source",
              "referrer",
              "utmSource",
              "utmMedium",
              "utmCampaign",
              "device",
            ])
            .doUpdateSet({ views: sql<number>`traffic_hourly.views + excluded.views` }),
        )
        .execute();
    }
    for (const rows of chunks(batch.visitors)) {
      await trx
        .insertInto("trafficVisitors")
        .values(
          rows.map(({ path, lastSeenAt, ...visitor }) => ({
            ...visitor,
            entryPath: path,
            lastSeenAt: new Date(lastSeenAt).toISOString(),
          })),
        )
        .onConflict((oc) =>
          oc.columns(["day", "visitor"]).doUpdateSet({
            lastSeenAt: sql`case when excluded.last_seen_at > traffic_visitors.last_seen_at then excluded.last_seen_at else traffic_visitors.last_seen_at end`,
          }),
        )
        .execute();
    }
  });
}

/**
 * The salts of `days` (today and tomorrow), made by whichever instance asks first and
 * read back by all, so every instance hashes a visitor alike; salts of earlier days are
 * deleted, after which that day's hashes can never be linked to anyone again.
 */
export async function daySalts(db: Kysely<DB>, days: string[]): Promise<Map<string, string>> {
  await db
    .insertInto("trafficSalts")
    .values(days.map((day) => ({ day, salt: randomBytes(32).toString("base64") })))
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  await db.deleteFrom("trafficSalts").where("day", "<", days[0]!).execute();
  const rows = await db.selectFrom("trafficSalts").select(["day", "salt"]).where("day", "in", days).execute();
  return new Map(rows.map((row) => [row.day, row.salt]));
}

/**
 * Claims a once-a-day job for `day`: true for the one caller, across instances, whose
 * marker moved forward; false when another already ran it that day.
 */
export async function claimDailyJob(db: Kysely<DB>, job: string, day: string): Promise<boolean> {
  const claimed = await db
    .insertInto("appMeta")
    .values({ key: job, value: day })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ value: sql<string>`excluded.value` })
        .where(sql<boolean>`app_meta.value < excluded.value`),
    )
    .returning("key")
    .executeTakeFirst();
  return Boolean(claimed);
}

/** Deletes aggregates and lead sources from before `day`. */
export async function pruneTraffic(db: Kysely<DB>, day: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("trafficHourly").where("hour", "<", day).execute();
    await trx.deleteFrom("trafficVisitors").where("day", "<", day).execute();
    await trx.deleteFrom("leadSources").where("createdAt", "<", `${day}T00:00:00.000Z`).execute();
  });
}

/** What a lead records of the visit it came from: the form's page, and the visitor's first view of the day. */
export interface LeadSource {
  page: string;
  entryPath: string;
  source: TrafficSource;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/** The dimensions of a visitor's first view of `day`, as written. */
export async function findDayVisitor(db: Kysely<DB>, day: string, visitor: string) {
  return db
    .selectFrom("trafficVisitors")
    .select(["entryPath", sql<TrafficSource>`source`.as("source"), "referrer", "utmSource", "utmMedium", "utmCampaign"])
    .where("day", "=", day)
    .where("visitor", "=", visitor)
    .executeTakeFirst();
}

/** Keeps where a lead came from (docs/decisions/044); a lead recorded twice keeps its first source. */
export async function recordLeadSource(
  db: Kysely<DB>,
  lead: { kind: LeadKind; id: string },
  source: LeadSource,
): Promise<void> {
  await db
    .insertInto("leadSources")
    .values({ leadKind: lead.kind, leadId: lead.id, createdAt: new Date().toISOString(), ...source })
    .onConflict((oc) => oc.columns(["leadKind", "leadId"]).doNothing())
    .execute();
}

/** Visitors seen on any instance since `since` (as far as each instance has written them). */
export async function countVisitorsSince(db: Kysely<DB>, since: Date): Promise<TrafficNow["visitors"]> {
  const row = await db
    .selectFrom("trafficVisitors")
    .select((eb) => eb.fn.countAll<number | string>().as("visitors"))
    .where("day", ">=", since.toISOString().slice(0, 10))
    .where("lastSeenAt", ">=", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.visitors);
}

const topRows = 20;
const asCount = (value: number | string | bigint | null) => Number(value ?? 0);

/** The dashboard's figures for a range of UTC days and the period of the same length before it. */
export async function trafficReport(db: Kysely<DB>, { from, to }: TrafficQuery): Promise<TrafficReport> {
  const length = daysBetween(from, to) + 1;
  const previousFrom = addDays(from, -length);
  const previousTo = addDays(from, -1);
  const hours = (start: string, end: string) => [`${start}T00`, `${end}T23`] as const;
  const [firstHour, lastHour] = hours(from, to);
  const inHours = db
    .selectFrom("trafficHourly")
    .where("hour", ">=", firstHour)
    .where("hour", "<=", lastHour)
    .where("device", "!=", "bot");
  const inDays = db.selectFrom("trafficVisitors").where("day", ">=", from).where("day", "<=", to);
  const inLeads = db
    .selectFrom("leadSources")
    .where("createdAt", ">=", `${from}T00:00:00.000Z`)
    .where("createdAt", "<", `${addDays(to, 1)}T00:00:00.000Z`);
  const views = sql<number | string>`sum(views)`;
  const visitors = sql<number | string>`count(*)`;
  const leadCount = sql<number | string>`count(*)`;

  const [
    totals,
    previous,
    viewDays,
    visitorDays,
    pages,
    postPages,
    sourceVisitors,
    sourceLeads,
    referrerVisitors,
    referrerLeads,
    campaignVisitors,
    campaignLeads,
    entryVisitors,
    entryLeads,
    languageViews,
    deviceViews,
    leadPages,
    kinds,
  ] = await Promise.all([
    periodTotals(db, from, to),
    periodTotals(db, previousFrom, previousTo),
    inHours
      .select([sql<string>`substr(hour, 1, 10)`.as("day"), views.as("views")])
      .groupBy(sql`substr(hour, 1, 10)`)
      .execute(),
    inDays
      .select(["day", visitors.as("visitors")])
      .groupBy("day")
      .execute(),
    inHours
      .select(["path", views.as("views")])
      .groupBy("path")
      .orderBy(views, "desc")
      .orderBy("path")
      .limit(topRows)
      .execute(),
    inHours
      .innerJoin("posts", (join) => join.on(sql`'/blog/' || posts.slug`, "=", sql.ref("traffic_hourly.path")))
      .select(["path", "posts.title", views.as("views")])
      .groupBy(["path", "posts.title"])
      .orderBy(views, "desc")
      .orderBy("path")
      .limit(topRows)
      .execute(),
    inDays
      .select(["source", visitors.as("visitors")])
      .groupBy("source")
      .execute(),
    inLeads
      .select(["source", leadCount.as("leads")])
      .groupBy("source")
      .execute(),
    inDays
      .select(["referrer", "source", visitors.as("visitors")])
      .where("referrer", "!=", "")
      .groupBy(["referrer", "source"])
      .orderBy(visitors, "desc")
      .orderBy("referrer")
      .limit(topRows)
      .execute(),
    inLeads
      .select(["referrer", leadCount.as("leads")])
      .groupBy("referrer")
      .execute(),
    inDays
      .select(["utmSource", "utmMedium", "utmCampaign", visitors.as("visitors")])
      .where((eb) => eb.or([eb("utmSource", "!=", ""), eb("utmCampaign", "!=", "")]))
      .groupBy(["utmSource", "utmMedium", "utmCampaign"])
      .orderBy(visitors, "desc")
      .limit(topRows)
      .execute(),
    inLeads
      .select(["utmSource", "utmMedium", "utmCampaign", leadCount.as("leads")])
      .groupBy(["utmSource", "utmMedium", "utmCampaign"])
      .execute(),
    inDays
      .select(["entryPath", visitors.as("visitors")])
      .groupBy("entryPath")
      .orderBy(visitors, "desc")
      .orderBy("entryPath")
      .limit(topRows)
      .execute(),
    inLeads
      .select(["entryPath", leadCount.as("leads")])
      .groupBy("entryPath")
      .execute(),
    inHours
      .select(["language", views.as("views")])
      .groupBy("language")
      .execute(),
    inHours
      .select(["device", views.as("views")])
      .groupBy("device")
      .execute(),
    inLeads
      .select(["page", leadCount.as("leads")])
      .groupBy("page")
      .orderBy(leadCount, "desc")
      .orderBy("page")
      .limit(topRows)
      .execute(),
    inLeads
      .select(["leadKind", leadCount.as("leads")])
      .groupBy("leadKind")
      .execute(),
  ]);

  const byDay = (rows: { day: string }[], field: "views" | "visitors") =>
    new Map(rows.map((row) => [row.day, asCount((row as Record<string, number | string>)[field]!)]));
  const dayViews = byDay(viewDays, "views");
  const dayVisitors = byDay(visitorDays, "visitors");
  const leadsOf = <T>(rows: T[], key: (row: T) => string) =>
    new Map(rows.map((row) => [key(row), asCount((row as { leads: number | string }).leads)]));
  const leadsBySource = leadsOf(sourceLeads, (row) => row.source);
  const leadsByReferrer = leadsOf(referrerLeads, (row) => row.referrer);
  const campaignKey = (row: { utmSource: string; utmMedium: string; utmCampaign: string }) =>
    [row.utmSource, row.utmMedium, row.utmCampaign].join("\u0001");
  const leadsByCampaign = leadsOf(campaignLeads, campaignKey);
  const leadsByEntry = leadsOf(entryLeads, (row) => row.entryPath);
  const isSource = (value: string): value is TrafficSource => (trafficSources as readonly string[]).includes(value);

  return {
    from,
    to,
    previousFrom,
    previousTo,
    totals,
    previous,
    days: Array.from({ length }, (_, offset) => {
      const day = addDays(from, offset);
      return { day, visitors: dayVisitors.get(day) ?? 0, views: dayViews.get(day) ?? 0 };
    }),
    pages: pages.map((row) => ({ path: row.path, views: asCount(row.views) })),
    posts: postPages.map((row) => ({ path: row.path, title: row.title, views: asCount(row.views) })),
    entryPages: entryVisitors.map((row) => ({
      path: row.entryPath,
      visitors: asCount(row.visitors),
      leads: leadsByEntry.get(row.entryPath) ?? 0,
    })),
    sources: trafficSources
      .filter((source) => source !== "internal")
      .map((source) => ({
        source,
        visitors: asCount(sourceVisitors.find((row) => row.source === source)?.visitors ?? 0),
        leads: leadsBySource.get(source) ?? 0,
      })),
    referrers: referrerVisitors
      .filter((row) => isSource(row.source))
      .map((row) => ({
        referrer: row.referrer,
        source: row.source as TrafficSource,
        visitors: asCount(row.visitors),
        leads: leadsByReferrer.get(row.referrer) ?? 0,
      })),
    campaigns: campaignVisitors.map((row) => ({
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
      visitors: asCount(row.visitors),
      leads: leadsByCampaign.get(campaignKey(row)) ?? 0,
    })),
    languages: languageCodes.map((language) => ({
      language,
      views: asCount(languageViews.find((row) => row.language === language)?.views ?? 0),
    })),
    devices: trafficDevices
      .filter((device): device is Exclude<TrafficDevice, "bot"> => device !== "bot")
      .map((device) => ({ device, views: asCount(deviceViews.find((row) => row.device === device)?.views ?? 0) })),
    leadPages: leadPages.map((row) => ({ page: row.page, leads: asCount(row.leads) })),
    leadKinds: leadKinds.map((kind) => ({
      kind,
      leads: asCount(kinds.find((row) => row.leadKind === kind)?.leads ?? 0),
    })),
  };
}

async function periodTotals(db: Kysely<DB>, from: string, to: string): Promise<TrafficTotals> {
  const [views, visitors, leads] = await Promise.all([
    db
      .selectFrom("trafficHourly")
      .select([
        sql<number | string | null>`sum(case when device = 'bot' then 0 else views end)`.as("views"),
        sql<number | string | null>`sum(case when device = 'bot' then views else 0 end)`.as("botViews"),
      ])
      .where("hour", ">=", `${from}T00`)
      .where("hour", "<=", `${to}T23`)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("trafficVisitors")
      .select(sql<number | string>`count(*)`.as("visitors"))
      .where("day", ">=", from)
      .where("day", "<=", to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("leadSources")
      .select(sql<number | string>`count(*)`.as("leads"))
      .where("createdAt", ">=", `${from}T00:00:00.000Z`)
      .where("createdAt", "<", `${addDays(to, 1)}T00:00:00.000Z`)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    visitors: asCount(visitors.visitors),
    views: asCount(views.views),
    botViews: asCount(views.botViews),
    leads: asCount(leads.leads),
  };
}
