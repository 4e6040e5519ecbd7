import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listenForPublicChanges } from "../../server/db/public-change-listener.server";
import { announcePublicChange } from "../../server/db/public-changes.server";
import { createLogger } from "../../server/logger.server";
import { createTestDatabase, hasTestPostgres, skipNote, type TestDatabase } from "../support/database";

const heardEverywhere = skipNote("content changes heard by every instance (PostgreSQL)", hasTestPostgres);
describe.runIf(hasTestPostgres)(heardEverywhere, () => {
  let database: TestDatabase;
  let listener: ReturnType<typeof listenForPublicChanges>;
  let heard = 0;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    listener = listenForPublicChanges({
      connectionString: database.databaseUrl!,
      onChange: () => heard++,
      logger: createLogger("silent"),
    });
    await vi.waitFor(() => expect(listener.isListening()).toBe(true), { timeout: 30_000, interval: 10 });
  });
  afterAll(async () => {
    await listener?.close();
    await database?.drop();
  });

  it("hears an announcement made on the database", async () => {
    const before = heard;
    await announcePublicChange(database.db);
    await expect.poll(() => heard).toBe(before + 1);
  });

  it("hears a transaction's announcement at its commit, and never a rolled-back one's", async () => {
    const before = heard;
    await database.db
      .transaction()
      .execute(async (trx) => {
        await announcePublicChange(trx);
        throw new Error("rolled back");
      })
      .catch(() => {});
    // Probes announced outside the transaction: PostgreSQL delivers notifications in the order
    // they were committed, so once a probe is heard, anything committed before it was too.
    await database.db.transaction().execute(async (trx) => {
      await announcePublicChange(trx);
      await announcePublicChange(database.db);
      await expect.poll(() => heard).toBe(before + 1); // the probe, not the transaction's: not before the commit
    });
    await expect.poll(() => heard).toBe(before + 2);
    // Nothing else comes: a last probe is heard next, and the rolled-back announcement never.
    await announcePublicChange(database.db);
    await expect.poll(() => heard).toBe(before + 3);
  });
});
