import { readFileSync } from "node:fs";
import { request } from "node:http";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasTestPostgres, skipNote } from "../support/database";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { type RunningServer, startServer, testAdmin, testJwtSecret } from "../support/server";

// Two instances of the built server on one PostgreSQL of the test's own, which it can
// stop and start (docs/decisions/020). Like every PostgreSQL test, it runs when
// TEST_DATABASE_URL says PostgreSQL is there to test against.

const json = { "content-type": "application/json" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(hasTestPostgres)(skipNote("several instances on one PostgreSQL", hasTestPostgres), () => {
  let cluster: PostgresCluster;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.dispose()));
    await cluster?.dispose();
  });

  /** A new empty database in the cluster: its URL, and a query function on it. */
  async function emptyDatabase() {
    const name = `site_${crypto.randomUUID().replace(/-/g, "")}`;
    await query(cluster.url, `create database ${name}`);
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    return { url: url.toString(), query: (text: string) => query(url.toString(), text) };
  }

  /** Instance A and instance B on `databaseUrl`, started at the same moment. */
  async function startInstances(databaseUrl: string, env: Record<string, string> = {}) {
    const started = await Promise.all(
      ["A", "B"].map(() =>
        startServer({
          env: { DATABASE_URL: databaseUrl, JWT_SECRET: testJwtSecret, FORM_RATE_LIMIT: "100000", ...env },
        }),
      ),
    );
    servers.push(...started);
    return started as [RunningServer, RunningServer];
  }

  // One pair of instances for the whole block, started at the same moment on an empty
  // database (the first test reads how that start went): each pair costs two migrating
  // starts on PostgreSQL. The restart and SIGTERM tests come last, SIGTERM's stopped A last of all.
  describe("on one database", () => {
    let database: Awaited<ReturnType<typeof emptyDatabase>>;
    let a: RunningServer;
    let b: RunningServer;
    let token: string;

    beforeAll(async () => {
      database = await emptyDatabase();
      [a, b] = await startInstances(database.url, { LOGIN_RATE_LIMIT: "4" });
      token = await signIn(a);
    }, 60_000);

    it("starts two instances at the same moment on an empty database: migrated and seeded once, both ready", async () => {
      const lines = [...a.output, ...b.output];
      expect(lines.filter((line) => line.includes('"msg":"database migrated"'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('"msg":"demo content seeded"'))).toHaveLength(1);
      const migrations = await database.query("select name, count(*)::int as runs from kysely_migration group by name");
      expect(migrations.length).toBeGreaterThan(0);
      expect(migrations.every((row) => row.runs === 1)).toBe(true);
      expect(await database.query("select email from users where role = 'admin'")).toEqual([
        { email: testAdmin.email },
      ]);
      // …and the demo blog's four authors once (decision 039).
      expect(await database.query("select count(*)::int as count from users where role = 'editor'")).toEqual([
        { count: 4 },
      ]);
      for (const server of [a, b]) {
        const ready = await fetch(`${server.url}/api/health/ready`);
        expect(ready.status).toBe(200);
      }
    });

    const savePost = (server: RunningServer, post: { title: string; slug?: string }, id?: string) =>
      fetch(`${server.url}/api/posts${id ? `/${id}` : ""}`, {
        method: id ? "PUT" : "POST",
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ content: "<p>Body</p>", excerpt: "An excerpt", status: "published", ...post }),
      });

    it("publishes and edits a post on A, and B's public pages show it without waiting for their caches to expire", async () => {
      // B has the list and then the post in its page cache when A writes.
      await cachedPage(b, "/blog");
      const created = await savePost(a, { title: "Published on A" });
      expect(created.status).toBe(201);
      const post = (await created.json()) as { _id: string; slug: string };
      const published = await delayUntilShown(b, "/blog", "Published on A");

      await cachedPage(b, `/blog/${post.slug}`);
      const edited = await savePost(a, { title: "Edited on A", slug: post.slug }, post._id);
      expect(edited.status).toBe(200);
      const edit = await delayUntilShown(b, `/blog/${post.slug}`, "Edited on A");

      // Logged, not bounded (the machine's load decides it; `npm run bench:instances` measures
      // it): delayUntilShown's deadline, under the caches' 30 s, says B was told, not expired.
      console.log(`invalidation across instances: published after ${published} ms, edited after ${edit} ms`);
    });

    it("redirects on B the old address of a post whose slug changed on A, though B had the page stored", async () => {
      const created = await savePost(a, { title: "Moving across instances", slug: "moving-across" });
      const post = (await created.json()) as { _id: string };
      await cachedPage(b, "/blog/moving-across");
      const moved = await savePost(a, { title: "Moving across instances", slug: "moved-across" }, post._id);
      expect(moved.status).toBe(200);
      await expect
        .poll(async () => {
          const answer = await fetch(`${b.url}/blog/moving-across`, { redirect: "manual" });
          return `${answer.status} ${answer.headers.get("location")}`;
        })
        .toBe("301 /blog/moved-across");
    });

    it("serves on B an image uploaded on A, with the same immutable caching", async () => {
      const image = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#2a6" } })
        .png()
        .toBuffer();
      const uploaded = await fetch(`${a.url}/api/media`, {
        method: "POST",
        headers: { "content-type": "image/png", authorization: `Bearer ${token}` },
        body: image,
      });
      expect(uploaded.status).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };
      const [fromA, fromB] = await Promise.all([fetch(`${a.url}${url}`), fetch(`${b.url}${url}`)]);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get("content-type")).toBe("image/webp");
      expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    });

    it("counts failed sign-ins on A and B against one limit, as one instance would", async () => {
      const attempt = (server: RunningServer) =>
        fetch(`${server.url}/api/auth/login`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ email: "stranger@test.local", password: "a wrong password" }),
        }).then((response) => response.status);
      // LOGIN_RATE_LIMIT=4: four failures are answered, the fifth is refused, wherever it lands.
      const statuses = [];
      for (const server of [a, b, a, b, a, b]) statuses.push(await attempt(server));
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    });

    it("recovers both instances after PostgreSQL restarts, and loses no acknowledged write", async () => {
      const acknowledged: string[] = [];
      let refused = 0;
      let writing = true;
      const writer = (async () => {
        for (let n = 0; writing; n++) {
          const name = `Applicant ${n}`;
          const status = await postApplication([a, b][n % 2]!, name).catch(() => 0);
          if (status === 201) acknowledged.push(name);
          else {
            refused++;
            await sleep(50); // the writer's pace while PostgreSQL is away, not a wait before an assertion
          }
        }
      })();
      await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(5);
      await cluster.stop();
      // Both instances have met the missing database before it comes back.
      await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThan(1);
      await cluster.start();
      const before = acknowledged.length;
      for (const server of [a, b]) {
        await expect
          .poll(async () => (await fetch(`${server.url}/api/health/ready`)).status, { timeout: 20_000 })
          .toBe(200);
      }
      await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(before + 20);
      writing = false;
      await writer;
      // Writes kept coming while PostgreSQL was away: neither instance fell over.
      expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);

      const stored = new Set((await database.query("select name from applications")).map((row) => row.name as string));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);

      // B hears A's writes again: its listener reconnected by itself.
      await cachedPage(b, "/blog");
      const created = await fetch(`${a.url}/api/posts`, {
        method: "POST",
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: "After the restart", content: "<p>x</p>", excerpt: "x", status: "published" }),
      });
      expect(created.status).toBe(201);
      console.log(
        `after the restart, B showed A's post after ${await delayUntilShown(b, "/blog", "After the restart")} ms`,
      );
    }, 120_000);

    it("on SIGTERM, A finishes what is in flight, keeps every acknowledged application and closes its pool", async () => {
      const logBefore = readFileSync(cluster.log, "utf8").length;

      // A request whose body is still arriving when the signal comes.
      const slow = slowApplication(a, "Slow applicant");
      await slow.started;
      const acknowledged: string[] = [];
      const burst = Array.from({ length: 8 }, async (_, lane) => {
        for (let n = 0; ; n++) {
          const name = `Burst ${lane}-${n}`;
          const status = await postApplication(a, name).catch(() => 0);
          if (status === 201) acknowledged.push(name);
          else if (status === 0) return; // A no longer accepts connections
        }
      });
      // The burst is under way: more than the ten writes the end of the test counts on.
      await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(10);
      const signalled = performance.now();
      const exited = a.stop("SIGTERM");
      // The slow body's end comes after A has heard the signal.
      await expect
        .poll(() => a.output.some((line) => line.includes('"msg":"shutting down"')), { timeout: 20_000 })
        .toBe(true);
      slow.finish();
      expect(await slow.status).toBe(201);
      acknowledged.push("Slow applicant");
      await Promise.all(burst);
      expect(await exited).toBe(0);
      // Drained before the 10 s grace period cut connections (server/main.server.ts: a bound
      // of the mechanism, not of the machine's speed); and no longer accepting connections.
      expect(performance.now() - signalled).toBeLessThan(10_000);
      expect(a.output.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
      await expect(fetch(`${a.url}/api/health/live`)).rejects.toThrow();

      expect(acknowledged.length).toBeGreaterThan(10);
      const stored = new Set((await database.query("select name from applications")).map((row) => row.name as string));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
      // The pool was closed, not cut: PostgreSQL saw no connection vanish mid-conversation.
      expect(readFileSync(cluster.log, "utf8").slice(logBefore)).not.toMatch(
        /unexpected EOF on client connection|connection reset/i,
      );
      // B goes on serving.
      expect((await fetch(`${b.url}/api/health/ready`)).status).toBe(200);
      await b.dispose();
    }, 90_000);
  });

  it("refuses to start on PostgreSQL without JWT_SECRET, saying why", async () => {
    const database = await emptyDatabase();
    const start = startServer({ env: { DATABASE_URL: database.url } });
    await expect(start).rejects.toThrow(/server exited with 1:\nInvalid configuration: JWT_SECRET must be set/);
  });
});

async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(testAdmin),
  });
  return ((await response.json()) as { token: string }).token;
}

/** Requests a page until its cache holds it (the same ETag twice). */
async function cachedPage(server: RunningServer, path: string): Promise<void> {
  let previous: string | null = null;
  for (;;) {
    const etag = (await fetch(`${server.url}${path}`)).headers.get("etag");
    if (etag && etag === previous) return;
    previous = etag;
  }
}

/**
 * Milliseconds until the page shows `text`, polled every 10 ms; a failure after 20 s, well
 * before the caches' 30 s would show it anyway.
 */
async function delayUntilShown(server: RunningServer, path: string, text: string): Promise<number> {
  const started = performance.now();
  await expect
    .poll(async () => (await (await fetch(`${server.url}${path}`)).text()).includes(text), {
      timeout: 20_000,
      interval: 10,
      message: `${path} shows "${text}"`,
    })
    .toBe(true);
  return Math.round(performance.now() - started);
}

const application = (name: string) =>
  JSON.stringify({
    name,
    email: "applicant@test.az",
    message: "A site, please.",
    phoneNumber: "+994 50 000 00 00",
    businessName: "Business",
  });

async function postApplication(server: RunningServer, name: string): Promise<number> {
  const response = await fetch(`${server.url}/api/applications`, {
    method: "POST",
    headers: json,
    body: application(name),
  });
  await response.arrayBuffer();
  return response.status;
}

/** An application whose body is sent in two parts: the second when `finish` is called. */
function slowApplication(server: RunningServer, name: string) {
  const body = application(name);
  const sent = request(`${server.url}/api/applications`, {
    method: "POST",
    headers: { ...json, "content-length": Buffer.byteLength(body) },
  });
  const status = new Promise<number>((resolve, reject) => {
    sent.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on("error", reject);
  });
  // Resolves once the first bytes are on their way: the request is in flight.
  const started = new Promise<void>((resolve) => sent.write(body.slice(0, 10), () => resolve()));
  return { status, started, finish: () => sent.end(body.slice(10)) };
}
