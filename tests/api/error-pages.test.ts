import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../../server/app.server";
import { loadConfig } from "../../server/config.server";
import { createLogger } from "../../server/logger.server";
import { createTestDatabase, type TestDatabase } from "../support/database";

const secretMessage = "boom in /srv/agency/server/secret.ts";

let database: TestDatabase;
let url: string;
let close: () => void;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  // Pages that fail in every way a handler can: a thrown error, a rejected promise.
  const pages: RequestHandler = (req, _res, next) => {
    if (req.path === "/throws") throw new Error(secretMessage);
    if (req.path === "/rejects") return void Promise.reject(new Error(secretMessage)).catch(next);
    next();
  };
  // Development: where Express's own error page would send the stack trace.
  const config = loadConfig({ NODE_ENV: "development", DATA_DIR: database.dataDir });
  const app = createApp({ config, db: database.db, logger: createLogger("silent"), pages: () => pages });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close?.();
  await database?.drop();
});

it("answers a failing page with the site's own 500 page in the visitor's language, never a stack trace", async () => {
  for (const path of ["/throws", "/rejects"]) {
    const response = await fetch(`${url}${path}?lng=tr`);
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain("<h1>Bir şeyler ters gitti</h1>");
    expect(html).not.toContain("boom");
    expect(html).not.toMatch(/at \w+ \(|\/srv\/|node_modules/);
  }
});

it("answers an unknown address the pages did not take with the 404 page", async () => {
  const response = await fetch(`${url}/nothing-here`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain("Page not found");
});
