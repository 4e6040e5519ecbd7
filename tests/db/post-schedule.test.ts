import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onContentChange } from "../../server/db/content-changes.server";
import { type Database, openDatabase } from "../../server/db/database.server";
import { createPost, findPost } from "../../server/db/posts.server";
import type { DB } from "../../server/db/schema.server";
import { createLogger } from "../../server/logger.server";
import { type PostScheduler, startPostScheduler } from "../../server/post-scheduler.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { postValues } from "../support/post-values";

// Scheduled publishing runs on every instance and happens once (decision 037): each
// instance's scheduler claims due posts with a conditional UPDATE, and only the one whose
// update changed a row announces it. An instance started after the moment catches up.

const logger = createLogger("silent");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, polling every 20 ms, for at most `ms`. */
async function until(check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(20);
  }
}

const scheduledIn = (ms: number, title: string) =>
  postValues({ title, publishAt: new Date(Date.now() + ms).toISOString() });

describe.each(testDialects)("scheduled publishing on %s", (dialect) => {
  let database: TestDatabase;
  const schedulers: PostScheduler[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await Promise.all(schedulers.map((scheduler) => scheduler.close()));
    await database?.drop();
  });

  const start = (db: Kysely<DB>) => {
    const scheduler = startPostScheduler({ db, logger });
    schedulers.push(scheduler);
    return scheduler;
  };
  const isPublished = async (id: string) => (await findPost(database.db, id))?.status === "published";

  it("publishes a post at its moment, not before, and announces it", async () => {
    const scheduler = start(database.db);
    let announced = 0;
    const stop = onContentChange(database.db, () => announced++);
    const post = await createPost(database.db, scheduledIn(1500, "On the minute"), null);
    announced = 0;
    await sleep(1000);
    expect(await isPublished(post._id)).toBe(false);
    await until(() => isPublished(post._id));
    const lateMs = Date.now() - Date.parse(post.publishAt!);
    console.log(`scheduled post published ${lateMs} ms after its moment (${dialect}, in-process)`);
    expect(lateMs).toBeLessThan(1000);
    expect(announced).toBeGreaterThanOrEqual(1);
    expect((await findPost(database.db, post._id))!.publishedAt).toBe(post.publishAt);
    stop();
    await scheduler.close();
  });

  it("publishes, on start, a post whose moment passed while no instance ran", async () => {
    const post = await createPost(database.db, scheduledIn(300, "Missed while down"), null);
    await sleep(600);
    expect(await isPublished(post._id)).toBe(false);
    const restarted = start(database.db);
    await until(() => isPublished(post._id), 5000);
    expect((await findPost(database.db, post._id))!.publishedAt).toBe(post.publishAt);
    await restarted.close();
  });

  describe.skipIf(dialect !== "postgres")("two instances on one PostgreSQL", () => {
    let other: Database;

    beforeAll(() => {
      other = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    });
    afterAll(async () => {
      await other?.close();
    });

    it("publishes a post scheduled a moment ahead exactly once, by one of them", async () => {
      const instances = [database.db, other.db];
      const publishAt = new Date(Date.now() + 1500).toISOString();
      const posts = await Promise.all(
        Array.from({ length: 5 }, (_, n) =>
          createPost(database.db, postValues({ title: `Race ${n}`, publishAt }), null),
        ),
      );
      // Each instance counts the changes it announced: only the one whose update changed a row announces.
      const announcements = instances.map(() => 0);
      const stops = instances.map((db, index) => onContentChange(db, () => announcements[index]!++));
      const running = instances.map((db) => start(db));
      await until(async () => (await Promise.all(posts.map((post) => isPublished(post._id)))).every(Boolean));
      await sleep(500);
      for (const stop of stops) stop();
      await Promise.all(running.map((scheduler) => scheduler.close()));

      const published = await database.db
        .selectFrom("posts")
        .select(["id", "publishedAt"])
        .where(
          "id",
          "in",
          posts.map((post) => post._id),
        )
        .where("status", "=", "published")
        .execute();
      expect(published).toHaveLength(5);
      // The five fall due together: one claim takes them all, so one announcement in all.
      expect(announcements.reduce((sum, count) => sum + count, 0)).toBe(1);
      console.log(`announcements by instance: ${announcements.join(", ")}`);
    });

    it("catches up on a restarted instance while the other is still down", async () => {
      const post = await createPost(database.db, scheduledIn(200, "Both were down"), null);
      await sleep(400);
      const restarted = start(other.db);
      await until(() => isPublished(post._id), 5000);
      await restarted.close();
    });
  });
});
