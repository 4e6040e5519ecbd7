import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.server";

const withCode = (code: string) => Object.assign(new Error("from the driver"), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["pg's pool: no free connection in time", new Error("timeout exceeded when trying to connect")],
    ["pg: a new connection not opened in time", new Error("Connection terminated due to connection timeout")],
    ["pg: no answer within query_timeout", new Error("Query read timeout")],
    ["pg: a connection that dropped", new Error("Connection terminated unexpectedly")],
    ["a refused connection", withCode("ECONNREFUSED")],
    ["PostgreSQL: statement_timeout", withCode("57014")],
    ["PostgreSQL: lock_timeout", withCode("55P03")],
    ["PostgreSQL: idle_in_transaction_session_timeout", withCode("25P03")],
    ["PostgreSQL: too many connections", withCode("53300")],
    ["PostgreSQL: out of memory", withCode("53200")],
    ["PostgreSQL: a deadlock", withCode("40P01")],
    ["PostgreSQL: a serialization failure", withCode("40001")],
    ["PostgreSQL: starting up", withCode("57P03")],
    ["PostgreSQL: a connection failure", withCode("08006")],
    ["SQLite: busy past busy_timeout", withCode("SQLITE_BUSY")],
    ["SQLite: busy, a stale snapshot", withCode("SQLITE_BUSY_SNAPSHOT")],
    ["SQLite: a write that failed", withCode("SQLITE_IOERR_WRITE")],
  ])("is true for %s (503)", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["PostgreSQL: a unique violation", withCode("23505")],
    ["PostgreSQL: a syntax error", withCode("42601")],
    ["SQLite: a constraint", withCode("SQLITE_CONSTRAINT_UNIQUE")],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["nothing", undefined],
  ])("is false for %s (500 or the handler's own answer)", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
