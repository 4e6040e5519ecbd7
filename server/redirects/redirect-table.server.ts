import type { IncomingMessage, ServerResponse } from "node:http";
import type { Kysely } from "kysely";
import { trimPath } from "../../common/redirect";
import { onPublicChange } from "../db/public-changes.server";
import { addRedirectHits, readServedRedirects, type ServedRedirect } from "../db/redirects.server";
import type { DB } from "../db/schema.server";
import type { Logger } from "../logger.server";

export interface RedirectTable {
  /**
   * Answers a GET or HEAD whose path (or path and query) is redirected, and counts the
   * hit in memory; false hands the request on untouched. `accept` is asked only for a
   * redirected address (the bare listener's Host check: no cost on every other request).
   */
  answer(req: IncomingMessage, res: ServerResponse, accept?: (req: IncomingMessage) => boolean): boolean;
  /** The redirect for a path and query ("" for none), if any: the address to send the visitor to. */
  lookup(path: string, query: string): { redirect: ServedRedirect; location: string } | undefined;
  /** Reads the table again (after this process's or another instance's change). */
  reload(): Promise<void>;
  /** Writes the hits counted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: called on a clean shutdown. */
  stop(): Promise<void>;
}

/**
 * The redirects, held in memory and answered before the page cache (decision 053): an
 * exact source is one map lookup, prefixes are tried longest first. The table is read
 * again after every content change this process or another instance announces (every
 * write to the redirects announces one), coalesced so a burst of changes reads it once
 * or twice. Hits are counted in memory and added to the rows every `flushEveryMs`.
 */
export function createRedirectTable({
  db,
  logger,
  flushEveryMs = 10_000,
  now = Date.now,
}: {
  db: Kysely<DB>;
  logger: Logger;
  flushEveryMs?: number;
  now?: () => number;
}): RedirectTable {
  let exact = new Map<string, ServedRedirect>();
  let prefixes: ServedRedirect[] = [];
  const pendingHits = new Map<string, { hits: number; lastHitAt: string }>();

  let loading: Promise<void> | undefined;
  let again = false;
  const load = async () => {
    const rows = await readServedRedirects(db);
    exact = new Map(rows.filter((row) => row.match === "exact").map((row) => [row.source, row]));
    prefixes = rows.filter((row) => row.match === "prefix").sort((a, b) => b.source.length - a.source.length);
  };
  // One read at a time; changes heard during it make one more read after it.
  const reload = (): Promise<void> => {
    if (loading) {
      again = true;
      return loading;
    }
    loading = load()
      .catch((error: unknown) => logger.warn({ err: error }, "redirects: table not read; the last one is served"))
      .finally(() => {
        loading = undefined;
        if (again) {
          again = false;
          void reload();
        }
      });
    return loading;
  };
  onPublicChange(db, () => void reload());
  void reload();

  const lookup: RedirectTable["lookup"] = (rawPath, query) => {
    const path = trimPath(rawPath);
    if (query) {
      const withQuery = exact.get(`${path}?${query}`);
      if (withQuery) return { redirect: withQuery, location: withQuery.target };
    }
    const suffix = query ? `?${query}` : "";
    const found = exact.get(path);
    if (found) return { redirect: found, location: joinQuery(found.target, suffix) };
    for (const prefix of prefixes) {
      if (prefix.source === "/" || path === prefix.source || path.startsWith(`${prefix.source}/`)) {
        const rest = prefix.source === "/" ? path.slice(1) : path.slice(prefix.source.length + 1);
        return { redirect: prefix, location: joinQuery(joinPath(prefix.target, rest), suffix) };
      }
    }
    return undefined;
  };

  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    writing = writing.then(async () => {
      if (!pendingHits.size) return;
      const batch = new Map(pendingHits);
      pendingHits.clear();
      try {
        await addRedirectHits(db, batch);
      } catch (error) {
        // Kept for the next write: the database may be back by then.
        for (const [id, counted] of batch) {
          const held = pendingHits.get(id);
          pendingHits.set(id, {
            hits: counted.hits + (held?.hits ?? 0),
            lastHitAt: held?.lastHitAt ?? counted.lastHitAt,
          });
        }
        logger.warn({ err: error }, "redirect hits not written yet");
      }
    });
    return writing;
  };
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    answer(req, res, accept) {
      const { method, url = "" } = req;
      if ((method !== "GET" && method !== "HEAD") || (!exact.size && !prefixes.length)) return false;
      const queryStart = url.indexOf("?");
      const path = queryStart === -1 ? url : url.slice(0, queryStart);
      const found = lookup(path, queryStart === -1 ? "" : url.slice(queryStart + 1));
      if (!found || (accept && !accept(req))) return false;
      const held = pendingHits.get(found.redirect.id);
      pendingHits.set(found.redirect.id, { hits: (held?.hits ?? 0) + 1, lastHitAt: new Date(now()).toISOString() });
      res.writeHead(found.redirect.status, {
        Location: found.location,
        // A moved page may move again: browsers keep the answer an hour, not for ever.
        "Cache-Control": found.redirect.status === 301 ? "public, max-age=3600" : "no-store",
        "Content-Length": "0",
      });
      res.end();
      return true;
    },
    lookup,
    reload,
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** The target with the rest of a prefix's path after it. */
function joinPath(target: string, rest: string): string {
  if (!rest) return target;
  const hash = target.indexOf("#");
  const query = target.indexOf("?");
  const end = query !== -1 ? query : hash !== -1 ? hash : target.length;
  return `${target.slice(0, end).replace(/\/+$/, "")}/${rest}${target.slice(end)}`;
}

/** The visitor's query carried on, unless the target has one of its own. */
function joinQuery(target: string, suffix: string): string {
  if (!suffix || target.includes("?")) return target;
  const hash = target.indexOf("#");
  return hash === -1 ? `${target}${suffix}` : `${target.slice(0, hash)}${suffix}${target.slice(hash)}`;
}
