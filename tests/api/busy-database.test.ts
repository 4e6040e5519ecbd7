import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../server/db/database.server";
import { locale } from "../support/html";
import { startApi, type TestApi } from "../support/api";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

/** One connection, and short waits: for a free connection, for another's lock. */
const limits = {
  poolSize: 1,
  connectTimeoutMs: 300,
  statementTimeoutMs: 5000,
  lockTimeoutMs: 300,
  idleInTransactionTimeoutMs: 10_000,
};

/** Another client holding the write lock on `posts` (SQLite: on the whole file) until released. */
async function holdPostsLock(database: TestDatabase): Promise<() => Promise<void>> {
  if (!database.databaseUrl) {
    const other = new SQLite(path.join(database.dataDir, "site.db"));
    other.exec("begin immediate");
    return async () => {
      other.exec("rollback");
      other.close();
    };
  }
  const other = new pg.Client({ connectionString: database.databaseUrl });
  await other.connect();
  await other.query("begin");
  await other.query("lock table posts in access exclusive mode");
  return async () => {
    await other.query("rollback");
    await other.end();
  };
}

describe.each(testDialects)("a write while another client holds the lock, on %s", (dialect) => {
  let database: TestDatabase;
  let limited: Database;
  let api: TestApi;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    limited = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, limits });
    api = await startApi({ ...database, db: limited.db });
  });
  afterEach(async () => {
    await api.close();
    await limited.close();
    await database.drop();
  });

  it("answers 503 with Retry-After in the visitor's language once the waits run out, and 201 after", async () => {
    const token = await api.adminToken();
    const write = () =>
      api.call("POST", "/api/posts", {
        token,
        headers: { "accept-language": "ru" },
        body: { title: `Written while locked ${crypto.randomUUID()}`, content: "<p>x</p>", excerpt: "x" },
      });
    const release = await holdPostsLock(database);
    try {
      // One waits for the lock, the others (on PostgreSQL) for the one pooled connection.
      for (const answer of await Promise.all([write(), write(), write()])) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("30");
        expect(answer.body).toEqual({ message: locale("ru", "api", "unavailable") });
      }
    } finally {
      await release();
    }
    expect((await write()).status).toBe(201);
  });
});
