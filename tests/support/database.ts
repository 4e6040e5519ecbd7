import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, type Dialect, migrateToLatest, openDatabase } from "../../server/db/database.server";
import { templatesVariable, testRunVariable } from "./global-setup";

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

/** The name PostgreSQL templates of this run start with; the global teardown drops them (global-setup.ts). */
function templateDatabasePrefix(): string {
  return `test_template_${process.env[testRunVariable] ?? "run"}_`;
}

function postgresUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createPostgresDatabase(name: string, template?: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  } finally {
    await admin.end();
  }
}

const migratedTemplates = new Map<Dialect, Promise<string>>();

/**
 * A database migrated once per worker and engine, copied for each test's database instead
 * of migrating again (the migrations cost 1-2 s of a busy machine, ~150 databases a run):
 * SQLite's file, or a PostgreSQL database made with it as template. Closed before it is
 * copied; removed as the worker exits (SQLite) or the run ends (PostgreSQL, global setup).
 */
function migratedTemplate(dialect: Dialect): Promise<string> {
  let template = migratedTemplates.get(dialect);
  if (!template) {
    template = (async () => {
      if (dialect === "postgres") {
        const name = `${templateDatabasePrefix()}${crypto.randomUUID().replace(/-/g, "")}`;
        await createPostgresDatabase(name);
        const database = openDatabase({ databaseUrl: postgresUrl(name), dataDir: tmpdir() });
        await migrateToLatest(database.db).finally(() => database.close());
        return name;
      }
      const dataDir = mkdtempSync(path.join(process.env[templatesVariable] ?? tmpdir(), "agency-db-template-"));
      process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
      const database = openDatabase({ dataDir });
      await migrateToLatest(database.db).finally(() => database.close());
      return path.join(dataDir, sqliteFile);
    })();
    template.catch(() => migratedTemplates.delete(dialect));
    migratedTemplates.set(dialect, template);
  }
  return template;
}

/** The embedded database's file in its data directory (server/db/database.server.ts). */
const sqliteFile = "site.db";

/** A fresh, empty, migrated database of its own for one test file or test. */
export async function createTestDatabase(dialect: Dialect, { migrate = true } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "agency-db-"));
  let databaseUrl: string | undefined;
  let dropPostgres = async () => {};
  if (dialect === "sqlite" && migrate) copyFileSync(await migratedTemplate(dialect), path.join(dataDir, sqliteFile));
  if (dialect === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_${crypto.randomUUID().replace(/-/g, "")}`;
    await createPostgresDatabase(name, migrate ? await migratedTemplate(dialect) : undefined);
    databaseUrl = postgresUrl(name);
    dropPostgres = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = openDatabase({ databaseUrl, dataDir });
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
