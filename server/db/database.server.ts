import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CamelCasePlugin,
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Transaction,
} from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations/index.server";
import type { DB } from "./schema.server";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Told when PostgreSQL closes an idle pooled connection (restart, failover, admin command). */
  onConnectionLost?: (error: Error) => void;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded SQLite file under dataDir. */
export function openDatabase({ databaseUrl, dataDir, onConnectionLost = () => {} }: DatabaseOptions): Database {
  const db = databaseUrl ? openPostgres(databaseUrl, onConnectionLost) : openSqlite(dataDir);
  return { db, dialect: databaseUrl ? "postgres" : "sqlite", close: () => db.destroy() };
}

function openSqlite(dataDir: string): Kysely<DB> {
  mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, "site.db"));
  file.pragma("journal_mode = WAL");
  // FULL: a write acknowledged to a client survives a crash of the process or the machine.
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  return new Kysely<DB>({
    dialect: new SqliteDialect({ database: file }),
    plugins: [new CamelCasePlugin()],
  });
}

function openPostgres(connectionString: string, onConnectionLost: (error: Error) => void): Kysely<DB> {
  // A query while PostgreSQL is unreachable fails within seconds (answered 503), rather
  // than keeping the visitor waiting.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3000 });
  // Without a listener such an error would crash the process; the pool drops the dead
  // connection by itself and the next query opens a new one.
  pool.on("error", onConnectionLost);
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
}

/** The keys of the advisory locks below, one per rule that reads and then writes. */
export const transactionLocks = { activeAdmins: 7_401 } as const;

/**
 * Serialises transactions that check and then write (the last active admin): on
 * PostgreSQL an advisory lock held until commit, so two instances cannot both pass the
 * check; SQLite has one connection, so its transactions already run one at a time.
 */
export async function lockTransaction(trx: Transaction<DB>, key: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
}

export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** True when the database answers a trivial query. */
export async function isDatabaseHealthy(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Reads a timestamp column as ISO 8601, whichever database it came from. */
export function toIsoString(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function newId(): string {
  return crypto.randomUUID();
}
