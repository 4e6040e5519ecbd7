import { afterAll, describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-client";
import { createTestDatabase, type TestDatabase, hasTestPostgres, skipNote } from "../support/database";
import { type RunningServer, startServer, testJwtSecret } from "../support/server";

// Views and visits counted by the built server (docs/decisions/050): every view whatever
// answered it, and a lead credited to the campaign of the visit it was sent in, whichever
// instance counted the visit's views and across a restart.

const userAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const today = () => new Date().toISOString().slice(0, 10);
const campaign = "utm_source=newsletter&utm_medium=email&utm_campaign=winter";

async function adminGet<T>(server: RunningServer, path: string): Promise<T> {
  const { token } = await signInAsAdmin(server.url);
  const answer = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}

/** A page as one visitor (behind the trusted proxy) opens it. */
const visit = (server: RunningServer, path: string, address: string, referer?: string) =>
  fetch(`${server.url}${path}`, {
    headers: { "user-agent": userAgent, "x-forwarded-for": address, ...(referer ? { referer } : {}) },
  }).then(async (answer) => {
    await answer.arrayBuffer();
    return answer.status;
  });

describe("every view counted, whatever answered it", () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.dispose();
  });

  it("counts a burst of 20 simultaneous first views of a page not yet cached as 20 views and 20 visitors", async () => {
    server = await startServer({ env: { TRUST_PROXY: "1" } });
    // Most of them wait for the first one's render and are sent its bytes with writeHead's flat headers.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => visit(server!, "/faq?utm_source=conc", `203.0.113.${n + 1}`)),
    );
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    const report = await adminGet<{ totals: { views: number; visitors: number }; pages: unknown[] }>(
      server,
      `/api/traffic?from=${today()}&to=${today()}`,
    );
    expect(report.totals).toMatchObject({ views: 20, visitors: 20 });
    expect(report.pages).toContainEqual({ path: "/faq", views: 20 });
  }, 60_000);
});

describe.runIf(hasTestPostgres)(
  skipNote("a lead credited to its visit's campaign, two instances on one PostgreSQL", hasTestPostgres),
  () => {
    let database: TestDatabase;
    const servers: RunningServer[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.dispose()));
      await database?.drop();
    });

    const env = () => ({
      DATABASE_URL: database.databaseUrl!,
      JWT_SECRET: testJwtSecret,
      TRUST_PROXY: "1",
      FORM_RATE_LIMIT: "100000",
      // Each instance writes what it counted every 300 ms: the tests wait for the write, not 11 s.
      TRAFFIC_WRITE_EVERY_MS: "300",
    });
    const start = async () => {
      const server = await startServer({ env: env() });
      servers.push(server);
      return server;
    };
    /** Waits until the visits of `address`'s first view are written (by whichever instance counted them). */
    const storedVisits = () => database.db.selectFrom("trafficVisits").select("id").execute();

    interface Lead {
      email: string;
      origin: { channel: string; campaign: string; landingPage: string; pages: string[]; pagesViewed: number } | null;
    }

    it("a campaign view on A, another page on B after A wrote it, then a message: credited to the campaign", async () => {
      database = await createTestDatabase("postgres");
      const [a, b] = await Promise.all([start(), start()]);
      const address = "198.51.100.61";
      expect(await visit(a, `/contact?${campaign}`, address)).toBe(200);
      await expect.poll(async () => (await storedVisits()).length, { timeout: 20_000 }).toBe(1);
      expect(await visit(b, "/about", address, `${b.url}/contact`)).toBe(200);
      const sent = await fetch(`${b.url}/api/contact-messages`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": userAgent,
          "x-forwarded-for": address,
          referer: `${b.url}/about`,
        },
        body: JSON.stringify({
          user_name: "Aysel",
          user_email: "aysel@example.az",
          subject: "A site",
          message: "A site for our bakery.",
        }),
      });
      expect(sent.status).toBe(201);
      const messages = await adminGet<Lead[]>(a, "/api/contact-messages");
      expect(messages.find((message) => message.email === "aysel@example.az")?.origin).toMatchObject({
        channel: "campaign",
        campaign: "winter",
        landingPage: "/contact",
        pagesViewed: 2,
        pages: ["/contact", "/about"],
      });
    }, 90_000);

    it("a campaign visit across three pages and a restart, ending in an application, credits the campaign", async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      const address = "198.51.100.62";
      const before = (await storedVisits()).length;
      expect(await visit(a, `/services?${campaign}`, address)).toBe(200);
      expect(await visit(b, "/about", address, `${b.url}/services`)).toBe(200);
      // A clean restart of A: what it held in memory is written, and nothing of the visit is kept in memory.
      expect(await a.stop()).toBe(0);
      await expect.poll(async () => (await storedVisits()).length, { timeout: 20_000 }).toBe(before + 1);
      const restarted = await start();
      expect(await visit(restarted, "/contact", address, `${restarted.url}/about`)).toBe(200);
      const sent = await fetch(`${restarted.url}/api/applications`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": userAgent,
          "x-forwarded-for": address,
          referer: `${restarted.url}/contact`,
        },
        body: JSON.stringify({
          name: "Rauf",
          email: "rauf@example.az",
          message: "A shop online.",
          phoneNumber: "+994501234567",
          businessName: "Rauf Market",
        }),
      });
      expect(sent.status).toBe(201);
      const applications = await adminGet<Lead[]>(b, "/api/applications");
      expect(applications.find((application) => application.email === "rauf@example.az")?.origin).toMatchObject({
        channel: "campaign",
        campaign: "winter",
        landingPage: "/services",
        pagesViewed: 3,
        pages: ["/services", "/about", "/contact"],
      });
    }, 120_000);

    it("a newsletter sign-up after a campaign visit carries the visit's whole story, in the list and its CSV fields", async () => {
      // The first instance was stopped by the test before: the second and the restarted one remain.
      const [a, b] = servers.slice(1) as [RunningServer, RunningServer];
      const address = "198.51.100.63";
      expect(await visit(a, `/packages?${campaign}`, address)).toBe(200);
      await expect.poll(async () => (await storedVisits()).length, { timeout: 20_000 }).toBeGreaterThan(2);
      expect(await visit(b, "/blog", address, `${b.url}/packages`)).toBe(200);
      const sent = await fetch(`${b.url}/api/newsletter-subscribers`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": userAgent,
          "x-forwarded-for": address,
          referer: `${b.url}/blog`,
        },
        body: JSON.stringify({ email: "leyla@example.az", language: "az" }),
      });
      expect(sent.status).toBe(201);
      const subscribers = await adminGet<Lead[]>(a, "/api/newsletter-subscribers");
      expect(subscribers.find((subscriber) => subscriber.email === "leyla@example.az")?.origin).toMatchObject({
        channel: "campaign",
        campaign: "winter",
        landingPage: "/packages",
        pagesViewed: 2,
        pages: ["/packages", "/blog"],
      });
    }, 90_000);
  },
);
