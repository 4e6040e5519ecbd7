import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { onPublicChange } from "../../server/db/public-changes.server";
import { type Database, openDatabase } from "../../server/db/database.server";
import { createPost, findPost } from "../../server/db/posts.server";
import type { DB } from "../../server/db/schema.server";
import { createLogger } from "../../server/logger.server";
import { type PostScheduler, startPostScheduler } from "../../server/post-scheduler.server";
import { createTestDatabase, hasTestPostgres, skipNote, type TestDatabase, testDialects } from "../support/database";
import { untilPast } from "../support/clock";
import { postValues } from "../support/post-values";

// Scheduled publishing runs on every instance and happens once (decision 037): each
// instance's scheduler claims due posts with a conditional UPDATE, and only the one whose
// update changed a row announces it. An instance started after the moment catches up.
//
// Nothing here sleeps a fixed time before an assertion (decision 049): the tests wait for
// the clock to pass a moment, or poll for a condition with a deadline, and every scheduler
// and listener a test starts is stopped after it, passed or failed, so a scheduler left
// running cannot publish the next test's post.

const logger = createLogger("silent");
/** Long enough that only the moment's own timer (or an announcement) can publish in time. */
const noPeriodicCheck = 10 * 60_000;
const deadline = { timeout: 20_000, interval: 20 };

const scheduledIn = (ms: number, title: string) =>
  postValues({ title, publishAt: new Date(Date.now() + ms).toISOString() });

/** Starts schedulers and listeners for one test, and stops all of them after it. */
function running() {
  const schedulers: PostScheduler[] = [];
  const stops: (() => void)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) stop();
    await Promise.all(schedulers.splice(0).map((scheduler) => scheduler.close()));
  });
  return {
    start(db: Kysely<DB>, checkEveryMs?: number) {
      const scheduler = startPostScheduler({ db, logger, checkEveryMs });
      schedulers.push(scheduler);
      return scheduler;
    },
    /** Counts the content changes announced on `db`. */
    countAnnouncements(db: Kysely<DB>) {
      const counter = { count: 0 };
      stops.push(onPublicChange(db, () => counter.count++));
      return counter;
    },
  };
}

const isPublishedIn = async (db: Kysely<DB>, id: string) => (await findPost(db, id))?.status === "published";

describe.each(testDialects)("scheduled publishing on %s", (dialect) => {
  let database: TestDatabase;
  const { start, countAnnouncements } = running();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const isPublished = (id: string) => isPublishedIn(database.db, id);

  it("publishes a post at its moment, not before, and announces it", async () => {
    start(database.db, noPeriodicCheck);
    const post = await createPost(database.db, scheduledIn(1500, "On the minute"), null);
    const announced = countAnnouncements(database.db);
    let seenEarly = false;
    await expect
      .poll(async () => {
        const published = await isPublished(post._id);
        // Read back before the moment: a post published then was published early.
        if (published && Date.now() < Date.parse(post.publishAt!)) seenEarly = true;
        return published;
      }, deadline)
      .toBe(true);
    expect(seenEarly).toBe(false);
    // Logged, not bounded: how late depends on the machine's load.
    const lateMs = Date.now() - Date.parse(post.publishAt!);
    console.log(`scheduled post published ${lateMs} ms after its moment (${dialect}, in-process)`);
    await expect.poll(() => announced.count, deadline).toBeGreaterThanOrEqual(1);
    expect((await findPost(database.db, post._id))!.publishedAt).toBe(post.publishAt);
  });

  it("publishes, on start, a post whose moment passed while no instance ran", async () => {
    const post = await createPost(database.db, scheduledIn(300, "Missed while down"), null);
    await untilPast(post.publishAt!);
    expect(await isPublished(post._id)).toBe(false);
    start(database.db, noPeriodicCheck);
    await expect.poll(() => isPublished(post._id), deadline).toBe(true);
    expect((await findPost(database.db, post._id))!.publishedAt).toBe(post.publishAt);
  });
});

describe.runIf(hasTestPostgres)(
  skipNote("scheduled publishing on two instances of one PostgreSQL", hasTestPostgres),
  () => {
    let database: TestDatabase;
    let other: Database;
    const { start, countAnnouncements } = running();

    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      other = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    });
    afterAll(async () => {
      await other?.close();
      await database?.drop();
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
      const announcements = instances.map((db) => countAnnouncements(db));
      const schedulers = instances.map((db) => start(db, noPeriodicCheck));
      const allPublished = async () =>
        (await Promise.all(posts.map((post) => isPublishedIn(database.db, post._id)))).every(Boolean);
      await expect.poll(allPublished, deadline).toBe(true);
      // A scheduler's close waits for its run under way: after it, no announcement is still to come.
      await Promise.all(schedulers.map((scheduler) => scheduler.close()));

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
      const counts = announcements.map((announced) => announced.count);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
      console.log(`announcements by instance: ${counts.join(", ")}`);
    });

    it("catches up on a restarted instance while the other is still down", async () => {
      const post = await createPost(database.db, scheduledIn(200, "Both were down"), null);
      await untilPast(post.publishAt!);
      start(other.db, noPeriodicCheck);
      await expect.poll(() => isPublishedIn(database.db, post._id), deadline).toBe(true);
    });
  },
);
