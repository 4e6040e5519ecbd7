import { randomBytes } from "node:crypto";
import { type Kysely, type RawBuilder, sql, type Transaction } from "kysely";
import {
  addDays,
  channelOf,
  daysBetween,
  type LeadOrigin,
  type TrafficDevice,
  trafficDevices,
  type TrafficNow,
  type TrafficQuery,
  type TrafficReport,
  trafficChannels,
  type TrafficSource,
  trafficSources,
  type TrafficTotals,
} from "../../common/traffic";
import { languageCodes } from "../../common/i18n/languages";
import { type LeadKind, leadKinds } from "../../common/leads";
import { lockTransaction, newId, toIsoString, transactionLocks } from "./database.server";
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

/**
 * The views of one visit seen by this instance since its last write (docs/decisions/050).
 * `visitId` is the stored visit this instance already wrote them into, once it knows it;
 * without it the writer finds the visitor's stored visit of the last 30 minutes, or starts one.
 */
export interface VisitViews {
  day: string;
  visitor: string;
  visitId?: string;
  /** The first view of this part and its dimensions: the visit's origin unless a stored view came before. */
  firstAt: number;
  origin: ViewDimensions;
  lastSeenAt: number;
  views: number;
  /** The paths viewed, in order (the first `maxVisitPages`). */
  pages: string[];
}

/** What the counter (server/traffic) hands over to write: its rows of views, visitors and visits. */
export interface TrafficBatch {
  views: HourlyViews[];
  visitors: DayVisitor[];
  visits: VisitViews[];
}

/** A visit ends after 30 minutes without a view (GA4's and Plausible's rule). */
export const visitGapMs = 30 * 60_000;
/** The paths a visit keeps, in order; its view count goes on past them. */
export const maxVisitPages = 50;

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
    if (batch.visits.length) {
      // One writer of visits at a time across instances, so two parts of one visit never both start it.
      await lockTransaction(trx, transactionLocks.trafficVisits);
      for (const part of batch.visits) part.visitId = await writeVisit(trx, part);
    }
  });
}

const iso = (at: number) => new Date(at).toISOString();
const msOf = (value: Date | string) => Date.parse(toIsoString(value));
const pagesOf = (json: string): string[] => {
  try {
    const pages: unknown = JSON.parse(json);
    return Array.isArray(pages) ? pages.filter((page): page is string => typeof page === "string") : [];
  } catch {
    return [];
  }
};

/**
 * Writes the views of one visit seen by an instance (docs/decisions/050) into the stored
 * visit they belong to: the one it wrote before, else the visitor's visit with no gap over
 * 30 minutes to these views, else a new one. The earliest view fixes the origin, whichever
 * instance writes first: a part that starts before the stored visit gives it its origin.
 */
async function writeVisit(trx: Transaction<DB>, part: VisitViews): Promise<string> {
  const columns = ["id", "startedAt", "lastSeenAt", "pages"] as const;
  const stored =
    (part.visitId &&
      (await trx.selectFrom("trafficVisits").select(columns).where("id", "=", part.visitId).executeTakeFirst())) ||
    (await trx
      .selectFrom("trafficVisits")
      .select(columns)
      .where("day", "=", part.day)
      .where("visitor", "=", part.visitor)
      .where("lastSeenAt", ">=", iso(part.firstAt - visitGapMs))
      .where("startedAt", "<=", iso(part.lastSeenAt + visitGapMs))
      .orderBy("startedAt")
      .executeTakeFirst());
  const origin = {
    entryPath: part.origin.path,
    language: part.origin.language,
    source: part.origin.source,
    referrer: part.origin.referrer,
    utmSource: part.origin.utmSource,
    utmMedium: part.origin.utmMedium,
    utmCampaign: part.origin.utmCampaign,
    device: part.origin.device,
  };
  if (!stored) {
    const id = newId();
    await trx
      .insertInto("trafficVisits")
      .values({
        id,
        day: part.day,
        visitor: part.visitor,
        startedAt: iso(part.firstAt),
        lastSeenAt: iso(part.lastSeenAt),
        ...origin,
        views: part.views,
        pages: JSON.stringify(part.pages.slice(0, maxVisitPages)),
      })
      .execute();
    return id;
  }
  const earlier = part.firstAt < msOf(stored.startedAt);
  const pages = earlier ? [...part.pages, ...pagesOf(stored.pages)] : [...pagesOf(stored.pages), ...part.pages];
  await trx
    .updateTable("trafficVisits")
    .set({
      views: sql<number>`views + ${part.views}`,
      lastSeenAt: iso(Math.max(msOf(stored.lastSeenAt), part.lastSeenAt)),
      pages: JSON.stringify(pages.slice(0, maxVisitPages)),
      ...(earlier && { startedAt: iso(part.firstAt), ...origin }),
    })
    .where("id", "=", stored.id)
    .execute();
  return stored.id;
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
    await trx.deleteFrom("trafficVisits").where("day", "<", day).execute();
    await trx.deleteFrom("leadSources").where("createdAt", "<", `${day}T00:00:00.000Z`).execute();
  });
}

/** The origin of a visit as a lead records it; "" where a dimension is absent. */
export interface VisitOrigin {
  entryPath: string;
  source: TrafficSource;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/**
 * What a lead records (docs/decisions/050): its form's page, the visit it was sent in (its
 * origin, language, device and the pages viewed before), and the origin of the visitor's
 * first visit that day under `first`.
 */
export interface LeadSource extends VisitOrigin {
  /** When the lead was sent, by the counter's clock. */
  createdAt: string;
  page: string;
  visitId: string;
  language: string;
  device: string;
  viewsBefore: number;
  pages: string[];
  first: VisitOrigin;
}

const originColumns = ["entryPath", "source", "referrer", "utmSource", "utmMedium", "utmCampaign"] as const;
const toOrigin = (row: Record<(typeof originColumns)[number], string>): VisitOrigin => ({
  entryPath: row.entryPath,
  source: row.source as TrafficSource,
  referrer: row.referrer,
  utmSource: row.utmSource,
  utmMedium: row.utmMedium,
  utmCampaign: row.utmCampaign,
});

/**
 * The visit a visitor is in at `at` (a view within the last 30 minutes) and their first
 * visit of `day`, as stored: the caller writes its own pending views first.
 */
export async function findVisitsOfLead(db: Kysely<DB>, day: string, visitor: string, at: number) {
  const visits = db
    .selectFrom("trafficVisits")
    .select(["id", ...originColumns, "language", "device", "views", "pages"])
    .where("day", "=", day)
    .where("visitor", "=", visitor)
    .orderBy("startedAt")
    .limit(1);
  const [current, first] = await Promise.all([
    visits
      .where("lastSeenAt", ">=", iso(at - visitGapMs))
      .where("startedAt", "<=", iso(at))
      .executeTakeFirst(),
    visits.executeTakeFirst(),
  ]);
  return {
    current: current && {
      ...toOrigin(current),
      visitId: current.id,
      language: current.language,
      device: current.device,
      views: current.views,
      pages: pagesOf(current.pages),
    },
    first: first && toOrigin(first),
  };
}

/** Keeps where a lead came from (docs/decisions/050); a lead recorded twice keeps its first source. */
export async function recordLeadSource(
  db: Kysely<DB>,
  lead: { kind: LeadKind; id: string },
  { first, pages, ...source }: LeadSource,
): Promise<void> {
  await db
    .insertInto("leadSources")
    .values({
      leadKind: lead.kind,
      leadId: lead.id,
      ...source,
      pages: JSON.stringify(pages),
      firstEntryPath: first.entryPath,
      firstSource: first.source,
      firstReferrer: first.referrer,
      firstUtmSource: first.utmSource,
      firstUtmMedium: first.utmMedium,
      firstUtmCampaign: first.utmCampaign,
    })
    .onConflict((oc) => oc.columns(["leadKind", "leadId"]).doNothing())
    .execute();
}

/** The stories of the leads of one kind among `ids`, by lead id, as the API gives them. */
export async function leadOrigins(db: Kysely<DB>, kind: LeadKind, ids: string[]): Promise<Map<string, LeadOrigin>> {
  const origins = new Map<string, LeadOrigin>();
  for (const some of chunks(ids)) {
    if (!some.length) continue;
    const rows = await db
      .selectFrom("leadSources")
      .selectAll()
      .where("leadKind", "=", kind)
      .where("leadId", "in", some)
      .execute();
    for (const row of rows) {
      origins.set(row.leadId, {
        ...visitOriginJson(toOrigin(row)),
        formPage: row.page,
        pagesViewed: row.viewsBefore,
        pages: pagesOf(row.pages),
        language: row.language,
        device: row.device,
        firstVisit: visitOriginJson({
          entryPath: row.firstEntryPath,
          source: row.firstSource as TrafficSource,
          referrer: row.firstReferrer,
          utmSource: row.firstUtmSource,
          utmMedium: row.firstUtmMedium,
          utmCampaign: row.firstUtmCampaign,
        }),
      });
    }
  }
  return origins;
}

const visitOriginJson = (origin: VisitOrigin): LeadOrigin["firstVisit"] => ({
  channel: channelOf(origin),
  source: origin.utmSource || origin.referrer,
  medium: origin.utmMedium,
  campaign: origin.utmCampaign,
  referrer: origin.referrer,
  landingPage: origin.entryPath,
});

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
const asCount = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/** A visit's or a lead's channel in SQL, as `channelOf` decides it (common/traffic). */
const channelIn = (table: "v" | "l") => {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<string>`case when ${column("utm_source")} <> '' or ${column("utm_campaign")} <> '' then 'campaign'
    when ${column("source")} in ('search', 'social', 'site') then ${column("source")} else 'direct' end`;
};

type Dimensions = Record<string, RawBuilder<unknown>>;
type Figures = Record<string, string | number | null>;

/**
 * Visitors and converting visitors by dimensions of their visits (docs/decisions/050): a
 * visitor is counted once a day per value, and converts when a lead was credited to one of
 * their visits with that value, so `converting` never exceeds `visitors`.
 */
async function visitFigures(
  db: Kysely<DB>,
  from: string,
  to: string,
  dimensions: Dimensions,
  { where, limit }: { where?: RawBuilder<unknown>; limit?: number } = {},
): Promise<Figures[]> {
  const visitor = sql`v.day || ' ' || v.visitor`;
  const { rows } = await sql<Figures>`select ${sql.join(
    Object.entries(dimensions).map(([alias, value]) => sql`${value} as ${sql.id(alias)}`),
  )}, count(distinct ${visitor}) as visitors,
    count(distinct case when l.lead_id is not null then ${visitor} end) as converting
    from traffic_visits v left join lead_sources l on l.visit_id = v.id
    where v.day >= ${from} and v.day <= ${to} ${where ? sql`and ${where}` : sql``}
    group by ${sql.join(Object.values(dimensions))}
    order by visitors desc ${limit ? sql`limit ${limit}` : sql``}`.execute(db);
  return rows;
}

/** Leads by dimensions of the visit each was credited to, with how far staff took them (the funnel). */
async function leadFigures(db: Kysely<DB>, from: string, to: string, dimensions: Dimensions): Promise<Figures[]> {
  const status = sql`coalesce(a.status, m.status, o.status)`;
  const { rows } = await sql<Figures>`select ${sql.join(
    Object.entries(dimensions).map(([alias, value]) => sql`${value} as ${sql.id(alias)}`),
  )}, count(*) as leads,
    sum(case when ${status} in ('contacted', 'won', 'lost') then 1 else 0 end) as contacted,
    sum(case when ${status} = 'won' then 1 else 0 end) as won
    from lead_sources l
    left join applications a on l.lead_kind = 'application' and a.id = l.lead_id
    left join contact_messages m on l.lead_kind = 'contactMessage' and m.id = l.lead_id
    left join logo_orders o on l.lead_kind = 'logoOrder' and o.id = l.lead_id
    where l.created_at >= ${`${from}T00:00:00.000Z`} and l.created_at < ${`${addDays(to, 1)}T00:00:00.000Z`}
    group by ${sql.join(Object.values(dimensions))}`.execute(db);
  return rows;
}

/** Joins visit and lead figures on the same dimensions: visitors, leads, converting (and the funnel's steps). */
function joined(visits: Figures[], leads: Figures[], keys: string[]) {
  const keyOf = (row: Figures) => keys.map((name) => String(row[name] ?? "")).join("\u0001");
  const leadsByKey = new Map(leads.map((row) => [keyOf(row), row]));
  return visits.map((row) => {
    const lead = leadsByKey.get(keyOf(row));
    return {
      row,
      figures: {
        visitors: asCount(row.visitors),
        leads: asCount(lead?.leads),
        converting: asCount(row.converting),
      },
      funnel: { contacted: asCount(lead?.contacted), won: asCount(lead?.won) },
    };
  });
}

/** The dashboard's figures for a range of UTC days and the period of the same length before it. */
export async function trafficReport(db: Kysely<DB>, { from, to }: TrafficQuery): Promise<TrafficReport> {
  const length = daysBetween(from, to) + 1;
  const previousFrom = addDays(from, -length);
  const previousTo = addDays(from, -1);
  const inHours = db
    .selectFrom("trafficHourly")
    .where("hour", ">=", `${from}T00`)
    .where("hour", "<=", `${to}T23`)
    .where("device", "!=", "bot");
  const inDays = db.selectFrom("trafficVisitors").where("day", ">=", from).where("day", "<=", to);
  const inLeads = db
    .selectFrom("leadSources")
    .where("createdAt", ">=", `${from}T00:00:00.000Z`)
    .where("createdAt", "<", `${addDays(to, 1)}T00:00:00.000Z`);
  const views = sql<number | string>`sum(views)`;
  const visitors = sql<number | string>`count(*)`;
  const leadCount = sql<number | string>`count(*)`;
  const campaign = { s: sql`v.utm_source`, m: sql`v.utm_medium`, c: sql`v.utm_campaign` };
  const leadCampaign = { s: sql`l.utm_source`, m: sql`l.utm_medium`, c: sql`l.utm_campaign` };

  const [
    totals,
    previous,
    viewDays,
    visitorDays,
    pages,
    postPages,
    channelVisits,
    channelLeads,
    referrerVisits,
    referrerLeads,
    campaignVisits,
    campaignLeads,
    entryVisits,
    entryLeads,
    languageViews,
    languageVisits,
    languageLeads,
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
    visitFigures(db, from, to, { k: channelIn("v") }),
    leadFigures(db, from, to, { k: channelIn("l") }),
    visitFigures(
      db,
      from,
      to,
      { k: sql`v.referrer`, s: sql`v.source` },
      { where: sql`v.referrer <> ''`, limit: topRows },
    ),
    leadFigures(db, from, to, { k: sql`l.referrer`, s: sql`l.source` }),
    visitFigures(db, from, to, campaign, {
      where: sql`(v.utm_source <> '' or v.utm_campaign <> '')`,
      limit: topRows,
    }),
    leadFigures(db, from, to, leadCampaign),
    visitFigures(db, from, to, { k: sql`v.entry_path` }, { limit: topRows }),
    leadFigures(db, from, to, { k: sql`l.entry_path` }),
    inHours
      .select(["language", views.as("views")])
      .groupBy("language")
      .execute(),
    visitFigures(db, from, to, { k: sql`v.language` }),
    leadFigures(db, from, to, { k: sql`l.language` }),
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
  const isSource = (value: unknown): value is TrafficSource => trafficSources.some((source) => source === value);
  const channels = joined(channelVisits, channelLeads, ["k"]);
  const languages = joined(languageVisits, languageLeads, ["k"]);
  const none = { visitors: 0, leads: 0, converting: 0 };

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
    entryPages: joined(entryVisits, entryLeads, ["k"]).map(({ row, figures }) => ({ path: String(row.k), ...figures })),
    channels: trafficChannels.map((channel) => {
      const found = channels.find(({ row }) => row.k === channel);
      return { channel, ...(found?.figures ?? none), ...(found?.funnel ?? { contacted: 0, won: 0 }) };
    }),
    referrers: joined(referrerVisits, referrerLeads, ["k", "s"])
      .filter(({ row }) => isSource(row.s))
      .map(({ row, figures }) => ({ referrer: String(row.k), source: row.s as TrafficSource, ...figures })),
    campaigns: joined(campaignVisits, campaignLeads, ["s", "m", "c"]).map(({ row, figures }) => ({
      utmSource: String(row.s),
      utmMedium: String(row.m),
      utmCampaign: String(row.c),
      ...figures,
    })),
    languages: languageCodes.map((language) => ({
      language,
      views: asCount(languageViews.find((row) => row.language === language)?.views),
      ...(languages.find(({ row }) => row.k === language)?.figures ?? none),
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
  const [views, visitors, leads, converting] = await Promise.all([
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
    // Visitors of these days one of whose visits a lead was credited to.
    sql<{ converting: number | string }>`select count(distinct v.day || ' ' || v.visitor) as converting
      from traffic_visits v join traffic_visitors d on d.day = v.day and d.visitor = v.visitor
      where v.day >= ${from} and v.day <= ${to} and exists (select 1 from lead_sources l where l.visit_id = v.id)`.execute(
      db,
    ),
  ]);
  return {
    visitors: asCount(visitors.visitors),
    views: asCount(views.views),
    botViews: asCount(views.botViews),
    leads: asCount(leads.leads),
    converting: asCount(converting.rows[0]?.converting),
  };
}
