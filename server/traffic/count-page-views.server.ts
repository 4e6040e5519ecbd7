import type { RequestHandler } from "express";
import { validHost } from "../request-guards.server";
import { requestLanguage } from "../request-language.server";
import type { TrafficCounter } from "./traffic-counter.server";
import { watchContentType } from "./written-content-type.server";

/** Never a page: the API, files, share cards, and the admin (staff are not visitors). */
const notPages = /^\/(api|media|assets|images|share|admin)(\/|\.|$)/i;

/** React Router's data request for a client-side navigation: `/about.data`, `/_root.data` for `/`. */
const dataRequest = /^(.*)\.data$/;

/**
 * Counts the views Express answers (docs/decisions/044): a public page rendered (or sent
 * from the cache after waiting for its render) with 200 HTML, and a client-side
 * navigation's data request, which is how a visitor moves between pages once the first
 * has loaded. The cached-page listener counts the hits it answers itself.
 */
export function countPageViews(traffic: TrafficCounter): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" || !traffic.isCounting() || notPages.test(req.path)) return next();
    // Read from what was written: a page sent after waiting for its render goes out with
    // `writeHead(200, [flat headers])`, which `res.getHeader` never sees.
    const contentType = watchContentType(res);
    const arrivedAt = Date.now();
    res.once("finish", () => {
      if (res.statusCode !== 200) return;
      const data = dataRequest.exec(req.path);
      if (!data && !/^text\/html/.test(contentType())) return;
      const queryStart = req.url.indexOf("?");
      traffic.count({
        path: data ? (data[1] === "/_root" ? "/" : data[1]!) : req.path,
        query: queryStart === -1 ? "" : req.url.slice(queryStart + 1),
        headers: req.headers,
        // The guards kept X-Forwarded-Host only from a trusted proxy.
        host: validHost(req.headers, true),
        address: req.ip,
        language: requestLanguage(req),
        ageMs: Date.now() - arrivedAt,
      });
    });
    next();
  };
}
