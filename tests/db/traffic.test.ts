import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversionRate } from "../../common/traffic";
import { recordLeadSource, trafficReport } from "../../server/db/traffic.server";
import { createLogger } from "../../server/logger.server";
import {
  createTrafficCounter,
  maxVisitorsPerAddress,
  type ViewRequest,
} from "../../server/traffic/traffic-counter.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

const view = (overrides: Partial<ViewRequest> & { referer?: string; userAgent?: string } = {}): ViewRequest => {
  const { referer, userAgent = browser, ...rest } = overrides;
  return {
    path: "/",
    query: "",
    headers: { "user-agent": userAgent, ...(referer ? { referer } : {}) },
    host: "site.test",
    address: "203.0.113.1",
    language: "en",
    ...rest,
  };
};

describe.each(testDialects)("traffic counts on %s", (dialect) => {
  let database: TestDatabase;
  let clock = Date.parse("2027-01-08T10:00:00Z");
  const counter = () =>
    createTrafficCounter({
      db: database.db,
      logger: createLogger("silent"),
      flushEveryMs: 3_600_000,
      now: () => clock,
    });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("adds the batches of two instances into the same hourly rows and tells visitors apart by a shared salt", async () => {
    const [first, second] = [counter(), counter()];
    await Promise.all([first.flush(), second.flush()]); // both hold the day's salts
    for (let n = 0; n < 30; n++)
      first.count(view({ referer: "https://www.google.com/", query: "utm_campaign=Winter" }));
    for (let n = 0; n < 20; n++)
      second.count(view({ referer: "https://www.google.com/", query: "utm_campaign=Winter" }));
    second.count(view({ address: "198.51.100.7", userAgent: phone, path: "/services" }));
    first.count(view({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }));
    first.count(view({ headers: { "user-agent": browser, "sec-purpose": "prefetch" } }));
    await Promise.all([first.stop(), second.stop()]);

    const report = await trafficReport(database.db, { from: "2027-01-08", to: "2027-01-08" });
    expect(report.totals).toEqual({ visitors: 2, views: 51, botViews: 1, leads: 0, converting: 0 });
    expect(report.pages).toEqual([
      { path: "/", views: 50 },
      { path: "/services", views: 1 },
    ]);
    // Tagged, the search visit is the campaign's: each visit has one channel.
    expect(report.channels.find((row) => row.channel === "campaign")?.visitors).toBe(1);
    expect(report.channels.find((row) => row.channel === "search")?.visitors).toBe(0);
    expect(report.channels.find((row) => row.channel === "direct")?.visitors).toBe(1);
    expect(report.campaigns).toEqual([
      { utmSource: "", utmMedium: "", utmCampaign: "winter", visitors: 1, leads: 0, converting: 0 },
    ]);
    expect(report.devices).toEqual([
      { device: "desktop", views: 50 },
      { device: "mobile", views: 1 },
      { device: "tablet", views: 0 },
    ]);
    expect(report.days).toEqual([{ day: "2027-01-08", visitors: 2, views: 51 }]);
  });

  it("attributes a lead to the visit it was sent in, before and after its views are written", async () => {
    const traffic = counter();
    await traffic.flush();
    const visitor = { address: "192.0.2.44", userAgent: phone };
    traffic.count(
      view({ ...visitor, path: "/blog", referer: "https://t.co/x", query: "utm_source=twitter&utm_campaign=launch" }),
    );
    traffic.count(view({ ...visitor, path: "/contact", referer: "http://site.test/blog" }));
    const lead = {
      headers: { "user-agent": phone, referer: "http://site.test/contact?x=1" },
      host: "site.test",
      address: visitor.address,
    };
    const origin = {
      entryPath: "/blog",
      source: "social",
      referrer: "X",
      utmSource: "twitter",
      utmMedium: "",
      utmCampaign: "launch",
    };
    const expected = {
      createdAt: expect.any(String),
      page: "/contact",
      ...origin,
      visitId: expect.any(String),
      language: "en",
      device: "mobile",
      viewsBefore: 2,
      pages: ["/blog", "/contact"],
      first: origin,
    };
    expect(await traffic.leadSource(lead)).toEqual(expected);
    await traffic.flush();
    expect(await traffic.leadSource(lead)).toEqual(expected);
    expect(await traffic.leadSource({ ...lead, address: "192.0.2.45" })).toMatchObject({
      source: "direct",
      entryPath: "",
    });
    await traffic.stop();
  });

  it("rotates the salt at midnight: the same visitor is a new one the next day, and the old salt is gone", async () => {
    const traffic = counter();
    clock = Date.parse("2027-01-09T23:59:00Z");
    await traffic.flush();
    traffic.count(view({ address: "192.0.2.99" }));
    clock = Date.parse("2027-01-10T00:01:00Z");
    traffic.count(view({ address: "192.0.2.99" })); // tomorrow's salt was fetched with today's
    await traffic.stop();
    const visitors = await database.db
      .selectFrom("trafficVisitors")
      .select(["day", "visitor"])
      .where("day", "in", ["2027-01-09", "2027-01-10"])
      .execute();
    expect(visitors).toHaveLength(2);
    expect(visitors[0]!.visitor).not.toBe(visitors[1]!.visitor);
    const salts = await database.db.selectFrom("trafficSalts").select("day").orderBy("day").execute();
    expect(salts.map((row) => row.day)).toEqual(["2027-01-10", "2027-01-11"]);
  });

  it("keeps nothing older than two years, pruned by one instance once a day", async () => {
    await database.db
      .insertInto("trafficHourly")
      .values({
        hour: "2024-12-01T10",
        path: "/old",
        language: "en",
        source: "direct",
        referrer: "",
        utmSource: "",
        utmMedium: "",
        utmCampaign: "",
        device: "desktop",
        views: 3,
      })
      .execute();
    clock = Date.parse("2027-01-11T08:00:00Z");
    const [first, second] = [counter(), counter()];
    await Promise.all([first.flush(), second.flush()]);
    const old = await database.db.selectFrom("trafficHourly").select("path").where("path", "=", "/old").execute();
    expect(old).toEqual([]);
    const marker = await database.db
      .selectFrom("appMeta")
      .select("value")
      .where("key", "=", "traffic.prunedOn")
      .executeTakeFirst();
    expect(marker?.value).toBe("2027-01-11");
    await Promise.all([first.stop(), second.stop()]);
  });

  it("counts nothing while the setting is off", async () => {
    const traffic = counter();
    await traffic.flush();
    traffic.setEnabled(false);
    traffic.count(view({ path: "/while-off" }));
    await traffic.stop();
    const rows = await database.db
      .selectFrom("trafficHourly")
      .select("path")
      .where("path", "=", "/while-off")
      .execute();
    expect(rows).toEqual([]);
  });

  describe("visits", () => {
    const campaign = "utm_source=newsletter&utm_medium=email&utm_campaign=winter";
    const campaignOrigin = {
      entryPath: "/contact",
      source: "direct",
      referrer: "",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "winter",
    };
    const leadFrom = (address: string, page: string) => ({
      headers: { "user-agent": browser, referer: `http://site.test${page}` },
      host: "site.test",
      address,
    });

    it("credits a lead to the campaign its visit came from, after a write and on another instance", async () => {
      clock = Date.parse("2027-01-12T09:00:00Z");
      const [first, second] = [counter(), counter()];
      await Promise.all([first.flush(), second.flush()]);
      const address = "198.51.100.20";
      first.count(view({ address, path: "/contact", query: campaign }));
      await first.flush(); // the flush interval passes
      clock += 11_000;
      second.count(view({ address, path: "/about", referer: "http://site.test/contact" }));
      expect(await second.leadSource(leadFrom(address, "/about"))).toMatchObject({
        ...campaignOrigin,
        page: "/about",
        viewsBefore: 2,
        pages: ["/contact", "/about"],
        first: campaignOrigin,
      });
      await Promise.all([first.stop(), second.stop()]);
    });

    it("keeps the first view's origin whichever instance writes first", async () => {
      clock = Date.parse("2027-01-12T10:00:00Z");
      const [first, second] = [counter(), counter()];
      await Promise.all([first.flush(), second.flush()]);
      const address = "198.51.100.21";
      first.count(view({ address, path: "/contact", query: campaign }));
      clock += 11_000;
      second.count(view({ address, path: "/about", referer: "http://site.test/contact" }));
      await second.flush(); // the later view is written before the campaign's
      await first.flush();
      clock += 60_000;
      expect(await first.leadSource(leadFrom(address, "/about"))).toMatchObject({
        ...campaignOrigin,
        viewsBefore: 2,
        pages: ["/contact", "/about"],
      });
      const visits = await database.db
        .selectFrom("trafficVisits")
        .selectAll()
        .where("day", "=", "2027-01-12")
        .where("startedAt", ">=", "2027-01-12T10:00:00.000Z")
        .execute();
      expect(visits).toHaveLength(1);
      await Promise.all([first.stop(), second.stop()]);
    });

    it("keeps a view in the order it was asked when it is counted after the next page, its answer finishing late", async () => {
      clock = Date.parse("2027-01-12T11:00:00Z");
      const [first, second] = [counter(), counter()];
      await Promise.all([first.flush(), second.flush()]);
      const address = "198.51.100.23";
      // The campaign page was asked first, but a busy first instance finished its answer (and
      // counted it) after the second instance had counted the next page.
      second.count(view({ address, path: "/about", referer: "http://site.test/contact" }));
      clock += 1_000;
      first.count(view({ address, path: "/contact", query: campaign, ageMs: 3_000 }));
      await second.flush();
      await first.flush();
      clock += 60_000;
      expect(await first.leadSource(leadFrom(address, "/about"))).toMatchObject({
        ...campaignOrigin,
        viewsBefore: 2,
        pages: ["/contact", "/about"],
      });
      await Promise.all([first.stop(), second.stop()]);
    });

    it("credits the campaign of a visit across three pages and a restart, and starts a new visit after 30 minutes", async () => {
      clock = Date.parse("2027-01-12T12:00:00Z");
      const address = "198.51.100.22";
      const before = counter();
      await before.flush();
      before.count(view({ address, path: "/contact", query: campaign }));
      clock += 60_000;
      before.count(view({ address, path: "/services", referer: "http://site.test/contact" }));
      await before.stop(); // a restart: what it held in memory is gone
      const after = counter();
      await after.flush();
      clock += 60_000;
      after.count(view({ address, path: "/apply", referer: "http://site.test/services" }));
      const lead = leadFrom(address, "/apply");
      expect(await after.leadSource(lead)).toMatchObject({
        ...campaignOrigin,
        viewsBefore: 3,
        pages: ["/contact", "/services", "/apply"],
      });
      clock += 31 * 60_000;
      after.count(view({ address, path: "/blog", referer: "https://www.google.com/" }));
      expect(await after.leadSource(lead)).toMatchObject({
        entryPath: "/blog",
        source: "search",
        utmCampaign: "",
        viewsBefore: 1,
        first: campaignOrigin,
      });
      await after.stop();
    });

    it("counts at most the cap of visitors from one address however many User-Agents it sends, and keeps none", async () => {
      clock = Date.parse("2027-01-13T08:00:00Z");
      const traffic = counter();
      await traffic.flush();
      const long = `Mozilla/5.0 (X11; Linux x86_64) ${"x".repeat(14_000)}`;
      for (let n = 0; n < 300; n++)
        traffic.count(view({ address: "203.0.113.50", userAgent: `${browser} rotated/${n}` }));
      traffic.count(view({ address: "203.0.113.51", userAgent: long }));
      await traffic.stop();
      const report = await trafficReport(database.db, { from: "2027-01-13", to: "2027-01-13" });
      expect(report.totals.views).toBe(301);
      expect(report.totals.visitors).toBeLessThanOrEqual(maxVisitorsPerAddress + 2);
      expect(report.totals.visitors).toBeGreaterThan(maxVisitorsPerAddress);
      for (const table of ["trafficVisitors", "trafficVisits", "trafficHourly"] as const) {
        const rows = await database.db.selectFrom(table).selectAll().execute();
        expect(JSON.stringify(rows)).not.toContain("x".repeat(100));
        expect(JSON.stringify(rows)).not.toContain("rotated/");
      }
    });

    it("never shows a conversion above 100 %: three leads from one visitor convert one visitor, and the funnel follows their statuses", async () => {
      clock = Date.parse("2027-01-14T09:00:00Z");
      const traffic = counter();
      await traffic.flush();
      const address = "198.51.100.30";
      traffic.count(view({ address, path: "/contact", query: campaign }));
      clock += 60_000;
      for (const [index, status] of (["new", "contacted", "won"] as const).entries()) {
        const id = `conversion-${dialect}-${index}`;
        await database.db
          .insertInto("contactMessages")
          .values({
            id,
            name: "N",
            email: "n@example.com",
            subject: "S",
            message: "M",
            status,
            notes: "",
            createdAt: new Date(clock).toISOString(),
          })
          .execute();
        await recordLeadSource(
          database.db,
          { kind: "contactMessage", id },
          await traffic.leadSource(leadFrom(address, "/contact")),
        );
      }
      await traffic.stop();
      const report = await trafficReport(database.db, { from: "2027-01-14", to: "2027-01-14" });
      expect(report.totals).toMatchObject({ visitors: 1, leads: 3, converting: 1 });
      expect(report.entryPages).toEqual([{ path: "/contact", visitors: 1, leads: 3, converting: 1 }]);
      expect(report.campaigns).toEqual([
        { utmSource: "newsletter", utmMedium: "email", utmCampaign: "winter", visitors: 1, leads: 3, converting: 1 },
      ]);
      expect(report.channels.find((row) => row.channel === "campaign")).toEqual({
        channel: "campaign",
        visitors: 1,
        leads: 3,
        converting: 1,
        contacted: 2,
        won: 1,
      });
      expect(report.languages.find((row) => row.language === "en")).toMatchObject({
        visitors: 1,
        leads: 3,
        converting: 1,
      });
      for (const row of [
        report.totals,
        ...report.entryPages,
        ...report.campaigns,
        ...report.channels,
        ...report.languages,
      ])
        expect(conversionRate(row)).toBeLessThanOrEqual(100);
    });
  });
});
