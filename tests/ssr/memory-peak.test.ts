import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(); // in production mode, as every test's server
});
afterAll(() => server?.dispose());

/** The server process's peak resident memory since it started, in MiB. */
const peakMiB = () =>
  Number(readFileSync(`/proc/${server.child.pid}/status`, "utf8").match(/VmHWM:\s+(\d+) kB/)?.[1]) / 1024;

// `npm run bench` measures the same on more pages and for longer (docs/PERFORMANCE.md).
it("keeps its peak resident memory under 250 MiB while answering cached pages as fast as it can", async () => {
  const browser = { "accept-encoding": "gzip, br" };
  for (const path of ["/", "/blog", "/services", "/?lng=az"]) {
    await fetch(`${server.url}${path}`, { headers: browser }); // stored in the page cache
    // A number of requests rather than seconds: the same work on a quiet machine and a busy
    // one, each of the 50 connections sending 60 one after another.
    const result = await autocannon({ url: `${server.url}${path}`, headers: browser, connections: 50, amount: 3000 });
    expect(result.requests.total).toBe(3000);
    expect(result.non2xx + result.errors + result.timeouts).toBe(0);
  }
  console.info(`peak resident memory ${peakMiB().toFixed(0)} MiB`);
  expect(peakMiB()).toBeLessThan(250);
}, 60_000);
