import type { TrafficDevice, TrafficSource } from "../../common/traffic";

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

export interface CountedView extends ViewDimensions {
  /** When it was answered (ms since the epoch). */
  at: number;
  /** The day's salted hash of the visitor; absent for bots, or when the day's salt is not known. */
  visitor?: string;
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

export interface TrafficBatch {
  views: HourlyViews[];
  visitors: DayVisitor[];
}

/** Where views past the bound on distinct rows are folded: their page, referrer and campaign are not kept. */
export const otherPath = "(other)";

const separator = "\u0001";
const dimensionKey = (hour: string, view: ViewDimensions) =>
  [
    hour,
    view.path,
    view.language,
    view.source,
    view.referrer,
    view.utmSource,
    view.utmMedium,
    view.utmCampaign,
    view.device,
  ].join(separator);

// Views arrive by the thousand a second within one hour: its name is made once.
let knownHour = { start: 0, end: 0, name: "" };
const hourMs = 3_600_000;

/** The UTC hour of a time, `YYYY-MM-DDTHH`. */
export function hourOf(at: number): string {
  if (at < knownHour.start || at >= knownHour.end) {
    const start = at - (at % hourMs);
    knownHour = { start, end: start + hourMs, name: new Date(start).toISOString().slice(0, 13) };
  }
  return knownHour.name;
}

/** The UTC day of a time, `YYYY-MM-DD`. */
export const dayOf = (at: number) => hourOf(at).slice(0, 10);

export interface TrafficAggregator {
  add(view: CountedView): void;
  /** The first view of this visitor on this day among those not yet written, if any. */
  entryOf(day: string, visitor: string): ViewDimensions | undefined;
  /** Hands over what was counted since the last call and starts afresh; undefined when nothing was. */
  take(): TrafficBatch | undefined;
  /** Adds a batch that could not be written back into the counts (within the same bounds). */
  putBack(batch: TrafficBatch): void;
  /** Distinct rows held: view rows and visitors. */
  size(): { views: number; visitors: number };
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
  // The "(other)" rows have a room of their own: at most hours × languages × sources × devices.
  let folded = 0;

  const addViews = (hour: string, dimensions: ViewDimensions, count: number) => {
    let key = dimensionKey(hour, dimensions);
    let row = views.get(key);
    if (!row && views.size - folded >= maxViewRows) {
      dimensions = { ...dimensions, path: otherPath, referrer: "", utmSource: "", utmMedium: "", utmCampaign: "" };
      key = dimensionKey(hour, dimensions);
      row = views.get(key);
      if (!row) folded++;
    }
    if (row) row.views += count;
    else views.set(key, { ...dimensions, hour, views: count });
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

  return {
    add(view) {
      const { at, visitor, ...dimensions } = view;
      addViews(hourOf(at), dimensions, 1);
      if (visitor) addVisitor({ ...dimensions, day: dayOf(at), visitor, lastSeenAt: at });
    },
    entryOf(day, visitor) {
      const entry = visitors.get(day + separator + visitor);
      if (!entry) return undefined;
      const { path, language, source, referrer, utmSource, utmMedium, utmCampaign, device } = entry;
      return { path, language, source, referrer, utmSource, utmMedium, utmCampaign, device };
    },
    take() {
      if (!views.size && !visitors.size) return undefined;
      const batch = { views: [...views.values()], visitors: [...visitors.values()] };
      views = new Map();
      visitors = new Map();
      folded = 0;
      return batch;
    },
    putBack(batch) {
      for (const { hour, views: count, ...dimensions } of batch.views) addViews(hour, dimensions, count);
      for (const visitor of batch.visitors) addVisitor(visitor);
    },
    size: () => ({ views: views.size, visitors: visitors.size }),
  };
}
