import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../server/db/database.server";
import { oneDatabaseWait } from "../../server/db/one-database-wait.server";
import { isDatabaseUnavailable } from "../../server/db/unavailable.server";
import { createTestDatabase, type TestDatabase, hasTestPostgres, skipNote } from "../support/database";

// Only PostgreSQL waits (SQLite's busy wait is synchronous): decision 032's limits, applied
// once per request (issue 36: a page on a hung database waited them one read after another).
describe.runIf(hasTestPostgres)(skipNote("one request's database waits on postgres", hasTestPostgres), () => {
  let database: TestDatabase;
  let limited: Database;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    limited = openDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      limits: {
        poolSize: 2,
        connectTimeoutMs: 1000,
        statementTimeoutMs: 200,
        lockTimeoutMs: 200,
        idleInTransactionTimeoutMs: 1000,
      },
    });
  });
  afterAll(async () => {
    await limited?.close();
    await database?.drop();
  });

  const slowRead = () => sql`select pg_sleep(2)`.execute(limited.db);
  const usersRead = () => limited.db.selectFrom("users").select("id").execute();

  it("waits its limit once: after a wait ran out, the request's next reads fail at once with that error", async () => {
    await oneDatabaseWait(async () => {
      const ranOut = await slowRead().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(ranOut)).toBe(true);
      // The same error object: no connection was asked for, no statement sent, no second wait.
      await expect(usersRead()).rejects.toBe(ranOut);
      await expect(limited.db.selectFrom("posts").select("id").execute()).rejects.toBe(ranOut);
    });
  });

  it("leaves other requests, and work outside any request, to wait their own limit", async () => {
    await oneDatabaseWait(() => slowRead().catch(() => {}));
    await oneDatabaseWait(async () => expect(await usersRead()).toEqual([]));
    expect(await usersRead()).toEqual([]);
  });

  it("remembers nothing from a wrong query: only waits that ran out count", async () => {
    await oneDatabaseWait(async () => {
      await expect(sql`select * from no_such_table`.execute(limited.db)).rejects.toThrow();
      expect(await usersRead()).toEqual([]);
    });
  });
});
