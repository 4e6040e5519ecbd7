import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-client";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;

/** The server process's resident memory, in MiB. */
function residentMiB(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1]) / 1024;
}

/** Sends `count` requests made by `target(n)`, `concurrency` at a time. */
async function flood(count: number, concurrency: number, target: (n: number) => string) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const response = await fetch(`${server.url}${target(next++)}`, { headers: { "accept-encoding": "gzip, br" } });
      expect(response.status).toBeLessThan(500);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const combiningMarks = (n: number) =>
  Array.from(n.toString(4).padStart(6, "0"), (digit) => String.fromCharCode(0x0300 + Number(digit) * 7)).join("");

beforeAll(async () => {
  // The seeded copy of a first start (decision 074), demo posts and all: they are older
  // than the hundred below, so the lists' answers are still the long posts, newest first.
  server = await startServer();
  const admin = await signInAsAdmin(server.url);
  // A hundred long posts: every full list answer is about a megabyte.
  const paragraph = `<p>${"Long text that makes every answer heavy. ".repeat(250)}</p>`;
  // Four at a time: the server writes one while it sanitises the next, where one after
  // another each request waited on the last's round trip.
  const statuses: number[] = [];
  let next = 0;
  const writer = async () => {
    while (next < 100) {
      const n = next++;
      const { status } = await admin.call("POST", "/api/posts", {
        title: `Post ${n}`,
        excerpt: `Excerpt ${n}`,
        content: paragraph,
        status: "published",
      });
      statuses.push(status);
    }
  };
  await Promise.all(Array.from({ length: 4 }, writer));
  expect(statuses).toEqual(Array.from({ length: 100 }, () => 201));
}, 120_000);
afterAll(() => server?.dispose());

it("keeps memory bounded under a flood of distinct searches and page addresses", async () => {
  await flood(20, 4, () => "/api/posts?limit=100"); // warm up: code paths compiled, pools filled
  const before = residentMiB();
  // Searches of combining accents only: they fold to no search at all, one cached answer.
  await flood(250, 10, (n) => `/api/posts?limit=100&q=${encodeURIComponent(combiningMarks(n))}`);
  // Searches that really differ, each answered with about a megabyte: bounded by bytes.
  const words = ["post", "pos", "ost", "excerpt", "xcerpt", "cerpt", "erp", "exc", "st", "t"];
  await flood(250, 10, (n) => `/api/posts?limit=${100 - (n % 50)}&q=${words[Math.floor(n / 50) % words.length]}`);
  await flood(200, 10, (n) => `/blog?q=${n}`);
  const after = residentMiB();
  console.info(`resident memory ${before.toFixed(0)} MiB before the flood, ${after.toFixed(0)} MiB after`);
  expect(after - before).toBeLessThan(150);
}, 240_000);
