import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CamelCasePlugin,
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  type QueryExecutorProvider,
  SqliteDialect,
  sql,
  type Transaction,
} from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations/index.server";
import { poolOfOneWait } from "./one-database-wait.server";
import { preparedOnce } from "./sqlite-statements.server";
import type { DatabaseLimits } from "../config.server";
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
  /**
   * The bounds of a serving instance (decision 032). Without them (start-up, the command
   * line) a statement may take as long as it needs: a migration, or waiting for another
   * instance's.
   */
  limits?: DatabaseLimits;
  /** Told when PostgreSQL closes an idle pooled connection (restart, failover, admin command). */
  onConnectionLost?: (error: Error) => void;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded SQLite file under dataDir. */
export function openDatabase({ databaseUrl, dataDir, limits, onConnectionLost = () => {} }: DatabaseOptions): Database {
  const db = databaseUrl ? openPostgres(databaseUrl, limits, onConnectionLost) : openSqlite(dataDir, limits);
  return { db, dialect: databaseUrl ? "postgres" : "sqlite", close: () => db.destroy() };
}

/** What an instance without limits waits: a connection 3 s, another writer 5 s. */
const unlimitedConnectTimeoutMs = 3000;
const unlimitedBusyTimeoutMs = 5000;

/**
 * The client stops waiting this long after PostgreSQL's own statement_timeout: PostgreSQL's
 * cancel arrives first while it answers, and the connection stays usable.
 */
const clientTimeoutMarginMs = 1000;

function openSqlite(dataDir: string, limits: DatabaseLimits | undefined): Kysely<DB> {
  mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, "site.db"));
  file.pragma("journal_mode = WAL");
  // FULL: a write acknowledged to a client survives a crash of the process or the machine.
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  // The wait for another process's write (the command line); better-sqlite3 waits
  // synchronously, holding every request meanwhile, then throws SQLITE_BUSY (503).
  file.pragma(`busy_timeout = ${limits?.lockTimeoutMs ?? unlimitedBusyTimeoutMs}`);
  return new Kysely<DB>({
    dialect: new SqliteDialect({ database: preparedOnce(file) }),
    plugins: [new CamelCasePlugin()],
  });
}

function openPostgres(
  connectionString: string,
  limits: DatabaseLimits | undefined,
  onConnectionLost: (error: Error) => void,
): Kysely<DB> {
  // Every wait ends within the limits and answers 503 (isDatabaseUnavailable), rather than
  // keeping the visitor waiting: for a connection (the pool busy, PostgreSQL unreachable),
  // for a statement or a lock, and for an answer from a server that does not answer at all.
  const pool = new pg.Pool({
    connectionString,
    max: limits?.poolSize ?? 10,
    connectionTimeoutMillis: limits?.connectTimeoutMs ?? unlimitedConnectTimeoutMs,
    ...(limits && {
      options: [
        `-c statement_timeout=${limits.statementTimeoutMs}`,
        `-c lock_timeout=${limits.lockTimeoutMs}`,
        `-c idle_in_transaction_session_timeout=${limits.idleInTransactionTimeoutMs}`,
      ].join(" "),
      query_timeout: limits.statementTimeoutMs + clientTimeoutMarginMs,
    }),
  });
  // A connection that PostgreSQL drops reports it on itself, idle or lent out (in a
  // transaction, between two queries); without a listener that error would crash the
  // process. The pool drops the dead connection and the next query opens a new one. The
  // pool passes an idle connection's error on to its own listeners too: reported once, here.
  pool.on("connect", (client) => client.on("error", onConnectionLost));
  pool.on("error", () => {});
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool: poolOfOneWait(pool) }),
    plugins: [new CamelCasePlugin()],
  });
}

/** Whether a handle (or a transaction on it) speaks to PostgreSQL. */
export function isPostgres(db: QueryExecutorProvider): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The keys of the advisory locks below, one per rule that reads and then writes. */
export const transactionLocks = { activeAdmins: 7_401, trafficVisits: 7_403 } as const;

/** The session-level advisory lock that start-ups take in turn. */
const startupLock = 7_402;

/**
 * Serialises transactions that check and then write (the last active admin): on
 * PostgreSQL an advisory lock held until commit, so two instances cannot both pass the
 * check; SQLite has one connection, so its transactions already run one at a time.
 */
export async function lockTransaction(trx: Transaction<DB>, key: number): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
}

/**
 * Runs the start-up's writes (migrations, first admin, settings, demo content) while no
 * other instance runs its own: on PostgreSQL a session-level advisory lock, held on one
 * connection for the whole of `work`, so instances starting together on an empty
 * database take turns and the later ones find it migrated and seeded. SQLite belongs to
 * one process.
 */
export async function whileStartingAlone<T>(db: Kysely<DB>, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${startupLock})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${startupLock})`.execute(connection);
    }
  });
}

export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Why the instance cannot serve yet (the database does not answer, or lacks a migration
 * this build knows), or undefined when it can.
 */
export async function whyNotReady(db: Kysely<DB>): Promise<string | undefined> {
  const known = Object.keys(await migrationProvider.getMigrations());
  const applied = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`
    .execute(db)
    .then(({ rows }) => new Set(rows.map((row) => row.name)))
    .catch(() => undefined);
  if (!applied) return (await isDatabaseHealthy(db)) ? notMigrated : notAnswering;
  return known.every((name) => applied.has(name)) ? undefined : notMigrated;
}

const notMigrated = "The database is not migrated yet.";
export const notAnswering = "The database is not answering.";

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
