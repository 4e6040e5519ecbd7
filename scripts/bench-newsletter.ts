// Measures a newsletter send of 5,000 recipients to a local SMTP server (a real one, in its
// own process): the time from the send's start to its last delivery, and the peak memory of
// the sending process. A benchmark, not a test: `npm run bench:newsletter` (BENCH_DATABASE_URL
// runs it on PostgreSQL instead of SQLite). Run with vite-node: the server's modules use Vite's
// import.meta.glob for their translations.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { loadConfig } from "../server/config.server";
import { migrateToLatest, newId, openDatabase } from "../server/db/database.server";
import { createPost } from "../server/db/posts.server";
import { readSiteSettings } from "../server/db/site-settings.server";
import { createLogger } from "../server/logger.server";
import { createNewsletterServices } from "../server/newsletter/newsletter-services.server";
import { listSends, scheduleSends } from "../server/newsletter/newsletter-sends.server";
import { smtpNewsletterTransport } from "../server/newsletter/newsletter-transport.server";
import { startNewsletterWorker } from "../server/newsletter/newsletter-worker.server";
import { startSmtpProcess } from "../tests/support/smtp-process";
import { postValues } from "../tests/support/post-values";

const recipients = Number(process.env.BENCH_RECIPIENTS ?? 5000);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-newsletter-"));
const smtp = await startSmtpProcess({ countOnly: true });
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123",
  SMTP_URL: smtp.url,
  MAIL_FROM: "news@agency.test",
});
const database = openDatabase(config);
const { db } = database;
try {
  await migrateToLatest(db);
  const now = new Date().toISOString();
  for (let start = 0; start < recipients; start += 500) {
    await db
      .insertInto("newsletterSubscribers")
      .values(
        Array.from({ length: Math.min(500, recipients - start) }, (_, index) => ({
          id: newId(),
          email: `reader-${start + index}@bench.test`,
          createdAt: now,
          language: "en" as const,
          status: "confirmed" as const,
          consent: "import" as const,
          confirmedAt: now,
        })),
      )
      .execute();
  }
  const post = await createPost(
    db,
    postValues({
      title: "Five things a fast site does",
      excerpt: "What we measure before a launch",
      content: `<p>${'A paragraph of a typical post, with a <a href="/blog">link</a>. '.repeat(40)}</p>`.repeat(8),
      status: "published",
    }),
    null,
  );
  // The fastest rate the settings allow: the figure is the sender's, not the pacing's.
  const settings = { ...(await readSiteSettings(db, config)), newsletterRatePerMinute: 100_000 };
  const [sendId] = await scheduleSends(db, { postId: post._id, schedule: "now" }, "bench");
  const baseline = process.memoryUsage().rss;
  let peakRss = baseline;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const worker = startNewsletterWorker({
    db,
    config,
    logger: createLogger("silent"),
    links: createNewsletterServices(config).links,
    settings: async () => settings,
    transport: smtpNewsletterTransport(smtp.url),
    checkEveryMs: 50,
  });
  let send = (await listSends(db, { id: sendId }))[0]!;
  while (send.status !== "sent") {
    await sleep(1000);
    process.stderr.write(`${smtp.received.length} `);
    send = (await listSends(db, { id: sendId }))[0]!;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await worker.close();
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  console.log(
    JSON.stringify({
      database: database.dialect,
      recipients,
      delivered: send.sent,
      failed: send.failed,
      receivedBySmtp: smtp.received.length,
      seconds: Number(seconds.toFixed(1)),
      perSecond: Math.round(send.sent / seconds),
      rssBeforeMb: mb(baseline),
      peakRssMb: mb(peakRss),
    }),
  );
} finally {
  await database.close();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
