import type { IncomingMessage, ServerResponse } from "node:http";
import { canonicalAddress, validHost } from "../request-guards.server";
import { requestLanguage } from "../request-language.server";
import type { TrafficCounter } from "../traffic/traffic-counter.server";
import type { PageCache } from "./page-cache.server";
import { writeReadyBytes } from "./ready-bytes.server";

/** Answers a request when it can, before the framework; false hands it on untouched. */
export type CachedPageListener = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * A stored public page, answered by Node's bare request listener before Express
 * (docs/decisions/044): a hit costs the guards that must run first, a lookup, the view's
 * count and one write of bytes and headers prepared when the page was stored. Whatever
 * the guards would change or refuse goes on to Express, which answers it as before: a
 * missing or malformed Host (400), an address that is not its canonical form (301 or 400),
 * another method, a signed-in request, the API, files, the admin, and every miss.
 *
 * A hit writes no log line: the traffic counts record it, and a JSON line per hit piped to
 * a collector would cost more than answering it (docs/decisions/044). Everything Express
 * answers is logged as before.
 */
export function createCachedPageListener({
  pageCache,
  trustProxy,
  addressOf,
  traffic,
}: {
  pageCache: PageCache;
  trustProxy: boolean;
  /** The client's address as Express sees it (`req.ip`, behind the trusted proxies). */
  addressOf: (req: IncomingMessage) => string | undefined;
  traffic?: TrafficCounter;
}): CachedPageListener {
  return (req, res) => {
    const { method, url = "" } = req;
    if (method !== "GET" && method !== "HEAD") return false;
    const host = validHost(req.headers, trustProxy);
    if (!host) return false;
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const query = queryStart === -1 ? "" : url.slice(queryStart + 1);
    if (canonicalAddress(path, query)?.path !== path) return false;
    const language = requestLanguage(req);
    const page = pageCache.lookup(req, path, language);
    if (!page) return false;
    if (method === "GET" && traffic?.isCounting())
      traffic.count({ path, query, headers: req.headers, host, address: addressOf(req), language });
    writeReadyBytes(req, res, page);
    return true;
  };
}
