// `npm run bench:instances`: the throughput of a cached public page from one instance and
// from two instances on one PostgreSQL (a benchmark, not a test; it prints its table).
// Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL it may create a database in.
// Two instances only add throughput where there are cores for them: on a machine of two
// cores, autocannon, PostgreSQL and the instances share the same two.
import os from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { type RunningServer, startServer, testJwtSecret } from "../tests/support/server";

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL to measure against.");
const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const path = process.env.BENCH_PATH ?? "/blog";
const headers = { "accept-encoding": "gzip, br" };

const name = `bench_${crypto.randomUUID().replace(/-/g, "")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const env = {
  NODE_ENV: "production",
  DATABASE_URL: url.toString(),
  JWT_SECRET: testJwtSecret,
};

/** Requests per second over every instance together, each taking an equal share of the connections. */
async function measure(instances: RunningServer[]) {
  for (const instance of instances) await fetch(`${instance.url}${path}`, { headers }); // fills the caches
  const results = await Promise.all(
    instances.map((instance) =>
      autocannon({
        url: `${instance.url}${path}`,
        headers,
        connections: connections / instances.length,
        duration: durationSeconds,
      }),
    ),
  );
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failed: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
  };
}

const instances: RunningServer[] = [];
try {
  instances.push(await startServer({ env }));
  instances.push(await startServer({ env }));
  const one = await measure(instances.slice(0, 1));
  const two = await measure(instances);
  const cpu = os.cpus();
  console.log(
    [
      `GET ${path} (cached), ${connections} connections, ${durationSeconds} s, on ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}`,
      "| Instances | req/s | p99 ms | errors and non-2xx |",
      "|---:|---:|---:|---:|",
      `| 1 | ${one.rps.toFixed(0)} | ${one.p99} | ${one.failed} |`,
      `| 2 | ${two.rps.toFixed(0)} | ${two.p99} | ${two.failed} |`,
    ].join("\n"),
  );
} finally {
  await Promise.all(instances.map((instance) => instance.dispose()));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
