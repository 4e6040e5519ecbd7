/** Error codes that mean the database cannot be reached, not that a query was wrong. */
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "EAI_AGAIN",
  // PostgreSQL: shutting down, starting up, too many connections.
  "57P01",
  "57P02",
  "57P03",
  "53300",
  // SQLite: the file is locked longer than busy_timeout, or cannot be opened or written.
  "SQLITE_BUSY",
  "SQLITE_CANTOPEN",
  "SQLITE_IOERR",
  "SQLITE_FULL",
]);

/**
 * Whether an error says the database is down or unreachable (answered 503, "try again"),
 * rather than a bug (500). PostgreSQL's connection errors are SQLSTATE class 08.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (
    typeof code === "string" &&
    (connectionCodes.has(code) || code.startsWith("08") || code.startsWith("SQLITE_IOERR"))
  )
    return true;
  return (
    typeof message === "string" &&
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
  );
}
