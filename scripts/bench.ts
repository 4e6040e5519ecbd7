// `npm run bench`: starts the built server on a fresh SQLite database with 500 published
// posts and measures the API with autocannon on 127.0.0.1 (a benchmark, not a test).
import autocannon from "autocannon";
import { startServer, testAdmin } from "../tests/support/server";

const connections = 10;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);

const server = await startServer({
  env: {
    NODE_ENV: "production",
    JWT_SECRET: "bench-".padEnd(48, "x"),
    DEMO_CONTENT: "false",
    FORM_RATE_LIMIT: "100000000",
  },
});

try {
  const json = { "content-type": "application/json" };
  const login = await fetch(`${server.url}/api/auth/login`, { method: "POST", headers: json, body: JSON.stringify(testAdmin) });
  const { token } = (await login.json()) as { token: string };
  const admin = { ...json, authorization: `Bearer ${token}` };
  const category = await fetch(`${server.url}/api/categories`, { method: "POST", headers: admin, body: JSON.stringify({ name: "Bench" }) });
  const { _id: categoryId } = (await category.json()) as { _id: string };
  let slug = "";
  for (let n = 1; n <= 500; n++) {
    const response = await fetch(`${server.url}/api/posts`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({
        title: `Benchmark post number ${n}`,
        excerpt: `A short excerpt for post ${n}.`,
        content: `<h2>Post ${n}</h2>${"<p>Paragraph of a realistic length for a blog post body, with some words.</p>".repeat(12)}`,
        category: categoryId,
        tags: ["bench", `tag${n % 10}`],
        status: "published",
      }),
    });
    if (response.status !== 201) throw new Error(`seeding failed: ${response.status}`);
    if (n === 250) slug = ((await response.json()) as { slug: string }).slug;
  }

  const targets = [
    { title: "GET /api/posts?status=published&limit=20", path: "/api/posts?status=published&limit=20" },
    { title: `GET /api/posts/${slug}`, path: `/api/posts/${slug}` },
    { title: "GET /api/categories", path: "/api/categories" },
    {
      title: "POST /api/applications",
      path: "/api/applications",
      method: "POST" as const,
      headers: json,
      body: JSON.stringify({
        name: "Bench",
        email: "bench@test.az",
        message: "Benchmark application",
        phoneNumber: "+994 50 000 00 00",
        businessName: "Bench LLC",
      }),
    },
  ];

  console.log(`${connections} connections, ${durationSeconds} s each, SQLite, 500 published posts\n`);
  console.log("endpoint".padEnd(58), "req/s".padStart(8), "p50 ms".padStart(8), "p99 ms".padStart(8), "non-2xx".padStart(8));
  for (const target of targets) {
    const result = await autocannon({
      url: `${server.url}${target.path}`,
      method: target.method ?? "GET",
      headers: target.headers,
      body: target.body,
      connections,
      duration: durationSeconds,
    });
    console.log(
      target.title.padEnd(58),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.non2xx).padStart(8),
    );
  }
} finally {
  await server.dispose();
}
