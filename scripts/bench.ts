// `npm run bench`: measures the built server as browsers and API clients meet it, and
// writes the table to docs/PERFORMANCE.md (a benchmark, not a test).
// - Start: from spawning `node server.js` on an existing database to the first 200.
// - Public pages in English and Azerbaijani at 50 connections with a browser's
//   `Accept-Encoding: gzip, br`, after one warm-up request (the cached path).
// - The API's post list, uncompressed, over 500 published posts.
// - The API's post list under 400 connections asking for brotli (issue 28): req/s,
//   timeouts, and resident memory before, at the peak and a minute after
//   (BENCH_SETTLE_SECONDS shortens the wait for a quick run).
// - The server's resident memory: idle after start, its peak during each row (Linux's
//   peak counter is reset between rows) and over the whole run.
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { type RunningServer, startServer, testAdmin } from "../tests/support/server";
import { replaceSection } from "./performance-report";

const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const env = { NODE_ENV: "production", JWT_SECRET: "bench-".padEnd(48, "x"), FORM_RATE_LIMIT: "100000000" };

/** Starts the server's peak resident memory (VmHWM) counting afresh from now. */
function resetPeakMemory(server: RunningServer) {
  writeFileSync(`/proc/${server.child.pid}/clear_refs`, "5");
}

function memoryMiB(server: RunningServer, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1]) / 1024;
}

async function waitForFirstAnswer(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function seedPosts(url: string): Promise<string> {
  const json = { "content-type": "application/json" };
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(testAdmin),
  });
  const { token } = (await login.json()) as { token: string };
  const admin = { ...json, authorization: `Bearer ${token}` };
  let slug = "";
  for (let n = 1; n <= 500; n++) {
    const response = await fetch(`${url}/api/posts`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({
        title: `Benchmark post number ${n}`,
        excerpt: `A short excerpt for post ${n}.`,
        content: `<h2>Post ${n}</h2>${"<p>Paragraph of a realistic length for a blog post body, with some words.</p>".repeat(12)}`,
        tags: ["bench", `tag${n % 10}`],
        status: "published",
      }),
    });
    if (response.status !== 201) throw new Error(`seeding failed: ${response.status}`);
    if (n === 250) slug = ((await response.json()) as { slug: string }).slug;
  }
  return slug;
}

// First start: migrate, seed the demo, add 500 posts. Then the measured start on that database.
const first = await startServer({ env });
const dataDir = first.dataDir;
const slug = await seedPosts(first.url);
await first.stop();

const spawnedAt = performance.now();
const server = await startServer({ env, dataDir });
await waitForFirstAnswer(server.url);
const startMs = performance.now() - spawnedAt;
await new Promise((resolve) => setTimeout(resolve, 1000));
const idleMiB = memoryMiB(server, "VmRSS");

const browser = { "accept-encoding": "gzip, br" };
const targets = [
  ...["/", "/services", "/blog", `/blog/${slug}`].flatMap((path) => [
    { title: `GET ${path}`, path, headers: browser },
    { title: `GET ${path}${path.includes("?") ? "&" : "?"}lng=az`, path: `${path}?lng=az`, headers: browser },
  ]),
  { title: "GET /api/posts?limit=20 (JSON, uncompressed)", path: "/api/posts?limit=20", headers: {} },
];

const rows: string[] = [];
let peakMiB = memoryMiB(server, "VmHWM");
try {
  for (const target of targets) {
    resetPeakMemory(server);
    await fetch(`${server.url}${target.path}`, { headers: target.headers }); // fills the cache
    const result = await autocannon({
      url: `${server.url}${target.path}`,
      headers: target.headers,
      connections,
      duration: durationSeconds,
    });
    const rowPeakMiB = memoryMiB(server, "VmHWM");
    peakMiB = Math.max(peakMiB, rowPeakMiB);
    const row = `| ${target.title.replace(`/blog/${slug}`, "/blog/{post}")} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.timeouts + result.non2xx} | ${rowPeakMiB.toFixed(0)} |`;
    rows.push(row);
    console.log(row);
  }

  // The issue's attack: many clients reading the largest public answer with brotli.
  const heavy = { path: "/api/posts?limit=100", headers: { "accept-encoding": "br" }, connections: 400 };
  await fetch(`${server.url}${heavy.path}`, { headers: heavy.headers });
  const heavyBeforeMiB = memoryMiB(server, "VmRSS");
  resetPeakMemory(server);
  const heavyResult = await autocannon({
    url: `${server.url}${heavy.path}`,
    headers: heavy.headers,
    connections: heavy.connections,
    duration: durationSeconds,
  });
  const heavyPeakMiB = memoryMiB(server, "VmHWM");
  peakMiB = Math.max(peakMiB, heavyPeakMiB);
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const heavyRow = `| GET ${heavy.path} (br) | ${heavy.connections} | ${heavyResult.requests.average.toFixed(0)} | ${heavyResult.latency.p50} | ${heavyResult.latency.p99} | ${heavyResult.timeouts} | ${heavyResult.errors + heavyResult.non2xx} | ${heavyBeforeMiB.toFixed(0)} | ${heavyPeakMiB.toFixed(0)} | ${memoryMiB(server, "VmRSS").toFixed(0)} |`;
  console.log(heavyRow);
  const cpu = os.cpus();
  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim()} with ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}; autocannon on the same machine, ${connections} connections, ${durationSeconds} s per row; production build, SQLite, demo content plus 500 posts.`,
    "",
    "| Request | req/s | p50 ms | p99 ms | errors and non-2xx | peak RSS MiB |",
    "|---|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    `Under load: ${durationSeconds} s, resident memory before, at the peak and ${settleSeconds} s after; 503s (load shed, docs/decisions/031) count as non-2xx.`,
    "",
    "| Request | connections | req/s | p50 ms | p99 ms | timeouts | errors and non-2xx | RSS before MiB | peak RSS MiB | RSS after MiB |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    heavyRow,
    "",
    "| Server | Measured |",
    "|---|---:|",
    `| Start, spawn to first 200 (existing database) | ${startMs.toFixed(0)} ms |`,
    `| Resident memory, idle after start | ${idleMiB.toFixed(0)} MiB |`,
    `| Resident memory, peak over the run | ${peakMiB.toFixed(0)} MiB |`,
  ].join("\n");
  console.log(`\n${report}`);
  replaceSection("bench", report);
} finally {
  await server.dispose();
}
