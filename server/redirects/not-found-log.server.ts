import type { RequestHandler } from "express";
import { isbot } from "isbot";
import type { Kysely } from "kysely";
import { type NotFoundCount, writeNotFoundBatch } from "../db/not-found-paths.server";
import type { DB } from "../db/schema.server";
import type { Logger } from "../logger.server";

export interface NotFoundLog {
  /** Counts a GET of a public path answered 404 (once the answer is sent). Cheap: memory only. */
  middleware: RequestHandler;
  /** Counts one missing path: in memory until the next write. */
  record(path: string, userAgent: string | undefined): void;
  /** Writes what was counted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: called on a clean shutdown. */
  stop(): Promise<void>;
}

/** Requests that are never a public page's address: the API, uploads, built files, share cards, the admin. */
const notPages = /^\/(api|media|assets|images|share|admin)(\/|$)/;

/** The longest path kept: longer ones are cut (a scanner's garbage is not worth storing whole). */
const maxPathLength = 300;

/**
 * The 404 log (decision 053): missing public paths counted in memory by path and kind of
 * visitor (bots apart, by isbot), written every `flushEveryMs` as upserts that add, so a
 * storm of 404s is a few writes, never one per request. At most `maxHeld` paths are held
 * between writes (a write starts when full; paths beyond wait are dropped), and the table
 * keeps the `keep` most requested paths of each kind.
 */
export function createNotFoundLog({
  db,
  logger,
  flushEveryMs = 10_000,
  maxHeld = 1_000,
  keep = 500,
  now = Date.now,
}: {
  db: Kysely<DB>;
  logger: Logger;
  flushEveryMs?: number;
  maxHeld?: number;
  keep?: number;
  now?: () => number;
}): NotFoundLog {
  let held = new Map<string, NotFoundCount>();
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    writing = writing.then(async () => {
      if (!held.size) return;
      const batch = [...held.values()];
      held = new Map();
      try {
        await writeNotFoundBatch(db, batch, keep);
      } catch (error) {
        // Dropped rather than kept: a log of misses is not worth growing memory for.
        logger.warn({ err: error }, "404 log not written");
      }
    });
    return writing;
  };
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  const record: NotFoundLog["record"] = (rawPath, userAgent) => {
    const path = rawPath.slice(0, maxPathLength);
    const bot = isbot(userAgent ?? "");
    const key = `${bot ? 1 : 0}${path}`;
    const lastSeenAt = new Date(now()).toISOString();
    const entry = held.get(key);
    if (entry) {
      entry.count++;
      entry.lastSeenAt = lastSeenAt;
      return;
    }
    if (held.size >= maxHeld) {
      void flush();
      return;
    }
    held.set(key, { path, bot, count: 1, lastSeenAt });
  };

  return {
    middleware(req, res, next) {
      if (req.method === "GET" && !notPages.test(req.path)) {
        const path = req.path;
        res.once("finish", () => {
          if (res.statusCode === 404) record(path, req.headers["user-agent"]);
        });
      }
      next();
    },
    record,
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
