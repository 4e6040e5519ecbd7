import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skipNote } from "../support/database";
import { canRunPostgres, type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { type RunningServer, startServer, testAdmin, testJwtSecret } from "../support/server";

const json = { "content-type": "application/json" };

const down = skipNote("while PostgreSQL is down", canRunPostgres, "PostgreSQL 15's binaries not installed");
describe.runIf(canRunPostgres)(down, () => {
  let cluster: PostgresCluster;
  let server: RunningServer;
  let token: string;
  let slug: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    server = await startServer({
      env: { DATABASE_URL: cluster.url, JWT_SECRET: testJwtSecret, FORM_RATE_LIMIT: "1000" },
    });
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify(testAdmin),
    });
    token = ((await login.json()) as { token: string }).token;
    const posts = await fetch(`${server.url}/api/posts?limit=1`);
    slug = ((await posts.json()) as { posts: { slug: string }[] }).posts[0]!.slug;
  }, 60_000);
  afterAll(async () => {
    await server?.dispose();
    await cluster?.dispose();
  });

  const writes = () => [
    {
      path: "/api/contact-messages",
      body: { user_name: "Ayla", user_email: "ayla@test.az", subject: "Quote", message: "A site, please." },
    },
    {
      path: "/api/applications",
      body: {
        name: "Ayla",
        email: "ayla@test.az",
        message: "Hello",
        phoneNumber: "+994 50 000 00 00",
        businessName: "Ayla LLC",
      },
    },
    { path: "/api/newsletter-subscribers", body: { email: `reader-${crypto.randomUUID()}@test.az` } },
    {
      path: "/api/posts",
      body: { title: `Written while down ${Math.random()}`, content: "<p>x</p>", excerpt: "x" },
      auth: true,
    },
  ];
  const send = (write: ReturnType<typeof writes>[number]) =>
    fetch(`${server.url}${write.path}`, {
      method: "POST",
      headers: { ...json, ...(write.auth ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(write.body),
    });

  it("answers writes and uncached pages 503 with a message, then works again when it is back", async () => {
    for (const write of writes()) expect((await send(write)).status, write.path).toBe(201);

    await cluster.stop();
    for (const write of writes()) {
      const response = await send(write);
      expect(response.status, write.path).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.json()).toEqual({ message: expect.stringContaining("Nothing you entered is lost") });
    }
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
    const signIn = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify(testAdmin),
    });
    expect(signIn.status).toBe(503);
    // A page that must read the database says so in the visitor's language, not 500.
    const page = await fetch(`${server.url}/blog/${slug}?lng=tr`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("30");
    expect(await page.text()).toContain('lang="tr"');

    await cluster.start();
    await expect.poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 15_000 }).toBe(200);
    for (const write of writes()) expect((await send(write)).status, write.path).toBe(201);
    expect(server.output.filter((line) => /"level":(5\d|60)/.test(line))).toEqual([]);
  }, 90_000);
});
