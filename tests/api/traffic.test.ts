import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../common/traffic";
import { createLogger } from "../../server/logger.server";
import { createTrafficCounter, type TrafficCounter } from "../../server/traffic/traffic-counter.server";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";
import { locale } from "../support/html";

const today = new Date().toISOString().slice(0, 10);
/** When a row of `day` was last seen: now for today's, midday of its own day for earlier ones (never "now" near midnight). */
const seenOn = (day: string) => (day === today ? new Date().toISOString() : `${day}T12:00:00.000Z`);
const visitorRow = (day: string, visitor: string, source: string, campaign = "") => ({
  day,
  visitor,
  entryPath: "/services",
  language: "en",
  source,
  referrer: source === "search" ? "Google" : "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: campaign,
  device: "desktop",
  lastSeenAt: seenOn(day),
});
const visitRow = (day: string, visitor: string, source: string, campaign = "") => ({
  id: `visit-${day}-${visitor}`,
  day,
  visitor,
  startedAt: seenOn(day),
  lastSeenAt: seenOn(day),
  entryPath: "/services",
  language: "en",
  source,
  referrer: source === "search" ? "Google" : "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: campaign,
  device: "desktop",
  views: 1,
  pages: JSON.stringify(["/services"]),
});
const viewRow = (hour: string, path: string, views: number, device = "desktop") => ({
  hour,
  path,
  language: "en",
  source: "direct",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  device,
  views,
});

describe.each(testDialects)("the traffic dashboard's API on %s", (dialect) => {
  let admin: string;
  let traffic: TrafficCounter;

  // One proxy trusted: X-Forwarded-For names the visitor whose views the test counts.
  const api = apiOnTestDatabase(dialect, { TRUST_PROXY: "1" }, (database) => {
    traffic = createTrafficCounter({ db: database.db, logger: createLogger("silent"), flushEveryMs: 3_600_000 });
    return { traffic };
  });
  beforeAll(async () => {
    admin = await api.adminToken();
  });
  afterAll(async () => {
    await traffic?.stop();
  });

  it("reports a range with the period before, leads by source and the conversion's parts", async () => {
    const yesterday = addDays(today, -1);
    const weekAgo = addDays(today, -8);
    await api.database.db
      .insertInto("trafficVisitors")
      .values([
        visitorRow(today, "a", "search", "winter"),
        visitorRow(today, "b", "direct"),
        visitorRow(yesterday, "a2", "search"),
        visitorRow(weekAgo, "c", "social"),
      ])
      .execute();
    await api.database.db
      .insertInto("trafficVisits")
      .values([
        visitRow(today, "a", "search", "winter"),
        visitRow(today, "b", "direct"),
        visitRow(yesterday, "a2", "search"),
        visitRow(weekAgo, "c", "social"),
      ])
      .execute();
    await api.database.db
      .insertInto("trafficHourly")
      .values([
        viewRow(`${today}T09`, "/services", 5),
        viewRow(`${today}T10`, "/", 3),
        viewRow(`${today}T10`, "/", 7, "bot"),
        viewRow(`${weekAgo}T10`, "/", 4),
      ])
      .execute();
    await api.database.db
      .insertInto("leadSources")
      .values({
        leadKind: "contactMessage",
        leadId: "lead-1",
        createdAt: new Date().toISOString(),
        page: "/contact",
        entryPath: "/services",
        source: "search",
        referrer: "Google",
        utmSource: "",
        utmMedium: "",
        utmCampaign: "winter",
        visitId: `visit-${today}-a`,
      })
      .execute();

    const { status, body } = await api.call("GET", `/api/traffic?from=${addDays(today, -6)}&to=${today}`, {
      token: admin,
    });
    expect(status).toBe(200);
    expect(body.totals).toEqual({ visitors: 3, views: 8, botViews: 7, leads: 1, converting: 1 });
    expect(body.previous).toEqual({ visitors: 1, views: 4, botViews: 0, leads: 0, converting: 0 });
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toEqual({ day: today, visitors: 2, views: 8 });
    expect(body.pages).toEqual([
      { path: "/services", views: 5 },
      { path: "/", views: 3 },
    ]);
    // The tagged visit is the campaign's channel, not the search engine's.
    expect(body.channels).toContainEqual({
      channel: "campaign",
      visitors: 1,
      leads: 1,
      converting: 1,
      contacted: 0,
      won: 0,
    });
    expect(body.channels).toContainEqual({
      channel: "search",
      visitors: 1,
      leads: 0,
      converting: 0,
      contacted: 0,
      won: 0,
    });
    expect(body.referrers).toContainEqual({
      referrer: "Google",
      source: "search",
      visitors: 2,
      leads: 1,
      converting: 1,
    });
    expect(body.campaigns).toEqual([
      { utmSource: "", utmMedium: "", utmCampaign: "winter", visitors: 1, leads: 1, converting: 1 },
    ]);
    expect(body.leadPages).toEqual([{ page: "/contact", leads: 1 }]);
    expect(body.leadKinds).toContainEqual({ kind: "contactMessage", leads: 1 });
  });

  it("gives each lead its story: the campaign visit it was sent in, its pages and the visitor's first source", async () => {
    await traffic.flush(); // the day's salt
    const visitor = { address: "203.0.113.77", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0" };
    const view = (path: string, query: string, referer?: string) =>
      traffic.count({
        path,
        query,
        headers: { "user-agent": visitor.userAgent, ...(referer ? { referer } : {}) },
        host: new URL(api.url).host,
        address: visitor.address,
        language: "en",
      });
    view("/contact", "utm_source=newsletter&utm_medium=email&utm_campaign=winter");
    await traffic.flush();
    view("/about", "", `${api.url}/contact`);
    const sent = await api.call("POST", "/api/contact-messages", {
      headers: { "user-agent": visitor.userAgent, "x-forwarded-for": visitor.address, referer: `${api.url}/about` },
      body: { user_name: "Aysel", user_email: "aysel@example.az", subject: "Site", message: "A site for our bakery." },
    });
    expect(sent.status).toBe(201);
    const { body: messages } = await api.call("GET", "/api/contact-messages", { token: admin });
    const campaign = {
      channel: "campaign",
      source: "newsletter",
      medium: "email",
      campaign: "winter",
      referrer: "",
      landingPage: "/contact",
    };
    expect(messages.find((message: { email: string }) => message.email === "aysel@example.az").origin).toEqual({
      ...campaign,
      formPage: "/about",
      pagesViewed: 2,
      pages: ["/contact", "/about"],
      language: "en",
      device: "desktop",
      firstVisit: campaign,
    });
  });

  it("tells the visitors of the last 30 minutes on every instance", async () => {
    const { status, body } = await api.call("GET", "/api/traffic/now", { token: admin });
    expect(status).toBe(200);
    expect(body).toEqual({ visitors: 3, minutes: 30 });
  });

  it("refuses a reversed, too long or malformed range with 400 in the visitor's language", async () => {
    const ask = (query: string) =>
      api.call("GET", `/api/traffic?${query}`, { token: admin, headers: { "accept-language": "ru" } });
    for (const query of [
      `from=${today}&to=${addDays(today, -1)}`,
      `from=2024-01-01&to=2025-06-01`,
      "from=2027-02-30&to=2027-03-01",
      "from=yesterday&to=today",
      `from=${today}`,
      "",
    ]) {
      const { status, body } = await ask(query);
      expect([query, status]).toEqual([query, 400]);
      expect(typeof body.message).toBe("string");
    }
    const reversed = await ask(`from=${today}&to=${addDays(today, -1)}`);
    expect(JSON.stringify(reversed.body)).toContain(locale("ru", "common", "validation.dateRange"));
  });

  it("is for admins: 401 without a token or with a forged one, 403 for an editor", async () => {
    const range = `from=${today}&to=${today}`;
    for (const path of [`/api/traffic?${range}`, "/api/traffic/now"]) {
      expect((await api.call("GET", path)).status).toBe(401);
      expect((await api.call("GET", path, { token: `${admin.slice(0, -4)}AAAA` })).status).toBe(401);
      expect((await api.call("GET", path, { token: await api.editorToken() })).status).toBe(403);
    }
  });
});
