import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * The SQLite file as Kysely's dialect sees it, each statement prepared once: Kysely asks
 * better-sqlite3 to prepare every query it runs, which cost more than running it for the
 * short statements an import repeats thousands of times. The last `size` distinct SQL
 * texts are kept (queries with lists of varying length differ). SQLite re-prepares a kept
 * statement itself after a schema change.
 */
export function preparedOnce(file: SqliteDatabase, size = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => file.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else {
        statement = file.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      // Most recently used last: the first key is the one to let go.
      statements.set(sql, statement);
      return statement;
    },
  };
}
