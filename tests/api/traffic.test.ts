import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../common/traffic";
import { startApi, type TestApi } from "../support/api";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { locale } from "../support/html";

const today = new Date().toISOString().slice(0, 10);
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
  lastSeenAt: new Date().toISOString(),
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
  let database: TestDatabase;
  let api: TestApi;
  let admin: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    api = await startApi(database);
    admin = await api.adminToken();
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it("reports a range with the period before, leads by source and the conversion's parts", async () => {
    const yesterday = addDays(today, -1);
    const weekAgo = addDays(today, -8);
    await database.db
      .insertInto("trafficVisitors")
      .values([
        visitorRow(today, "a", "search", "winter"),
        visitorRow(today, "b", "direct"),
        visitorRow(yesterday, "a2", "search"),
        visitorRow(weekAgo, "c", "social"),
      ])
      .execute();
    await database.db
      .insertInto("trafficHourly")
      .values([
        viewRow(`${today}T09`, "/services", 5),
        viewRow(`${today}T10`, "/", 3),
        viewRow(`${today}T10`, "/", 7, "bot"),
        viewRow(`${weekAgo}T10`, "/", 4),
      ])
      .execute();
    await database.db
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
      })
      .execute();

    const { status, body } = await api.call("GET", `/api/traffic?from=${addDays(today, -6)}&to=${today}`, {
      token: admin,
    });
    expect(status).toBe(200);
    expect(body.totals).toEqual({ visitors: 3, views: 8, botViews: 7, leads: 1 });
    expect(body.previous).toEqual({ visitors: 1, views: 4, botViews: 0, leads: 0 });
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toEqual({ day: today, visitors: 2, views: 8 });
    expect(body.pages).toEqual([
      { path: "/services", views: 5 },
      { path: "/", views: 3 },
    ]);
    expect(body.sources).toContainEqual({ source: "search", visitors: 2, leads: 1 });
    expect(body.referrers).toContainEqual({ referrer: "Google", source: "search", visitors: 2, leads: 1 });
    expect(body.campaigns).toEqual([{ utmSource: "", utmMedium: "", utmCampaign: "winter", visitors: 1, leads: 1 }]);
    expect(body.leadPages).toEqual([{ page: "/contact", leads: 1 }]);
    expect(body.leadKinds).toContainEqual({ kind: "contactMessage", leads: 1 });
  });

  it("tells the visitors of the last 30 minutes on every instance", async () => {
    const { status, body } = await api.call("GET", "/api/traffic/now", { token: admin });
    expect(status).toBe(200);
    expect(body).toEqual({ visitors: 2, minutes: 30 });
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
