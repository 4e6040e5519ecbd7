// `npm run bench`: measures the built server as browsers and API clients meet it, and
// writes the table to docs/PERFORMANCE.md (a benchmark, not a test).
// - Start: from spawning `node server.js` to the first 200, on an empty database (first
//   boot) and on an existing one (warm), several runs each, medians, with the server's CPU
//   time and the phases it logs (server/start-phases.server.ts).
// - Public pages in English and Azerbaijani at 50 connections with a browser's
//   `Accept-Encoding: gzip, br`, after one warm-up request (the cached path).
// - The API's post list, uncompressed, over 500 published posts.
// - The API's post list under 400 connections asking for brotli (issue 28): req/s,
//   timeouts, and resident memory before, at the peak and a minute after
//   (BENCH_SETTLE_SECONDS shortens the wait for a quick run).
// - The server's resident memory: idle after start, its peak during each row (Linux's
//   peak counter is reset between rows) and over the whole run.
// - The ceiling (issue 32): a bare Node `http` server answering a 16 KB buffer, in a child
//   process of its own, then the cached `/` with traffic counting off and on in turns,
//   in the same run, with the server's CPU per request and the resident memory each adds.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";
import os from "node:os";
import autocannon from "autocannon";
import { type RunningServer, startServer, testAdmin } from "../tests/support/server";
import { replaceSection } from "./performance-report";

// autocannon appends each response body to a string (`req.body += data`) for checks this
// bench does not ask for. For a compressed, binary body that is a UTF-8 decode costing the
// client about 250 µs a response, so every brotli row measured autocannon, capped near
// 4,000 req/s on this machine, while the bare server's ASCII buffer took V8's fast path
// (docs/PERFORMANCE.md). A browser decodes brotli natively and never makes a string of it.
const require = createRequire(import.meta.url);
const responseQueue = require("autocannon/lib/pipelinedRequestsQueue.js") as {
  prototype: { addBody(data: Buffer): void };
};
responseQueue.prototype.addBody = () => {};

const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const env = { NODE_ENV: "production", JWT_SECRET: "bench-".padEnd(48, "x"), FORM_RATE_LIMIT: "100000000" };

/** Starts the server's peak resident memory (VmHWM) counting afresh from now. */
function resetPeakMemory(server: RunningServer) {
  writeFileSync(`/proc/${server.child.pid}/clear_refs`, "5");
}

function memoryMiB(server: Pick<RunningServer, "child">, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1]) / 1024;
}

/** CPU time a process has used so far (user and system), in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks
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

const json = { "content-type": "application/json" };

async function adminHeaders(url: string): Promise<Record<string, string>> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(testAdmin),
  });
  const { token } = (await login.json()) as { token: string };
  return { ...json, authorization: `Bearer ${token}` };
}

/** Turns the site's traffic counting on or off through the settings, as an admin would. */
async function setCounting(url: string, admin: Record<string, string>, countTraffic: boolean) {
  const settings = (await (await fetch(`${url}/api/settings`, { headers: admin })).json()) as object;
  const saved = await fetch(`${url}/api/settings`, {
    method: "PUT",
    headers: admin,
    body: JSON.stringify({ ...settings, countTraffic }),
  });
  if (saved.status !== 200) throw new Error(`saving the settings failed: ${saved.status}`);
}

/** A bare Node `http` server answering a 16 KB buffer, in a process of its own: the ceiling on this machine. */
async function startBareServer(): Promise<{ url: string; pid: number; stop(): void }> {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const body = Buffer.alloc(16384, "x");
       const server = require("node:http").createServer((req, res) => {
         res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
         res.end(body);
       });
       server.listen(0, "127.0.0.1", () => console.log(server.address().port));`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once("line", resolve));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
}

async function seedPosts(url: string): Promise<string> {
  const admin = await adminHeaders(url);
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

interface StartPhase {
  phase: string;
  ms: number;
  cpuMs: number;
}
interface MeasuredStart {
  ms: number;
  cpuMs: number;
  phases: StartPhase[];
}

/**
 * One start, from spawning `node server.js` to the first 200, with the server's CPU time
 * by then and the phases it logs at debug level (server/start-phases.server.ts).
 */
async function measureStart(dataDir?: string): Promise<{ server: RunningServer; start: MeasuredStart }> {
  const spawnedAt = performance.now();
  const server = await startServer({ env: { ...env, LOG_LEVEL: "debug" }, dataDir });
  await waitForFirstAnswer(server.url);
  const ms = performance.now() - spawnedAt;
  const cpuMs = cpuSeconds(server.child.pid!) * 1000;
  const line = server.output.find((entry) => entry.includes('"msg":"start phases"'));
  const phases = line ? (JSON.parse(line) as { phases: StartPhase[] }).phases : [];
  return { server, start: { ms, cpuMs, phases } };
}

const medianOf = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** Each figure the median of the runs: a loaded machine varies a start by seconds, its CPU time far less. */
function medianStart(starts: MeasuredStart[]): MeasuredStart {
  return {
    ms: medianOf(starts.map((start) => start.ms)),
    cpuMs: medianOf(starts.map((start) => start.cpuMs)),
    phases: starts[0]!.phases.map(({ phase }) => ({
      phase,
      ms: medianOf(starts.map((start) => start.phases.find((entry) => entry.phase === phase)?.ms ?? 0)),
      cpuMs: medianOf(starts.map((start) => start.phases.find((entry) => entry.phase === phase)?.cpuMs ?? 0)),
    })),
  };
}

const startRuns = Number(process.env.BENCH_START_RUNS ?? 5);
// First boots: an empty database migrated and seeded, each on a directory of its own.
const firstBoots: MeasuredStart[] = [];
for (let run = 0; run < startRuns; run++) {
  const { server, start } = await measureStart();
  firstBoots.push(start);
  await server.dispose();
}
// The database the rest measures: the demo plus 500 posts, then warm starts on it.
const first = await startServer({ env });
const dataDir = first.dataDir;
const slug = await seedPosts(first.url);
await first.stop();
const warmStarts: MeasuredStart[] = [];
for (let run = 0; run < startRuns - 1; run++) {
  const { server, start } = await measureStart(dataDir);
  warmStarts.push(start);
  await server.stop();
}
const { server, start: lastWarmStart } = await measureStart(dataDir);
warmStarts.push(lastWarmStart);
const warm = medianStart(warmStarts);
const firstBoot = medianStart(firstBoots);
const startPhaseRows = warm.phases.map((entry) => {
  const boot = firstBoot.phases.find((other) => other.phase === entry.phase);
  return `| ${entry.phase} | ${entry.ms.toFixed(0)} | ${entry.cpuMs.toFixed(0)} | ${boot?.ms.toFixed(0) ?? "–"} | ${boot?.cpuMs.toFixed(0) ?? "–"} |`;
});
await new Promise((resolve) => setTimeout(resolve, 1000));
const idleMiB = memoryMiB(server, "VmRSS");

const browser = { "accept-encoding": "gzip, br" };
const targets = [
  ...["/", "/services", "/blog"].flatMap((path) => [
    { title: `GET ${path}`, path, headers: browser },
    { title: `GET ${path}?lng=az`, path: `${path}?lng=az`, headers: browser },
  ]),
  // A post answers in its own language (decision 039): `?lng=az` on this English post is a
  // redirect to it, so only its own address is measured.
  { title: `GET /blog/${slug}`, path: `/blog/${slug}`, headers: browser },
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

  // The ceiling and the cost of counting, in the same run.
  const bare = await startBareServer();
  const bareCpuBefore = cpuSeconds(bare.pid);
  const bareResult = await autocannon({ url: bare.url, connections, duration: durationSeconds });
  const bareCpuMicros = ((cpuSeconds(bare.pid) - bareCpuBefore) / bareResult.requests.total) * 1e6;
  const bareMiB = memoryMiB({ child: { pid: bare.pid } } as Pick<RunningServer, "child">, "VmHWM");
  bare.stop();
  const admin = await adminHeaders(server.url);
  // A browser's User-Agent, so each view takes the visitor's path (device class, daily hash), not the bots'.
  const visitor = {
    ...browser,
    "user-agent":
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  };
  const home = async (countTraffic: boolean) => {
    await setCounting(server.url, admin, countTraffic);
    await fetch(`${server.url}/`, { headers: visitor }); // stored again after the save cleared the cache
    const beforeMiB = memoryMiB(server, "VmRSS");
    resetPeakMemory(server);
    const cpuBefore = cpuSeconds(server.child.pid!);
    const result = await autocannon({
      url: `${server.url}/`,
      headers: visitor,
      connections,
      duration: durationSeconds,
    });
    const cpuMicros = ((cpuSeconds(server.child.pid!) - cpuBefore) / result.requests.total) * 1e6;
    const rowPeakMiB = memoryMiB(server, "VmHWM");
    peakMiB = Math.max(peakMiB, rowPeakMiB);
    return { result, cpuMicros, beforeMiB, rowPeakMiB, afterMiB: memoryMiB(server, "VmRSS") };
  };
  // Off and on taken in turns, three times, and each the median run by rate: one pair
  // varies by ±5 % from run to run here, as much as what counting costs.
  const runs: { off: Awaited<ReturnType<typeof home>>[]; on: Awaited<ReturnType<typeof home>>[] } = { off: [], on: [] };
  for (let round = 0; round < 3; round++) {
    runs.off.push(await home(false));
    runs.on.push(await home(true));
  }
  const median = (rows: Awaited<ReturnType<typeof home>>[]) =>
    rows.toSorted((a, b) => a.result.requests.average - b.result.requests.average)[1]!;
  const off = median(runs.off);
  const on = median(runs.on);
  const bareRate = bareResult.requests.average;
  const ceilingRows = [
    `| Bare Node \`http\` server, 16 KB buffer (the ceiling) | ${bareRate.toFixed(0)} | 100 % | ${bareCpuMicros.toFixed(0)} | ${bareResult.latency.p50} | ${bareResult.latency.p99} | ${bareResult.errors + bareResult.timeouts + bareResult.non2xx} | – | ${bareMiB.toFixed(0)} | – |`,
    ...[
      ["GET / (cached), counting off", off],
      ["GET / (cached), counting on", on],
    ].map(([title, row]) => {
      const { result, cpuMicros, beforeMiB, rowPeakMiB, afterMiB } = row as typeof on;
      return `| ${title as string} | ${result.requests.average.toFixed(0)} | ${((result.requests.average / bareRate) * 100).toFixed(0)} % | ${cpuMicros.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.timeouts + result.non2xx} | ${beforeMiB.toFixed(0)} | ${rowPeakMiB.toFixed(0)} | ${(afterMiB - beforeMiB).toFixed(1)} |`;
    }),
  ];
  for (const row of ceilingRows) console.log(row);
  const countingCost = `Counting on keeps ${((on.result.requests.average / off.result.requests.average) * 100).toFixed(0)} % of the rate with it off.`;

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
    `The ceiling and the cost of counting (docs/decisions/044), in the same run: a bare Node \`http\` server in a process of its own answering a 16 KB buffer, then the cached \`/\` with the traffic setting off and on, in turns three times, each the median run; the server's CPU time (user and system, all threads) divided by the requests it answered; memory is the server's resident set before the row, its peak, and what the row added. ${countingCost}`,
    "",
    "| Server | req/s | of bare | server CPU µs per request | p50 ms | p99 ms | errors and non-2xx | RSS before MiB | peak RSS MiB | RSS added MiB |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...ceilingRows,
    "",
    "| Server | Measured |",
    "|---|---:|",
    `| Start, spawn to first 200 (existing database), median of ${startRuns} | ${warm.ms.toFixed(0)} ms (${warm.cpuMs.toFixed(0)} ms CPU) |`,
    `| First boot, spawn to first 200 (empty database), median of ${startRuns} | ${firstBoot.ms.toFixed(0)} ms (${firstBoot.cpuMs.toFixed(0)} ms CPU) |`,
    `| Resident memory, idle after start | ${idleMiB.toFixed(0)} MiB |`,
    `| Resident memory, peak over the run | ${peakMiB.toFixed(0)} MiB |`,
    "",
    `Start by phase (server/start-phases.server.ts, its \`start phases\` debug line), medians of ${startRuns} runs; wall-clock and CPU milliseconds (user and system, all threads). "module load" is Node's own start and the server's modules before \`main\` runs; the pages' modules load after listening.`,
    "",
    "| Phase | warm ms | warm CPU ms | first boot ms | first boot CPU ms |",
    "|---|---:|---:|---:|---:|",
    ...startPhaseRows,
  ].join("\n");
  console.log(`\n${report}`);
  replaceSection("bench", report);
} finally {
  await server.dispose();
}
