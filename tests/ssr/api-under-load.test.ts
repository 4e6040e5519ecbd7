import { readFileSync } from "node:fs";
import { get, type IncomingHttpHeaders, request as httpRequest } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLoad } from "../support/load";
import { type RunningServer, startServer } from "../support/server";

// Public API answers are stored as ready bytes and work past a bound is refused
// (docs/decisions/031). `npm run bench` measures the same load for longer.

/** The server process's resident memory now (VmRSS) or at its peak since it started (VmHWM), in MiB. */
function memoryMiB(server: RunningServer, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1]) / 1024;
}

/** A GET as the bytes come on the wire (fetch would decompress them). */
function getRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

describe("with the default bound", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.dispose());

  it("answers a public API read from stored bytes: brotli with its length, the same ETag, 304 when unchanged", async () => {
    const url = `${server.url}/api/posts?limit=100`;
    const first = await getRaw(url, { "accept-encoding": "br" });
    const second = await getRaw(url, { "accept-encoding": "br" });

    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    // Stored bytes go out whole, with their length; compressing per request streams them chunked.
    expect(first.headers["content-length"]).toBe(String(first.body.length));
    expect(second.body.equals(first.body)).toBe(true);
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    expect(second.headers.etag).toBe(etag);
    expect(JSON.parse(brotliDecompressSync(first.body).toString()).posts.length).toBeGreaterThan(0);

    const unchanged = await getRaw(url, { "accept-encoding": "br", "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    const plain = await getRaw(url, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.etag).toBe(etag);
    expect(JSON.parse(plain.body.toString())).toEqual(JSON.parse(brotliDecompressSync(first.body).toString()));
  });

  it("keeps memory bounded under 400 connections reading the post list with brotli, and gives it back", async () => {
    // Not stored yet (another limit than the test above): the first reader prepares the
    // answer and the others wait for it without being turned away.
    const url = `${server.url}/api/posts?limit=99`;
    const headers = { "accept-encoding": "br" };
    const before = memoryMiB(server, "VmRSS");
    const result = await autocannon({ url, headers, connections: 400, duration: 4 });
    const peak = memoryMiB(server, "VmHWM");
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(peak).toBeLessThan(350);
    // Given back once the server is idle: V8 shrinks its heap when its memory reducer sees
    // the process idle, back to about where it started (125 → 175–190 → 120 MiB, 15–50 s
    // after the load beside two busy processes). Right after the load it is often under
    // 200 MiB already, so that bound alone said nothing of giving back. Issue 28's minute is
    // measured by `npm run bench`; on a machine busy with the whole suite the reducer took
    // longer (still 200.4 MiB a minute after, in a stress run), hence the longer deadline.
    const settledAt = Date.now();
    const givenBack = Math.min(200, before + 40);
    await expect.poll(() => memoryMiB(server, "VmRSS"), { timeout: 150_000, interval: 1_000 }).toBeLessThan(givenBack);
    console.info(
      `${result.requests.average.toFixed(0)} req/s; resident memory ${before.toFixed(0)} MiB before, ${peak.toFixed(0)} MiB at the peak, under ${givenBack.toFixed(0)} MiB ${((Date.now() - settledAt) / 1000).toFixed(0)} s after`,
    );
  }, 200_000);
  it("lets new visitors in while hundreds of connections keep it busy", async () => {
    // libuv accepts one connection per turn of the event loop; a turn that ran the handlers
    // of every ready request kept a burst of new connections waiting up to 10 s (issue 28).
    // The bound is a ratio to the load's own latency, measured in the same test, so a
    // busy machine slows both sides alike (decision 049); `npm run bench` reports times.
    const url = `${server.url}/api/posts?limit=98`;
    const headers = { "accept-encoding": "br" };
    const load = startLoad({ url, headers, connections: 300, duration: 6 });
    await load.saturated;
    const answeredBefore = load.answered();
    const newcomers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const startedAt = performance.now();
        const { status } = await getRaw(url, { ...headers, connection: "close" });
        return { status, ms: performance.now() - startedAt };
      }),
    );
    const answeredDuring = load.answered() - answeredBefore;
    // Measured: the rest of the load's 6 s would change nothing.
    load.stop();
    const result = await load.done;
    expect(result.timeouts).toBe(0);
    expect(newcomers.map(({ status }) => status)).toEqual(newcomers.map(() => 200));
    // The newcomers came while the load was still running.
    expect(answeredDuring).toBeGreaterThan(0);
    const slowest = Math.max(...newcomers.map(({ ms }) => ms));
    console.info(
      `${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms; 50 new connections answered in at most ${slowest.toFixed(0)} ms`,
    );
    // A newcomer waits about as long as a request of a connection already in: one turn, not
    // the turns of the whole backlog.
    expect(slowest).toBeLessThan(4 * Math.max(result.latency.p99, 1));
  }, 60_000);
});

/**
 * A public form's POST whose body is never finished: it takes a place in the bound at its
 * headers and keeps it while its JSON is awaited.
 */
function holdPlace(url: string) {
  const body = JSON.stringify({ name: "Held", email: "held@example.com", message: "x".repeat(200) });
  const request = httpRequest(`${url}/api/applications`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": String(body.length) },
  });
  request.on("error", () => {}); // destroyed by the test
  request.write(body.slice(0, 10));
  return request;
}

describe("with a bound of two requests in flight", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { MAX_REQUESTS_IN_FLIGHT: "2" } });
  });
  afterAll(() => server?.dispose());

  it("refuses a burst past the bound with 503 and Retry-After at once, and keeps serving stored pages", async () => {
    await fetch(`${server.url}/services`); // stored in the page cache
    // The bound's two places, held by two applications whose bodies have not all arrived: a
    // read is answered within one turn of the server's loop, so a burst of them alone fills
    // the bound only by chance (on a quiet machine none of forty API reads was refused).
    const held = [holdPlace(server.url), holdPlace(server.url)];
    // Held once the server has them: a read is then refused.
    await expect.poll(async () => (await fetch(`${server.url}/api/posts?limit=1&q=held`)).status).toBe(503);
    // Distinct searches and pages: each one misses the caches and would read the database.
    const burst = Array.from({ length: 20 }, (_, n) =>
      fetch(`${server.url}/api/posts?limit=100&q=post${n}`, { headers: { "accept-language": "tr" } }),
    );
    const pages = Array.from({ length: 20 }, (_, n) => fetch(`${server.url}/blog?q=${n}`));
    const stored = Array.from({ length: 10 }, () => fetch(`${server.url}/services`));
    const [answers, storedAnswers] = await Promise.all([Promise.all([...burst, ...pages]), Promise.all(stored)]);

    expect(answers.map((response) => response.status)).toEqual(answers.map(() => 503));
    for (const response of answers) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await answers[0]!.json()).toEqual({ message: expect.stringMatching(/yoğun/) });
    expect(storedAnswers.map((response) => response.status)).toEqual(storedAnswers.map(() => 200));

    // A client gone gives its place back (decision 047): the bound serves again.
    for (const request of held) request.destroy();
    await expect.poll(async () => (await fetch(`${server.url}/api/posts?limit=1&q=again`)).status).toBe(200);
  });
});
