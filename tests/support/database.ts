import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, type Dialect, migrateToLatest, openDatabase } from "../../server/db/database.server";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDialects: Dialect[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** Whether the PostgreSQL-only blocks run: TEST_DATABASE_URL names a server to test against. */
export const hasTestPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A block's name that says, in Vitest's output, when it is skipped and why: a PostgreSQL-only
 * block must not pass silently on a machine without the database (decision 049).
 */
export function skipNote(name: string, runs: boolean, reason = "TEST_DATABASE_URL not set"): string {
  if (runs) return name;
  // The default reporter names no skipped test, but it prints what a test file logs.
  console.info(`skipped: "${name}": ${reason}`);
  return `${name} (skipped: ${reason})`;
}

export interface TestDatabase extends Database {
  /** A DATABASE_URL for a server process (PostgreSQL), or undefined for SQLite. */
  databaseUrl?: string;
  dataDir: string;
  /** Closes and deletes the database. */
  drop(): Promise<void>;
}

/** A fresh, empty, migrated database of its own for one test file or test. */
export async function createTestDatabase(dialect: Dialect, { migrate = true } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "agency-db-"));
  let databaseUrl: string | undefined;
  let dropPostgres = async () => {};
  if (dialect === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_${crypto.randomUUID().replace(/-/g, "")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropPostgres = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = openDatabase({ databaseUrl, dataDir });
  if (migrate) await migrateToLatest(database.db);
  return {
    ...database,
    databaseUrl,
    dataDir,
    async drop() {
      await database.close();
      await dropPostgres();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
