import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimDueOutbox, enqueueOutbox, markOutboxFailed, markOutboxSent } from "../../server/db/outbox.server";
import { openDatabase } from "../../server/db/database.server";
import { nextAttemptAt } from "../../server/outbox/outbox-runner.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

describe.each(testDialects)("the outbox on %s", (dialect) => {
  let database: TestDatabase;
  let second: ReturnType<typeof openDatabase>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // Another instance's connections to the same database.
    second = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  });
  afterAll(async () => {
    await second?.close();
    await database?.drop();
  });

  it("gives each due row to one claimer only, when two claim at once", async () => {
    await enqueueOutbox(
      database.db,
      Array.from({ length: 30 }, (_, index) => ({ kind: "test.claim", payload: { index } })),
    );
    const claims = await Promise.all(
      [database.db, second.db, database.db, second.db].map((db) =>
        claimDueOutbox(db, { kinds: ["test.claim"], leaseMs: 60_000, limit: 30 }),
      ),
    );
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    // Claimed rows are not due again while their lease holds, and other kinds are never touched.
    expect(await claimDueOutbox(second.db, { kinds: ["test.claim"], leaseMs: 60_000 })).toEqual([]);
    expect(await claimDueOutbox(second.db, { kinds: ["other"], leaseMs: 60_000 })).toEqual([]);
  });

  it("claims a row again once its lease has run out (its job died), and a failed one at its retry", async () => {
    await enqueueOutbox(database.db, [{ kind: "test.lease", payload: {} }]);
    const [row] = await claimDueOutbox(database.db, { kinds: ["test.lease"], leaseMs: 60_000 });
    const later = new Date(Date.now() + 61_000);
    const [again] = await claimDueOutbox(second.db, { kinds: ["test.lease"], leaseMs: 60_000, now: later });
    expect(again).toMatchObject({ id: row!.id, attempts: 2 });
    await markOutboxFailed(second.db, row!.id, { error: "HTTP 500", retryAt: new Date(later.getTime() + 1_000) });
    expect(await claimDueOutbox(database.db, { kinds: ["test.lease"], leaseMs: 60_000, now: later })).toEqual([]);
    const retried = await claimDueOutbox(database.db, {
      kinds: ["test.lease"],
      leaseMs: 60_000,
      now: new Date(later.getTime() + 2_000),
    });
    expect(retried).toMatchObject([{ id: row!.id, attempts: 3, lastError: "HTTP 500" }]);
    await markOutboxSent(database.db, row!.id);
    const stored = await database.db.selectFrom("outbox").selectAll().where("id", "=", row!.id).executeTakeFirst();
    expect(stored).toMatchObject({ status: "sent", lastError: "", claimedUntil: null });
  });

  it("backs off exponentially and gives up a day after a row was queued", () => {
    const createdAt = "2026-11-28T00:00:00.000Z";
    const now = new Date("2026-11-28T01:00:00.000Z");
    const delay = (attempts: number) => nextAttemptAt({ attempts, createdAt }, now)!.getTime() - now.getTime();
    expect([1, 2, 3, 4].map(delay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(nextAttemptAt({ attempts: 1, createdAt }, new Date("2026-11-28T23:59:50.000Z"))).toBeUndefined();
  });
});
