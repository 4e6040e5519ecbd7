import {
  type DayVisitor,
  type HourlyViews,
  maxVisitPages,
  type TrafficBatch,
  type ViewDimensions,
  visitGapMs,
  type VisitViews,
} from "../db/traffic.server";

export interface CountedView extends ViewDimensions {
  /** When it was answered (ms since the epoch). */
  at: number;
  /** The day's salted hash of the visitor; absent for bots, or when the day's salt is not known. */
  visitor?: string;
}

/** Where views past the bound on distinct rows are folded: their page, referrer and campaign are not kept. */
export const otherPath = "(other)";

const separator = "\u0001";
// Built on every counted view: concatenation, no array or object made on the way.
const dimensionKey = (hour: string, view: ViewDimensions) =>
  hour +
  separator +
  view.path +
  separator +
  view.language +
  separator +
  view.source +
  separator +
  view.referrer +
  separator +
  view.utmSource +
  separator +
  view.utmMedium +
  separator +
  view.utmCampaign +
  separator +
  view.device;

/** The dimensions alone, copied from a view that may carry more. */
const dimensionsOf = (view: ViewDimensions): ViewDimensions => ({
  path: view.path,
  language: view.language,
  source: view.source,
  referrer: view.referrer,
  utmSource: view.utmSource,
  utmMedium: view.utmMedium,
  utmCampaign: view.utmCampaign,
  device: view.device,
});

// Views arrive by the thousand a second within one hour: its name is made once.
let knownHour = { start: 0, end: 0, name: "", day: "" };
const hourMs = 3_600_000;

/** The UTC hour of a time, `YYYY-MM-DDTHH`. */
export function hourOf(at: number): string {
  if (at < knownHour.start || at >= knownHour.end) {
    const start = at - (at % hourMs);
    const name = new Date(start).toISOString().slice(0, 13);
    knownHour = { start, end: start + hourMs, name, day: name.slice(0, 10) };
  }
  return knownHour.name;
}

/** The UTC day of a time, `YYYY-MM-DD`. */
export function dayOf(at: number): string {
  hourOf(at);
  return knownHour.day;
}

export interface TrafficAggregator {
  add(view: CountedView): void;
  /**
   * Hands over what was counted since the last call and starts afresh; undefined when
   * nothing was. Open visits stay (only their new views are handed over) until idle past the gap at `at`.
   */
  take(at?: number): TrafficBatch | undefined;
  /** Adds a batch that could not be written back into the counts (within the same bounds). */
  putBack(batch: TrafficBatch): void;
  /** The stored visit a part was written into, so the visit's next views go to it directly. */
  visitWritten(part: VisitViews): void;
  /** Distinct rows held: view rows, visitors, and visits open on this instance. */
  size(): { views: number; visitors: number; visits: number };
}

/**
 * Views counted in memory between two writes (docs/decisions/044): one counter per hour
 * and combination of dimensions, and one entry per visitor and day. Both are bounded
 * whatever visitors send: past `maxViewRows` distinct rows, a new combination is counted
 * in its hour's "(other)" row (language, source and device kept), which always has room;
 * past `maxVisitors`, `onFull` asks for an early write, and until it has taken the batch
 * further new visitors are not told apart (their views still count).
 */
export function createTrafficAggregator({
  maxViewRows = 5000,
  maxVisitors = 20_000,
  onFull = () => {},
}: { maxViewRows?: number; maxVisitors?: number; onFull?: () => void } = {}): TrafficAggregator {
  let views = new Map<string, HourlyViews>();
  let visitors = new Map<string, DayVisitor>();
  // Open visits are kept across writes (only their new views are handed over), so a view
  // after a write continues its visit; one idle past the gap is dropped at the next write.
  const visits = new Map<string, VisitViews>();
  // Parts of visits that ended (a gap) before their views were written.
  let ended: VisitViews[] = [];
  // The "(other)" rows have a room of their own: at most hours × languages × sources × devices.
  let folded = 0;

  const addViews = (hour: string, dimensions: ViewDimensions, count: number) => {
    let key = dimensionKey(hour, dimensions);
    let row = views.get(key);
    if (!row && views.size - folded >= maxViewRows) {
      dimensions = {
        ...dimensionsOf(dimensions),
        path: otherPath,
        referrer: "",
        utmSource: "",
        utmMedium: "",
        utmCampaign: "",
      };
      key = dimensionKey(hour, dimensions);
      row = views.get(key);
      if (!row) folded++;
    }
    if (row) row.views += count;
    else views.set(key, { ...dimensionsOf(dimensions), hour, views: count });
  };

  const addVisitor = (visitor: DayVisitor) => {
    const key = visitor.day + separator + visitor.visitor;
    const known = visitors.get(key);
    if (known) {
      known.lastSeenAt = Math.max(known.lastSeenAt, visitor.lastSeenAt);
      return;
    }
    if (visitors.size >= maxVisitors) return;
    visitors.set(key, visitor);
    if (visitors.size === maxVisitors) onFull();
  };

  /** A view of a visitor: most are of one already seen today, which costs a lookup and no new object. */
  const seeVisitor = (day: string, visitor: string, view: CountedView) => {
    const key = day + separator + visitor;
    const known = visitors.get(key);
    if (known) known.lastSeenAt = Math.max(known.lastSeenAt, view.at);
    else addVisitor({ ...dimensionsOf(view), day, visitor, lastSeenAt: view.at });
    const visit = visits.get(key);
    if (visit && view.at - visit.lastSeenAt <= visitGapMs) {
      if (visit.views === 0) visit.firstAt = view.at; // the first view since the last write
      visit.views++;
      if (visit.lastSeenAt < view.at) visit.lastSeenAt = view.at;
      if (visit.pages.length < maxVisitPages) visit.pages.push(view.path);
      return;
    }
    if (visit?.views) ended.push(visit);
    openVisit({
      day,
      visitor,
      firstAt: view.at,
      origin: dimensionsOf(view),
      lastSeenAt: view.at,
      views: 1,
      pages: [view.path],
    });
  };

  const openVisit = (visit: VisitViews) => {
    const key = visit.day + separator + visit.visitor;
    if (!visits.has(key) && visits.size >= maxVisitors) {
      // Full: forget visits already written (the writer finds them again in the database).
      for (const [held, open] of visits) if (!open.views) visits.delete(held);
      // Until the next write takes them, like new visitors, new visits are not told apart.
      if (visits.size >= maxVisitors) return;
    }
    visits.set(key, visit);
  };

  /** What a visit has gathered since the last write, handed over; the visit stays open. */
  const partOf = (visit: VisitViews): VisitViews => {
    const part = { ...visit, pages: visit.pages };
    visit.views = 0;
    visit.pages = [];
    return part;
  };

  return {
    add(view) {
      addViews(hourOf(view.at), view, 1);
      if (view.visitor) seeVisitor(dayOf(view.at), view.visitor, view);
    },
    take(at = Date.now()) {
      const parts = ended;
      ended = [];
      for (const [key, visit] of visits) {
        if (visit.views) parts.push(partOf(visit));
        else if (at - visit.lastSeenAt > visitGapMs) visits.delete(key);
      }
      if (!views.size && !visitors.size && !parts.length) return undefined;
      const batch = { views: [...views.values()], visitors: [...visitors.values()], visits: parts };
      views = new Map();
      visitors = new Map();
      folded = 0;
      return batch;
    },
    putBack(batch) {
      for (const { hour, views: count, ...dimensions } of batch.views) addViews(hour, dimensions, count);
      for (const visitor of batch.visitors) addVisitor(visitor);
      for (const part of batch.visits) {
        const open = visits.get(part.day + separator + part.visitor);
        if (open && open.firstAt >= part.firstAt && open.firstAt - part.lastSeenAt <= visitGapMs) {
          // Its earlier views first, then those counted since.
          open.firstAt = part.firstAt;
          open.origin = part.origin;
          open.views += part.views;
          open.pages = [...part.pages, ...open.pages].slice(0, maxVisitPages);
          open.visitId ??= part.visitId;
        } else if (ended.length < maxVisitors) ended.push(part);
      }
    },
    visitWritten(part) {
      const open = visits.get(part.day + separator + part.visitor);
      if (open && !open.visitId && open.lastSeenAt - part.lastSeenAt <= visitGapMs) open.visitId = part.visitId;
    },
    size: () => ({ views: views.size, visitors: visitors.size, visits: visits.size + ended.length }),
  };
}
