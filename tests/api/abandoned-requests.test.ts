import {
  type ClientRequest,
  createServer,
  get,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSite, type Site } from "../../server/app.server";
import { loadConfig } from "../../server/config.server";
import { createLogger } from "../../server/logger.server";
import { answerInTurns } from "../../server/request-turns.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

const maxInFlight = 3;
/** More abandoned requests at each stage than the bound holds: one leaked place each would fill it. */
const rounds = maxInFlight * 2;

/**
 * Stands for the page renderer: `/render` works until the test lets it finish and, as a
 * careful renderer does, writes nothing once its client has gone; `/large` writes 16 MB in
 * chunks as fast as the client reads them and stops when the client goes.
 */
function pageRenderer(events: {
  rendering: number;
  writing: number;
  finishRenders: () => Promise<void>;
}): RequestHandler {
  let finishNow = () => {};
  let finish = new Promise<void>((resolve) => (finishNow = resolve));
  events.finishRenders = async () => {
    finishNow();
    finish = new Promise<void>((resolve) => (finishNow = resolve));
  };
  return (req, res) => {
    if (req.path === "/render") {
      events.rendering++;
      void finish.then(() => {
        if (!res.destroyed) res.type("html").send("<!doctype html><title>rendered</title>");
      });
      return;
    }
    if (req.path === "/large") {
      events.writing++;
      res.type("text/plain");
      const chunk = Buffer.alloc(64 * 1024, "x");
      let left = 256;
      const write = () => {
        while (left > 0 && !res.destroyed) {
          left--;
          if (!res.write(chunk)) return void res.once("drain", write);
        }
        if (left === 0) res.end();
      };
      write();
      return;
    }
    res.status(404).end();
  };
}

/** A GET whose client goes away once `leaveWhen` resolves; settles when its socket has closed. */
function abandonedGet(url: string, leaveWhen: (request: ClientRequest) => Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false });
    request.on("error", () => {});
    request.on("close", () => resolve());
    void leaveWhen(request).then(() => request.destroy());
  });
}

const firstBytes = (request: ClientRequest) =>
  new Promise((resolve) => request.once("response", (response) => response.once("data", resolve)));

describe.each(testDialects)("requests their clients abandon on %s", (dialect) => {
  let database: TestDatabase;
  let site: Site;
  let server: Server;
  let url: string;
  /** Requests that arrived and wait for `admit` before they reach the site (as they wait for their turn). */
  const queued: [IncomingMessage, ServerResponse][] = [];
  let holdArrivals = false;
  const events = { rendering: 0, writing: 0, finishRenders: async () => {} };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: database.dataDir,
      MAX_REQUESTS_IN_FLIGHT: String(maxInFlight),
    });
    site = createSite({ config, db: database.db, logger: createLogger("silent"), pages: () => pageRenderer(events) });
    const arrive: RequestListener = (req, res) => {
      if (holdArrivals) queued.push([req, res]);
      else site.listener(req, res);
    };
    server = createServer(answerInTurns(arrive)).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await site?.traffic.stop();
    await database?.drop();
  });

  let checks = 0;
  async function expectBoundEmptyAndLive() {
    await expect.poll(() => site.loadShedder.inFlight).toBe(0);
    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    // Every place is free: as many renders as the bound holds are admitted at once.
    const admitted = Array.from({ length: maxInFlight }, (_, n) => fetch(`${url}/render?after=${n}-${++checks}`));
    await expect.poll(() => site.loadShedder.inFlight).toBe(maxInFlight);
    await events.finishRenders();
    expect((await Promise.all(admitted)).map((response) => response.status)).toEqual(
      Array.from({ length: maxInFlight }, () => 200),
    );
    await expect.poll(() => site.loadShedder.inFlight).toBe(0);
  }

  it("gives back the place of requests abandoned before the handler, while they waited for their turn", async () => {
    holdArrivals = true;
    try {
      for (let n = 0; n < rounds; n++) {
        const path = n % 2 ? `/render?queued=${n}` : `/api/posts?queued=${n}`;
        await abandonedGet(`${url}${path}`, () => expect.poll(() => queued.length).toBe(n + 1));
      }
    } finally {
      holdArrivals = false;
    }
    await expect.poll(() => queued.every(([req]) => req.socket.destroyed)).toBe(true);
    // Their clients are gone; now they reach the site.
    for (const [req, res] of queued.splice(0)) site.listener(req, res);
    await expectBoundEmptyAndLive();
  });

  it("gives back the place of requests abandoned while the page renders", async () => {
    for (let n = 0; n < rounds; n++) {
      const before = events.rendering;
      await abandonedGet(`${url}/render?abandoned=${n}`, () => expect.poll(() => events.rendering).toBe(before + 1));
    }
    await events.finishRenders();
    await expectBoundEmptyAndLive();
  });

  it("gives back the place of requests abandoned while a large answer is written", async () => {
    const before = events.writing;
    await Promise.all(
      Array.from({ length: rounds }, (_, n) =>
        // Leaves after the head and a first chunk of the body.
        abandonedGet(`${url}/large?abandoned=${n}`, firstBytes),
      ),
    );
    expect(events.writing).toBe(before + rounds);
    await expectBoundEmptyAndLive();
  });

  it("answers liveness while the bound is full, and refuses the rest with 503", async () => {
    const held = Array.from({ length: maxInFlight }, (_, n) => fetch(`${url}/render?held=${n}`));
    await expect.poll(() => site.loadShedder.inFlight).toBe(maxInFlight);
    try {
      expect((await fetch(`${url}/render?refused`)).status).toBe(503);
      expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    } finally {
      await events.finishRenders();
      await Promise.all(held);
    }
    await expectBoundEmptyAndLive();
  });
});
