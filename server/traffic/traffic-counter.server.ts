import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { Kysely } from "kysely";
import type { Language } from "../../common/i18n/languages";
import { addDays, trafficRetentionDays } from "../../common/traffic";
import type { DB } from "../db/schema.server";
import {
  claimDailyJob,
  countVisitorsSince,
  daySalts,
  findVisitsOfLead,
  type LeadSource,
  pruneTraffic,
  writeTrafficBatch,
} from "../db/traffic.server";
import type { Logger } from "../logger.server";
import { referrerSource } from "./referrer-source.server";
import { createTrafficAggregator, dayOf } from "./traffic-aggregator.server";
import { deviceOf, userAgentKey } from "./user-agent.server";

/** A page view as the counter needs it, from Express or from the cached-page listener. */
export interface ViewRequest {
  /** The page's normalised path, without the query. */
  path: string;
  /** The query after `?` ("" for none): only its `utm_*` parameters are read. */
  query: string;
  headers: IncomingHttpHeaders;
  /** The host the request named (checked by the guards): a Referer from it is internal navigation. */
  host: string | undefined;
  /** The client's address (behind a trusted proxy, the one it forwarded); hashed, never kept. */
  address: string | undefined;
  language: Language;
  /**
   * How long ago the request arrived, for a view counted once its answer is sent: the
   * visitor's next page, on another instance, can be counted before this one's answer
   * finishes on a busy server, and the visit's pages must stay in the order they were asked.
   */
  ageMs?: number;
}

/** A lead's request: its headers (Referer, User-Agent, Host) and the client's address. */
export type LeadRequest = Pick<ViewRequest, "headers" | "host" | "address">;

export interface TrafficCounter {
  /** Whether views are counted now (the site setting). */
  isCounting(): boolean;
  /** Counts a public page answered 200 to a GET; a prefetch is not a view. Cheap: memory only. */
  count(view: ViewRequest): void;
  /** The visit the visitor sending a lead is in, and their first of the day, by the same daily hash. */
  leadSource(request: LeadRequest): Promise<LeadSource>;
  /** Visitors seen in the last `minutes` on every instance, this one's pending views written first. */
  activeVisitors(minutes: number): Promise<number>;
  /** The site setting: while off, nothing more is counted. */
  setEnabled(enabled: boolean): void;
  /** Writes what was counted so far (serialised with the timer's writes). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: called on a clean shutdown. */
  stop(): Promise<void>;
}

/** The job marker that makes the daily pruning run once across instances. */
const pruneJob = "traffic.prunedOn";

/**
 * Counts public page views on the server (docs/decisions/044): in memory on the request's
 * path, written every `flushEveryMs` into the per-hour tables by upserts that add, so
 * several instances count into the same rows. A visitor is the SHA-256 of the day's salt
 * (shared through the database, rotated at midnight UTC, the old one deleted), the address
 * and the User-Agent; neither of these is kept. Once a day one instance deletes what is
 * older than two years.
 */
/** Visitors' hashes kept for the day at most: past it, the held ones are dropped and made again. */
const maxHashesHeld = 20_000;

/**
 * Distinct visitors one address can be in a day (docs/decisions/050): an office or a
 * mobile carrier's gateway shows a few dozen people behind one address; a client that
 * rotates its User-Agent to inflate the count is, past this, one more visitor only.
 */
export const maxVisitorsPerAddress = 32;

export function createTrafficCounter({
  db,
  logger,
  flushEveryMs = 10_000,
  now = Date.now,
  maxViewRows,
  maxVisitors,
}: {
  db: Kysely<DB>;
  logger: Logger;
  flushEveryMs?: number;
  now?: () => number;
  maxViewRows?: number;
  maxVisitors?: number;
}): TrafficCounter {
  let enabled = true;
  let salts = new Map<string, string>();
  let prunedOn = "";
  let writing: Promise<void> = Promise.resolve();
  const aggregator = createTrafficAggregator({ maxViewRows, maxVisitors, onFull: () => void flush() });

  // A visitor sends many views a day: their hash is made once (a SHA-256 costs more than
  // the rest of counting a view). Held in memory for the day only, and bounded. By
  // User-Agent first: its string's hash is already known from the device lookup.
  // Keys are bounded (userAgentKey): a 14 KB User-Agent is held as a 23-character hash.
  let hashedOn = "";
  let hashesHeld = 0;
  const hashes = new Map<string, Map<string, string>>();
  // Distinct visitors made per address today, for the cap; cleared with the hashes.
  const perAddress = new Map<string, number>();
  const hashOf = (salt: string, address: string, userAgent: string) =>
    createHash("sha256").update(salt).update(address).update("\0").update(userAgent).digest("base64url").slice(0, 22);
  const visitorHash = (day: string, headers: IncomingHttpHeaders, address = "") => {
    const salt = salts.get(day);
    if (!salt) return undefined;
    if (day !== hashedOn || hashesHeld >= maxHashesHeld) {
      hashes.clear();
      perAddress.clear();
      hashesHeld = 0;
      hashedOn = day;
    }
    const userAgent = userAgentKey(headers["user-agent"]);
    let byAddress = hashes.get(userAgent);
    if (!byAddress) hashes.set(userAgent, (byAddress = new Map()));
    let hash = byAddress.get(address);
    if (!hash) {
      const made = perAddress.get(address) ?? 0;
      // Past the cap, every further User-Agent of the address is one visitor ("\0" is no User-Agent).
      hash = hashOf(salt, address, made < maxVisitorsPerAddress ? userAgent : "\0");
      if (made < maxVisitorsPerAddress) perAddress.set(address, made + 1);
      byAddress.set(address, hash);
      hashesHeld++;
    }
    return hash;
  };

  // Today's and tomorrow's salts, so the view after midnight already has its own. Read at
  // every write: a restored site deletes them (docs/decisions/050), and every instance then
  // takes the new ones and forgets the hashes made with the old.
  const refreshSalts = async (at: number) => {
    const today = dayOf(at);
    const fresh = await daySalts(db, [today, addDays(today, 1)]);
    if (fresh.get(today) !== salts.get(today)) hashedOn = "";
    salts = fresh;
  };

  const pruneOnceADay = async (at: number) => {
    const today = dayOf(at);
    if (prunedOn === today) return;
    if (await claimDailyJob(db, pruneJob, today)) await pruneTraffic(db, addDays(today, -trafficRetentionDays));
    prunedOn = today;
  };

  const write = async () => {
    const at = now();
    const batch = aggregator.take(at);
    if (batch) {
      try {
        await writeTrafficBatch(db, batch);
        for (const part of batch.visits) aggregator.visitWritten(part);
      } catch (error) {
        // Kept for the next write: the database may be back by then.
        aggregator.putBack(batch);
        throw error;
      }
    }
    await refreshSalts(at);
    await pruneOnceADay(at);
  };

  function flush(): Promise<void> {
    writing = writing
      .then(write)
      .catch((error: unknown) => logger.warn({ err: error }, "traffic counts not written yet"));
    return writing;
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();
  void flush(); // the salts, at once

  return {
    isCounting: () => enabled,
    count({ path, query, headers, host, address, language, ageMs = 0 }) {
      if (!enabled || isPrefetch(headers)) return;
      const at = now() - ageMs;
      const device = deviceOf(headers["user-agent"]);
      const { source, referrer } = referrerSource(headers.referer, host);
      const { utmSource, utmMedium, utmCampaign } = source === "internal" ? noCampaign : campaignOf(query);
      aggregator.add({
        at,
        path,
        language,
        source,
        referrer,
        utmSource,
        utmMedium,
        utmCampaign,
        device,
        visitor: device === "bot" ? undefined : visitorHash(dayOf(at), headers, address),
      });
    },
    async leadSource({ headers, host, address }) {
      const at = now();
      const day = dayOf(at);
      const page = referrerSource(headers.referer, host).source === "internal" ? pagePath(headers.referer!) : "";
      const visitor = visitorHash(day, headers, address);
      // From the stored visits only, this instance's views written first: whichever
      // instance counted the views, the lead reads the same visit (docs/decisions/050).
      await flush();
      const { current, first } = visitor ? await findVisitsOfLead(db, day, visitor, at) : {};
      const none = { entryPath: "", source: "direct", referrer: "", ...noCampaign } as const;
      const device = deviceOf(headers["user-agent"]);
      const createdAt = new Date(at).toISOString();
      if (!current)
        return {
          createdAt,
          page,
          ...none,
          visitId: "",
          language: "",
          device,
          viewsBefore: 0,
          pages: [],
          first: first ?? none,
        };
      const { views, ...visit } = current;
      return { createdAt, page, ...visit, viewsBefore: views, first: first ?? none };
    },
    async activeVisitors(minutes) {
      await flush();
      return countVisitorsSince(db, new Date(now() - minutes * 60_000));
    },
    setEnabled(on) {
      enabled = on;
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

const noCampaign = { utmSource: "", utmMedium: "", utmCampaign: "" };

/** The campaign an entry names (`utm_source`, `utm_medium`, `utm_campaign`), trimmed and bounded. */
function campaignOf(query: string): typeof noCampaign {
  if (!query.includes("utm_")) return noCampaign;
  const params = new URLSearchParams(query);
  const value = (name: string) => (params.get(name) ?? "").trim().toLowerCase().slice(0, 100);
  return { utmSource: value("utm_source"), utmMedium: value("utm_medium"), utmCampaign: value("utm_campaign") };
}

/** Speculative loads (`Sec-Purpose: prefetch`, the older `Purpose`/`X-Moz`) that no one may ever see. */
function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = headers["sec-purpose"] ?? headers.purpose ?? headers["x-moz"];
  return typeof purpose === "string" && purpose.includes("prefetch");
}

/** The path of one of the site's pages named by a Referer (already known to be the site's own). */
function pagePath(referer: string): string {
  return new URL(referer).pathname.slice(0, 200);
}
