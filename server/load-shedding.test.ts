import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { HttpError } from "./http-error.server";
import { createLoadShedder } from "./load-shedding.server";

let url = "";
let close = () => {};
const held: (() => void)[] = [];

beforeAll(async () => {
  const app = express();
  app.use(createLoadShedder({ maxInFlight: 2, retryAfterSeconds: 3 }));
  app.get("/held", (_req, res) => void held.push(() => res.send("done")));
  app.get("/waiting", (_req, res) => {
    res.locals.leaveLoadBound?.();
    held.push(() => res.send("done"));
  });
  app.get("/quick", (_req, res) => void res.send("quick"));
  app.use(
    ((error: HttpError, _req, res, _next) =>
      void res.status(error.status).set(error.headers).send(error.messageKey)) as express.ErrorRequestHandler,
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** Waits until `condition` holds, with a deadline. */
const until = (condition: () => boolean) =>
  vi.waitFor(() => expect(condition()).toBe(true), { timeout: 10_000, interval: 5 });

it("refuses a request past the bound at once with 503 and Retry-After, and admits again once one ends", async () => {
  const first = fetch(`${url}/held`);
  const second = fetch(`${url}/held`);
  await until(() => held.length === 2);

  const refused = await fetch(`${url}/quick`);
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe("3");
  expect(await refused.text()).toBe("serverBusy");

  held.shift()!();
  expect(await (await first).text()).toBe("done");
  expect(await (await fetch(`${url}/quick`)).text()).toBe("quick");
  held.shift()!();
  expect((await second).status).toBe(200);
});

it("frees the place of a request its client gave up on", async () => {
  const gaveUp = new AbortController();
  void fetch(`${url}/held`, { signal: gaveUp.signal }).catch(() => {});
  const other = fetch(`${url}/held`);
  await until(() => held.length === 2);
  gaveUp.abort();
  await expect.poll(async () => (await fetch(`${url}/quick`)).status, { interval: 10 }).toBe(200);
  for (const release of held.splice(0)) release();
  await other;
});

it("does not count a request that left the bound to wait for another's work", async () => {
  const waiting = [fetch(`${url}/waiting`), fetch(`${url}/waiting`), fetch(`${url}/waiting`)];
  await until(() => held.length === 3);
  expect((await fetch(`${url}/quick`)).status).toBe(200);
  for (const release of held.splice(0)) release();
  for (const response of await Promise.all(waiting)) expect(response.status).toBe(200);
});
