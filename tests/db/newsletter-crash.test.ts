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

/**
 * An instance's newsletter worker in its own process (tests/support/newsletter-worker-process.ts),
 * with the tests' Vite config: vite.config.ts's React Router plugin writes its type files at
 * start, and two workers starting at once raced on them (ENOENT, the worker gone).
 */
async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/vite-node/vite-node.mjs"),
      "--config",
      "vitest.config.ts",
      "tests/support/newsletter-worker-process.ts",
    ],
    { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`worker exited with ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
  });
  return child;
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
      const smtp: SmtpProcess = await startSmtpProcess();
      started.push(smtp);
      const database: TestDatabase = await createTestDatabase(dialect);
      started.push({ stop: () => database.drop() });
      const { db } = database;
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
      const env = {
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? "",
        JWT_SECRET: testJwtSecret,
        SMTP_URL: smtp.url,
        MAIL_FROM: "news@agency.test",
      };

      const first = await startWorkerProcess(env);
      const firstExit = new Promise((resolve) => first.once("exit", resolve));
      started.push({ stop: async () => void (first.exitCode === null && first.kill("SIGKILL")) });
      await expect
        .poll(() => smtp.received.length, { timeout: 120_000, interval: 20 })
        .toBeGreaterThanOrEqual(recipients / 2);
      first.kill("SIGKILL");
      await firstExit;
      const atKill = smtp.received.length;
      expect(atKill).toBeLessThan(recipients);

      const second = await startWorkerProcess(env);
      started.push({
        stop: async () => {
          if (second.exitCode !== null) return;
          const exited = new Promise((resolve) => second.once("exit", resolve));
          second.kill("SIGTERM");
          await exited;
        },
      });
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
