import { propertyOf } from "../../common/property-of";

/**
 * Retry-After of every answer that says the database is away or busy (the API's, the error
 * page's, a page's): long enough for a restart or a failover, short enough for a visitor.
 */
export const databaseRetryAfter = "30";

/** Error codes that mean the database is away or busy, not that a query was wrong. */
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "EAI_AGAIN",
  // PostgreSQL: shutting down, starting up.
  "57P01",
  "57P02",
  "57P03",
  // PostgreSQL's bounds (decision 032): statement_timeout, lock_timeout,
  // idle_in_transaction_session_timeout.
  "57014",
  "55P03",
  "25P03",
  // PostgreSQL: two transactions collided; the same request succeeds when tried again.
  "40001",
  "40P01",
  // SQLite: the file cannot be opened or written.
  "SQLITE_CANTOPEN",
  "SQLITE_FULL",
]);

/**
 * Whether an error says the database is down, unreachable or too busy to answer in time
 * (answered 503 with Retry-After, "try again"), rather than a bug (500). PostgreSQL's
 * connection errors are SQLSTATE class 08, its lack of resources (too many connections,
 * memory, disk) class 53; SQLite's busy file (locked longer than busy_timeout) and I/O
 * errors come with extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_WRITE).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = propertyOf(error, "code");
  const message = propertyOf(error, "message");
  if (typeof code === "string" && (connectionCodes.has(code) || /^(08|53|SQLITE_BUSY|SQLITE_IOERR)/.test(code)))
    return true;
  // pg's own: a connection that dropped or did not open in time, no free pooled connection
  // within connectionTimeoutMillis, no answer within query_timeout.
  return (
    typeof message === "string" &&
    /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout/i.test(
      message,
    )
  );
}
