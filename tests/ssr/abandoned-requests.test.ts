import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { type RunningServer, startServer, testJwtSecret } from "../support/server";

const maxInFlight = 8;

/** A GET for an uncached page that the client abandons as soon as the server has it (or has answered). */
function abandonedPageRequest(url: string): Promise<void> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false });
    request.on("error", () => {});
    request.on("close", () => resolve());
    // Written and gone: the server finds it closed at whatever stage it has reached.
    request.once("socket", (socket) => socket.once("connect", () => setImmediate(() => request.destroy())));
    request.once("response", () => request.destroy());
  });
}

describe.each(testDialects)("pages whose visitors leave at once on %s (issue 36)", (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    server = await startServer({
      env: {
        DATABASE_URL: database.databaseUrl ?? "",
        JWT_SECRET: testJwtSecret,
        MAX_REQUESTS_IN_FLIGHT: String(maxInFlight),
      },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await database?.drop();
  });

  it("keeps serving after many times the bound of abandoned uncached pages", async () => {
    let n = 0;
    // 5 at a time, as in the reproduction; 20 times the bound.
    const worker = async () => {
      while (n < maxInFlight * 20) await abandonedPageRequest(`${server.url}/contact?x=${n++}`);
    };
    await Promise.all(Array.from({ length: 5 }, worker));

    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    // Places given back: as many uncached pages as the bound holds are served at once.
    const pages = await Promise.all(
      Array.from({ length: maxInFlight }, (_, k) => fetch(`${server.url}/contact?after=${k}`)),
    );
    expect(pages.map((page) => page.status)).toEqual(pages.map(() => 200));
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
  });
});
