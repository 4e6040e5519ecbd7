import { describe, expect, it, vi } from "vitest";
import { type CountedView, createTrafficAggregator, otherPath } from "./traffic-aggregator.server";

const at = Date.parse("2027-01-08T10:15:00Z");
const view = (overrides: Partial<CountedView> = {}): CountedView => ({
  at,
  path: "/",
  language: "en",
  source: "direct",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  device: "desktop",
  ...overrides,
});

describe("the traffic aggregator", () => {
  it("adds views of one hour and the same dimensions into one row", () => {
    const aggregator = createTrafficAggregator();
    aggregator.add(view());
    aggregator.add(view({ at: at + 60_000 }));
    aggregator.add(view({ path: "/about" }));
    aggregator.add(view({ at: at + 3_600_000 }));
    const batch = aggregator.take()!;
    expect(batch.views).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ hour: "2027-01-08T10", path: "/", views: 2 }),
        expect.objectContaining({ hour: "2027-01-08T10", path: "/about", views: 1 }),
        expect.objectContaining({ hour: "2027-01-08T11", path: "/", views: 1 }),
      ]),
    );
    expect(batch.views).toHaveLength(3);
    expect(aggregator.take()).toBeUndefined();
  });

  it("keeps a visitor's first view of the day and the last time seen", () => {
    const aggregator = createTrafficAggregator();
    aggregator.add(view({ visitor: "v1", path: "/services", source: "search", referrer: "Google" }));
    aggregator.add(view({ visitor: "v1", path: "/contact", source: "internal", at: at + 120_000 }));
    aggregator.add(view({ visitor: "v2" }));
    const { visitors } = aggregator.take()!;
    expect(visitors).toHaveLength(2);
    expect(visitors.find((visitor) => visitor.visitor === "v1")).toMatchObject({
      day: "2027-01-08",
      path: "/services",
      lastSeenAt: at + 120_000,
    });
  });

  it("keeps a visit open across writes, hands over only its new views, and starts another after 30 minutes", () => {
    const aggregator = createTrafficAggregator();
    aggregator.add(view({ visitor: "v1", path: "/contact", utmCampaign: "winter" }));
    const first = aggregator.take(at)!.visits;
    expect(first).toEqual([
      expect.objectContaining({
        firstAt: at,
        views: 1,
        pages: ["/contact"],
        origin: expect.objectContaining({ utmCampaign: "winter" }),
      }),
    ]);
    first[0]!.visitId = "visit-1";
    aggregator.visitWritten(first[0]!);
    aggregator.add(view({ visitor: "v1", path: "/about", source: "internal", at: at + 11_000 }));
    expect(aggregator.take(at + 12_000)!.visits).toEqual([
      expect.objectContaining({ visitId: "visit-1", views: 1, pages: ["/about"] }),
    ]);
    aggregator.add(view({ visitor: "v1", path: "/blog", at: at + 11_000 + 31 * 60_000 }));
    const [later] = aggregator.take(at + 11_000 + 31 * 60_000)!.visits;
    expect(later).toMatchObject({ views: 1, pages: ["/blog"], origin: { path: "/blog" } });
    expect(later!.visitId).toBeUndefined();
  });

  it("folds new combinations past its bound into the hour's (other) row, keeping every view", () => {
    const aggregator = createTrafficAggregator({ maxViewRows: 10 });
    for (let n = 0; n < 1000; n++) aggregator.add(view({ path: `/blog/post-${n}`, referrer: `site-${n}.example` }));
    expect(aggregator.size().views).toBe(11);
    const { views } = aggregator.take()!;
    expect(views.reduce((sum, row) => sum + row.views, 0)).toBe(1000);
    expect(views.find((row) => row.path === otherPath)).toMatchObject({ views: 990, referrer: "" });
  });

  it("asks for an early write when its visitors are full, and stops telling new ones apart until then", () => {
    const onFull = vi.fn();
    const aggregator = createTrafficAggregator({ maxVisitors: 5, onFull });
    for (let n = 0; n < 8; n++) aggregator.add(view({ visitor: `v${n}` }));
    expect(onFull).toHaveBeenCalledTimes(1);
    expect(aggregator.size()).toEqual({ views: 1, visitors: 5, visits: 5 });
    expect(aggregator.take()!.views[0]!.views).toBe(8);
  });

  it("takes back a batch that could not be written, within the same bounds", () => {
    const aggregator = createTrafficAggregator({ maxViewRows: 2 });
    aggregator.add(view({ visitor: "v1" }));
    const batch = aggregator.take()!;
    aggregator.add(view({ path: "/a" }));
    aggregator.add(view({ path: "/b" }));
    aggregator.putBack(batch);
    const merged = aggregator.take()!;
    expect(merged.views.reduce((sum, row) => sum + row.views, 0)).toBe(3);
    expect(merged.views.find((row) => row.path === otherPath)?.views).toBe(1);
    expect(merged.visitors).toHaveLength(1);
  });
});
