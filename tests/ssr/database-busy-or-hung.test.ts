import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skipNote } from "../support/database";
import { locale } from "../support/html";
import { canRunPostgres, type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { type RunningServer, startServer, testAdmin, testJwtSecret } from "../support/server";

const unavailable = locale("tr", "api", "unavailable");

/** A request that gives up after 20 s, so a server that hangs fails the test rather than stalls it. */
async function timedFetch(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { "accept-language": "tr", ...headers },
    signal: AbortSignal.timeout(20_000),
  });
  const body = await response.text();
  return { response, body, seconds: (performance.now() - started) / 1000 };
}

async function signIn(server: RunningServer): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(testAdmin),
  });
  return ((await login.json()) as { token: string }).token;
}

async function firstPostSlug(server: RunningServer): Promise<string> {
  const posts = await fetch(`${server.url}/api/posts?limit=1`);
  return ((await posts.json()) as { posts: { slug: string }[] }).posts[0]!.slug;
}

function expectUnavailable({ response, body }: Awaited<ReturnType<typeof timedFetch>>, what: string) {
  expect(response.status, what).toBe(503);
  expect(response.headers.get("retry-after"), what).toBe("30");
  if (response.headers.get("content-type")?.includes("json"))
    expect(JSON.parse(body), what).toEqual({ message: unavailable });
  else expect(body, what).toContain('lang="tr"');
}

const errorLines = (server: RunningServer) => server.output.filter((line) => /"level":(5\d|60)/.test(line));

const busyOrHung = skipNote("a busy or hung PostgreSQL", canRunPostgres, "PostgreSQL 15's binaries not installed");
describe.runIf(canRunPostgres)(busyOrHung, () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 60_000);
  afterAll(async () => {
    await cluster?.dispose();
  });

  describe("whose pool is taken by a statement waiting on a lock", () => {
    let server: RunningServer;
    let token: string;
    let slug: string;
    beforeAll(async () => {
      server = await startServer({
        env: {
          DATABASE_URL: cluster.url,
          JWT_SECRET: testJwtSecret,
          DATABASE_POOL_SIZE: "1",
          DATABASE_CONNECT_TIMEOUT_MS: "300",
          DATABASE_LOCK_TIMEOUT_MS: "1000",
        },
      });
      token = await signIn(server);
      slug = await firstPostSlug(server);
    }, 60_000);
    afterAll(async () => {
      await server?.dispose();
    });

    it("answers 503 with Retry-After, in the visitor's language, to the API and to a page, then 200 again", async () => {
      const locker = new pg.Client({ connectionString: cluster.url });
      await locker.connect();
      try {
        await locker.query("begin");
        await locker.query("lock table posts in access exclusive mode");
        const staff = { authorization: `Bearer ${token}` };
        // The first takes the one pooled connection and waits on the lock; the others wait for the pool.
        const answers = await Promise.all([
          ...Array.from({ length: 6 }, () => timedFetch(`${server.url}/api/posts?status=all`, staff)),
          // Not from the page cache: a request with credentials is rendered afresh.
          timedFetch(`${server.url}/blog/${slug}`, { authorization: "Bearer visitor" }),
        ]);
        answers.forEach((answer, index) => expectUnavailable(answer, `request ${index}`));
        for (const { seconds } of answers) expect(seconds).toBeLessThan(5);
      } finally {
        await locker.query("rollback");
        await locker.end();
      }
      const staffAgain = await timedFetch(`${server.url}/api/posts?status=all`, { authorization: `Bearer ${token}` });
      expect(staffAgain.response.status).toBe(200);
      expect((await timedFetch(`${server.url}/blog/${slug}`)).response.status).toBe(200);
      expect(errorLines(server)).toEqual([]);
    }, 30_000);
  });

  describe("that stops answering (SIGSTOP)", () => {
    let server: RunningServer;
    let token: string;
    let slug: string;
    beforeAll(async () => {
      server = await startServer({
        env: {
          DATABASE_URL: cluster.url,
          JWT_SECRET: testJwtSecret,
          DATABASE_CONNECT_TIMEOUT_MS: "1000",
          // The client gives up a second after this.
          DATABASE_STATEMENT_TIMEOUT_MS: "1000",
        },
      });
      token = await signIn(server);
      slug = await firstPostSlug(server);
    }, 60_000);
    afterAll(async () => {
      await cluster.resume();
      await server?.dispose();
    });

    it("answers pages and the API 503 within seconds, readiness within 3 s, and serves again once it runs on", async () => {
      await cluster.pause();
      try {
        const [page, api, ready, live] = await Promise.all([
          timedFetch(`${server.url}/blog/${slug}`, { authorization: "Bearer visitor" }),
          timedFetch(`${server.url}/api/posts?status=all`, { authorization: `Bearer ${token}` }),
          timedFetch(`${server.url}/api/health/ready`),
          timedFetch(`${server.url}/api/health/live`),
        ]);
        expectUnavailable(page, "page");
        expectUnavailable(api, "API");
        expect(page.seconds).toBeLessThan(8);
        expect(api.seconds).toBeLessThan(8);
        expect(ready.response.status).toBe(503);
        expect(ready.seconds).toBeLessThan(3);
        expect(live.response.status).toBe(200);
      } finally {
        await cluster.resume();
      }
      await expect
        .poll(async () => (await timedFetch(`${server.url}/api/health/ready`)).response.status, { timeout: 15_000 })
        .toBe(200);
      const staffAgain = await timedFetch(`${server.url}/api/posts?status=all`, { authorization: `Bearer ${token}` });
      expect(staffAgain.response.status).toBe(200);
      expect(errorLines(server)).toEqual([]);
    }, 60_000);
  });
});
