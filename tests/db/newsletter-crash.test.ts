import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { describe, it } from "vitest";
import { newId } from "../../server/db/database.server";
import { createPost } from "../../server/db/posts.server";
import { defaultSiteSettings } from "../../server/db/site-settings.server";
import { listSends, scheduleSends } from "../../server/newsletter/newsletter-sends.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { postValues } from "../support/post-values";
import { testJwtSecret } from "../support/server";
import { type SmtpProcess, startSmtpProcess } from "../support/smtp-process";

const root = path.resolve(import.meta.dirname, "../..");
const recipients = 2000;

/** A newsletter worker's process, and the moment it printed a word ("loaded", "ready"). */
interface WorkerProcess {
  child: ChildProcess;
  printed(word: string): Promise<void>;
}

/**
 * An instance's newsletter worker in its own process (tests/support/newsletter-worker-process.ts),
 * with the tests' Vite config: vite.config.ts's React Router plugin writes its type files at
 * start, and two workers starting at once raced on them (ENOENT, the worker gone).
 */
function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/vite-node/vite-node.mjs"),
      "--config",
      "vitest.config.ts",
      "tests/support/newsletter-worker-process.ts",
    ],
    { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ["pipe", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`worker exited with ${code}`))),
  );
  exited.catch(() => {});
  return {
    child,
    printed: (word) =>
      Promise.race([
        exited,
        new Promise<void>((resolve) => {
          const look = () => (output.includes(word) ? resolve() : child.stdout!.once("data", () => setImmediate(look)));
          look();
        }),
      ]),
  };
}

// The engines run side by side (`concurrent`): each test waits on its own processes (SMTP,
// the workers, its database), and in turn the two took the sum of both, over three minutes
// on a busy machine. Each test stops what it started as it finishes (`onTestFinished`).
describe.concurrent("a newsletter send interrupted by SIGKILL", () => {
  it.for(testDialects)(
    `on %s is resumed by another instance and delivers each of ${recipients} addresses exactly once`,
    { timeout: 400_000 },
    async (dialect, { expect, onTestFinished }) => {
      const started: { stop(): Promise<unknown> }[] = [];
      onTestFinished(async () => {
        for (const part of started.reverse()) await part.stop();
      });
      // The SMTP sink (the test reads only whom each message went to) and the database, side by side.
      const [smtpStart, databaseStart] = await Promise.allSettled([
        startSmtpProcess({ countOnly: true }),
        createTestDatabase(dialect),
      ]);
      if (smtpStart.status === "fulfilled") started.push(smtpStart.value);
      if (databaseStart.status === "fulfilled") started.push({ stop: () => databaseStart.value.drop() });
      if (smtpStart.status === "rejected") throw smtpStart.reason;
      if (databaseStart.status === "rejected") throw databaseStart.reason;
      const smtp: SmtpProcess = smtpStart.value;
      const database: TestDatabase = databaseStart.value;
      const { db } = database;
      const env = {
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? "",
        JWT_SECRET: testJwtSecret,
        SMTP_URL: smtp.url,
        MAIL_FROM: "news@agency.test",
        // A claim the killed worker left is free again this long after its batch's end.
        NEWSLETTER_LEASE_MS: "500",
      };
      // Both instances load their modules (seconds of a busy machine) while the send is
      // prepared; the first starts once it is scheduled, the second once the first is killed.
      const first = startWorkerProcess({ ...env, START_ON_INPUT: "1" });
      const firstExit = new Promise((resolve) => first.child.once("exit", resolve));
      started.push({ stop: async () => void (first.child.exitCode === null && first.child.kill("SIGKILL")) });
      const second = startWorkerProcess({ ...env, START_ON_INPUT: "1" });
      started.push({
        stop: async () => {
          if (second.child.exitCode !== null) return;
          const exited = new Promise((resolve) => second.child.once("exit", resolve));
          second.child.kill("SIGTERM");
          await exited;
        },
      });

      const now = new Date().toISOString();
      for (let start = 0; start < recipients; start += 500) {
        await db
          .insertInto("newsletterSubscribers")
          .values(
            Array.from({ length: 500 }, (_, index) => ({
              id: newId(),
              email: `reader-${start + index}@example.com`,
              createdAt: now,
              language: "en" as const,
              status: "confirmed" as const,
              consent: "import" as const,
              confirmedAt: now,
            })),
          )
          .execute();
      }
      // The fastest rate the settings allow, so the test waits on the sending, not the pace.
      await db
        .insertInto("siteSettings")
        .values({
          id: "site",
          document: JSON.stringify({ ...defaultSiteSettings({}), newsletterRatePerMinute: 100_000 }),
          updatedBy: null,
          updatedAt: now,
        })
        .execute();
      const post = await createPost(db, postValues({ title: "Once each", status: "published" }), null);
      const [sendId] = await scheduleSends(db, { postId: post._id, schedule: "now" }, "test");

      await first.printed("loaded");
      first.child.stdin!.write("start\n");
      await first.printed("ready");
      await expect
        .poll(() => smtp.received.length, { timeout: 120_000, interval: 20 })
        .toBeGreaterThanOrEqual(recipients / 2);
      first.child.kill("SIGKILL");
      await firstExit;
      const atKill = smtp.received.length;
      expect(atKill).toBeLessThan(recipients);

      await second.printed("loaded");
      second.child.stdin!.write("start\n");
      await second.printed("ready");
      await expect
        .poll(async () => (await listSends(db, { id: sendId }))[0]?.status, { timeout: 180_000, interval: 200 })
        .toBe("sent");
      const send = (await listSends(db, { id: sendId }))[0]!;
      expect(send).toMatchObject({ recipients, sent: recipients, failed: 0, queued: 0 });
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(recipients);
      const addresses = smtp.received.flatMap((mail) => mail.to);
      expect(new Set(addresses).size).toBe(recipients);
      expect(addresses).toHaveLength(recipients);
    },
  );
});
