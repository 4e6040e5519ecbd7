import type { IncomingHttpHeaders } from "node:http";
import type { RequestHandler } from "express";
import { nonPageSegments, publicPageSegments } from "../common/public-pages";
import { HttpError } from "./http-error.server";

/** A Host header as RFC 9110 allows it: a name or an IPv4/IPv6 address, and an optional port. */
const hostPattern = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Every request names a usable host: pages build their URL from it. HTTP/1.0 may leave
 * it out; such a request, or one with a malformed host, is a 400. A forwarded host is
 * only believed behind a trusted proxy, so nobody else can choose the URL a page sees.
 */
export function requireValidHost(trustProxy: boolean): RequestHandler {
  return (req, _res, next) => {
    if (!trustProxy) delete req.headers["x-forwarded-host"];
    next(validHost(req.headers, trustProxy) ? undefined : new HttpError(400, "badRequest"));
  };
}

/** The host a request names (forwarded only behind a trusted proxy), if it is a usable one. */
export function validHost(headers: IncomingHttpHeaders, trustProxy: boolean): string | undefined {
  const host = trustProxy ? (headers["x-forwarded-host"] ?? headers.host) : headers.host;
  return typeof host === "string" && hostPattern.test(host) ? host : undefined;
}

/** A path with no escape, backslash, NUL or repeated slash: already normal. */
const plainPath = /^(?![\s\S]*\/\/)[^%\\\0]*$/;

/** Characters RFC 3986 calls unreserved: their percent-encoded form means the same address. */
const encodedUnreserved = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2d|2e|5f|7e)/gi;

/**
 * The path as every later decision (admin or public, cached or not, which route) must see
 * it: unreserved characters decoded, slashes collapsed. Returns undefined for an address
 * no page or API call can have: a NUL, a malformed escape.
 */
export function normalisePath(path: string): string | undefined {
  // Most addresses have nothing to decode or collapse: checked per request before the
  // cached-page listener answers, so the plain case costs one scan (docs/decisions/055).
  if (plainPath.test(path)) return path;
  try {
    if (decodeURIComponent(path).includes("\0")) return undefined;
  } catch {
    return undefined; // a malformed escape
  }
  return path
    .replace(encodedUnreserved, (escape) => decodeURIComponent(escape))
    .replace(/\\/g, "%5C") // browsers read "/\\host" in a redirect as "//host", another site
    .replace(/\/{2,}/g, "/");
}

/** The first segments of the fixed public pages: their addresses, slugs included, are all lowercase. */
const lowercasePages = new Set(publicPageSegments);
const keepsItsCase = new Set(nonPageSegments);

/** An address a simple page (`/privacy`, decision 040) may have, in any case: one slug-like segment. */
const simplePageAddress = /^\/[a-z0-9-]+$/i;

/**
 * A public page's address in lowercase (`/About` is `/about`, `/Privacy` is `/privacy`),
 * escapes left as they are. Other addresses keep their case: the admin, media, and hashed
 * asset names with capitals.
 */
function lowercasePagePath(path: string): string {
  // No capital letter (escapes included): nothing to lower, and no replacement to pay for.
  if (!/[A-Z]/.test(path)) return path;
  const first = path.split("/")[1]?.toLowerCase() ?? "";
  const isPage = lowercasePages.has(first) || (simplePageAddress.test(path) && !keepsItsCase.has(first));
  if (!isPage) return path;
  return path.replace(/(%[0-9a-f]{2})|[A-Z]/gi, (letter, escape?: string) => escape ?? letter.toLowerCase());
}

/**
 * The one address of a request's path (see below), or undefined when no page or API call
 * can have it. A request whose path is already its canonical one goes on as it is.
 */
export function canonicalAddress(rawPath: string, query: string): { path: string; isApi: boolean } | undefined {
  const path = normalisePath(rawPath);
  if (path === undefined || /%00/.test(query)) return undefined;
  const isApi = /^\/api(\/|$)/i.test(path);
  return { path: isApi || path === "/" ? path : lowercasePagePath(path.replace(/\/$/, "")), isApi };
}

/**
 * Normalises the request's address before anything looks at it. The API serves a
 * variant as its normal form (clients of the original site send `//api/categories`);
 * a page variant (`//about`, `/%61bout`, `/about/`, `/About`) is redirected to the one
 * address its canonical link names. NUL anywhere, or a malformed escape, is a 400.
 */
export const normaliseRequestUrl: RequestHandler = (req, res, next) => {
  const queryStart = req.url.indexOf("?");
  const rawPath = queryStart === -1 ? req.url : req.url.slice(0, queryStart);
  const query = queryStart === -1 ? "" : req.url.slice(queryStart);
  const canonical = canonicalAddress(rawPath, query);
  if (!canonical) return next(new HttpError(400, "badRequest"));
  const { path: canonicalPath, isApi } = canonical;
  if (canonicalPath === rawPath) return next();
  if (isApi || (req.method !== "GET" && req.method !== "HEAD")) {
    req.url = canonicalPath + query;
    return next();
  }
  res.redirect(301, canonicalPath + query);
};
