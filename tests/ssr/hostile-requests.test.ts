import { statSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dialect } from "../../server/db/database.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { type RunningServer, startServer, testJwtSecret } from "../support/server";

/** Sends bytes exactly as written (no URL normalisation, any header or none) and reads the status. */
function rawRequest(url: string, request: string): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(head.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0), head, body });
    });
  });
}

const get = (target: string, host = "127.0.0.1") =>
  `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: gzip, br\r\nConnection: close\r\n\r\n`;

/** Log lines at error level or above (pino: 50 and up). */
const errorLines = (server: RunningServer) => server.output.filter((line) => /"level":(5\d|60)/.test(line));

/**
 * Each engine's server, all started at once as the file begins (a start waits on the
 * database and the disk as much as on a core): each engine's block takes its own. The
 * database is a migrated copy (decision 074): what is tested is how pages answer, not a
 * first start.
 */
const started = new Map<Dialect, Promise<{ database: TestDatabase; server: RunningServer }>>();
beforeAll(() => {
  for (const dialect of testDialects)
    started.set(
      dialect,
      createTestDatabase(dialect).then(async (database) => {
        const server = await startServer({
          env: { DATABASE_URL: database.databaseUrl ?? "", JWT_SECRET: testJwtSecret },
        }).catch(async (error: unknown) => {
          await database.drop();
          throw error;
        });
        return { database, server };
      }),
    );
  // A start that fails is reported by the block that awaits it.
  for (const start of started.values()) start.catch(() => {});
});
afterAll(async () => {
  await Promise.all(
    [...started.values()].map((start) =>
      start.then(
        async ({ database, server }) => {
          await server.dispose();
          await database.drop();
        },
        () => {},
      ),
    ),
  );
});

describe.each(testDialects)("hostile requests to the pages on %s", (dialect) => {
  let server: RunningServer;

  beforeAll(async () => {
    ({ server } = await started.get(dialect)!);
  });

  it("answers a path that begins with // and is no URL without throwing", async () => {
    const response = await rawRequest(server.url, get("//a%2fb"));
    // The doubled slash is a variant of /a%2fb: redirected to it, which is not a page.
    expect(response.status).toBe(301);
    expect(response.head).toMatch(/\r\nLocation: \/a%2fb\r\n/i);
    expect((await rawRequest(server.url, get("/a%2fb"))).status).toBe(404);
  });

  it("answers an HTTP/1.0 request without a Host header with 400, in the site's own page", async () => {
    const response = await rawRequest(server.url, "GET /about?x1 HTTP/1.0\r\n\r\n");
    expect(response.status).toBe(400);
    expect(response.body).toContain("<title>Something went wrong</title>");
    expect((await rawRequest(server.url, get("/about", "bad host name"))).status).toBe(400);
    expect((await rawRequest(server.url, "GET /api/health HTTP/1.0\r\n\r\n")).body).toMatch(/^\{"message":"/);
  });

  it("refuses a NUL in a page's path or query before it reaches the database", async () => {
    for (const target of ["/blog/%00", "/blog?q=%00", "/blog/a%00b?lng=tr", "/services/%00"]) {
      const response = await rawRequest(server.url, get(target));
      expect(response.status, target).toBe(400);
    }
    expect(errorLines(server)).toEqual([]);
  });

  it("sends no stack trace and no server path for a malformed address", async () => {
    const response = await rawRequest(server.url, get("/blog/%E0%A4%A"));
    expect(response.status).toBe(400);
    expect(response.body).not.toMatch(/at \w+ \(|node_modules|\/work\/|URIError/);
  });

  it("redirects variants of a page's address to the one its canonical link names, keeping the query", async () => {
    const cases = [
      ["/about/", "/about"],
      ["/blog/some-post/?lng=tr", "/blog/some-post?lng=tr"],
      ["//about", "/about"],
      ["/%61bout", "/about"],
      ["/%61dmin/login", "/admin/login"],
      ["/\\evil.example/", "/%5Cevil.example"],
    ];
    for (const [from, to] of cases) {
      const response = await rawRequest(server.url, get(from!));
      expect(response.status, from).toBe(301);
      expect(response.head, from).toContain(`\r\nLocation: ${to}\r\n`);
    }
    // The API serves its variants as they are (clients of the original send //api/...).
    expect((await rawRequest(server.url, get("//api/categories"))).status).toBe(200);
  });

  it("never stores or shares the admin, whatever the spelling of its address", async () => {
    for (const target of ["/admin/login", "/ADMIN/login", "/Admin"]) {
      const response = await rawRequest(server.url, get(target));
      expect(response.status, target).toBe(200);
      expect(response.head, target).toMatch(/\r\nCache-Control: no-store\r\n/i);
      expect(response.head, target).not.toMatch(/\r\nETag:/i);
    }
  });

  it("answers generated addresses of every page with no 5xx and no error logged", async () => {
    const prefixes = [
      "/",
      "/blog/",
      "/blog",
      "/services/",
      "/portfolio/",
      "/admin/",
      "/media/",
      "/assets/",
      "/rss.xml",
      "/api/posts/",
    ];
    const segment = fc.oneof(
      // Lone surrogates become U+FFFD first: encodeURIComponent cannot write them.
      fc.string({ unit: "binary", maxLength: 12 }).map((text) => encodeURIComponent(Buffer.from(text).toString())),
      fc.string({ unit: "grapheme", maxLength: 8 }),
      fc.constantFrom("%00", "%", "%zz", "%C0%80", "..", "%2e%2e", "%2f", "\\", "//", "?", "#", ";", "%ff", "~"),
    );
    const query = fc.array(
      fc.tuple(fc.constantFrom("q", "page", "category", "lng", "x"), segment).map(([key, value]) => `${key}=${value}`),
      { maxLength: 3 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.array(segment, { maxLength: 3 }),
        query,
        async (prefix, parts, params) => {
          // Characters an HTTP request line cannot carry are sent escaped, as a client would.
          const target = (prefix + parts.join("/")).replace(/[^\x21-\x7e]/gu, (ch) => encodeURIComponent(ch));
          const search = params.length
            ? `?${params
                .join("&")
                .replace(/[^\x21-\x7e]/gu, (ch) => encodeURIComponent(ch))
                .replace(/#/g, "%23")}`
            : "";
          const response = await rawRequest(server.url, get(target.replace(/#/g, "%23") + search));
          expect(response.status, target + search).toBeGreaterThanOrEqual(200);
          expect(response.status, target + search).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    expect(errorLines(server)).toEqual([]);
  }, 120_000);
});

describe("npm start", () => {
  it("runs in production and keeps a generated JWT secret in DATA_DIR, readable by its owner only", async () => {
    const first = await startServer({ env: { NODE_ENV: "" } });
    try {
      expect(first.output.find((line) => line.includes('"msg":"listening"'))).toContain('"mode":"production"');
      const secretFile = path.join(first.dataDir, "jwt-secret");
      expect(statSync(secretFile).mode & 0o777).toBe(0o600);
      expect(first.output.filter((line) => line.includes("JWT_SECRET is not set"))).toEqual([
        expect.stringContaining(path.resolve(secretFile)),
      ]);
    } finally {
      await first.dispose();
    }
  });
});
