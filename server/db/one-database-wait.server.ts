import { AsyncLocalStorage } from "node:async_hooks";
import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";
import { isDatabaseUnavailable } from "./unavailable.server";
import { propertyOf } from "../../common/property-of";

/** What one request learnt of the database: the wait that ran out, once it did. */
interface RequestWaits {
  ranOut?: unknown;
}

const requestWaits = new AsyncLocalStorage<RequestWaits>();

/**
 * Runs one request's work (the rest of its middleware, its loaders, its error page) as one
 * span of database waits (docs/decisions/032, 047): once a wait of the request has run out
 * (no pooled connection in time, no answer in time), the request's next reads fail at once
 * with the same error instead of each waiting its own limit again. A page's reads come one
 * after another (the settings before rendering, then each loader's), and waiting its limit
 * for each stacked a hung database's 503 to 20 s.
 */
export function oneDatabaseWait<T>(work: () => T): T {
  return requestWaits.run({}, work);
}

/** Two transactions that collided: nothing ran out, the next statement may well succeed. */
const collisions = new Set(["40001", "40P01"]);

function remember(error: unknown): void {
  const waits = requestWaits.getStore();
  const code = propertyOf(error, "code");
  if (waits && !waits.ranOut && isDatabaseUnavailable(error) && !collisions.has(String(code))) waits.ranOut = error;
}

/**
 * The pool as Kysely takes it: a connection is not even asked for once the request's wait
 * ran out. A connection already lent goes on (a transaction still rolls back on it).
 */
export function poolOfOneWait(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const ranOut = requestWaits.getStore()?.ranOut;
      if (ranOut) throw ranOut;
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        remember(error);
        throw error;
      }
      return {
        // A cursor (a streamed result) is no promise: it reports its own errors.
        query: ((...args: Parameters<pg.PoolClient["query"]>) => {
          const result = client.query(...args) as unknown;
          if (result instanceof Promise) result.catch(remember);
          return result;
        }) as PostgresPoolClient["query"],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
