import type { Options } from "express-rate-limit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseRateLimitStore } from "../../server/db/rate-limit-hits.server";
import { untilPast } from "../support/clock";
import { createTestDatabase, hasTestPostgres, skipNote, type TestDatabase } from "../support/database";

describe.runIf(hasTestPostgres)(skipNote("rate limit counters in PostgreSQL", hasTestPostgres), () => {
  let database: TestDatabase;
  const stores: ReturnType<typeof databaseRateLimitStore>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    for (const store of stores) await store.shutdown?.();
    await database?.drop();
  });

  /** A store as express-rate-limit sets one up, over a window of `windowMs`. */
  function store(prefix: string, windowMs = 60_000) {
    const created = databaseRateLimitStore(database.db, prefix);
    void created.init?.({ windowMs } as Options);
    stores.push(created);
    return created;
  }

  it("counts concurrent hits from two stores (two instances) on one counter, none lost", async () => {
    const [first, second] = [store("login:"), store("login:")];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 ? first : second).increment("10.0.0.1")),
    );
    expect(answers.map((answer) => answer.totalHits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, n) => n + 1),
    );
    expect(new Set(answers.map((answer) => answer.resetTime?.getTime())).size).toBe(1);
  });

  it("takes back a hit, forgets a key, and keeps limits of other names apart", async () => {
    const forms = store("forms:");
    const comments = store("comments:");
    await forms.increment("10.0.0.2");
    await forms.increment("10.0.0.2");
    await forms.decrement("10.0.0.2");
    expect((await forms.increment("10.0.0.2")).totalHits).toBe(2);
    expect((await comments.increment("10.0.0.2")).totalHits).toBe(1);
    await forms.resetKey("10.0.0.2");
    expect((await forms.increment("10.0.0.2")).totalHits).toBe(1);
  });

  it("starts a new window once the last one has passed", async () => {
    const short = store("short:", 300);
    await short.increment("10.0.0.3");
    const second = await short.increment("10.0.0.3");
    expect(second.totalHits).toBe(2);
    await untilPast(second.resetTime!);
    const fresh = await short.increment("10.0.0.3");
    expect(fresh.totalHits).toBe(1);
    expect(fresh.resetTime!.getTime()).toBeGreaterThan(second.resetTime!.getTime());
  });
});
