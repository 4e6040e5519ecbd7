import { createHash, randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { requestLanguage } from "../request-language";
import type { ContentCache } from "./content-cache";

/**
 * Public pages may be kept briefly by browsers and shared caches, then revalidated with
 * their ETag (a 304 costs no rendering). Short, because a new post should show at once.
 */
export const publicCacheControl = "public, max-age=30, stale-while-revalidate=60";

interface CachedPage {
  /** The HTML with the CSP nonce replaced by `noncePlaceholder`. */
  template: string;
  /** Hash of the template: the page's version, whatever nonce it is sent with. */
  hash: string;
  contentType: string;
  vary: string;
}

// Random per process, so no page content can ever contain it.
const noncePlaceholder = `nonce-${randomBytes(12).toString("hex")}`;

/**
 * Serves rendered public HTML from a short-lived cache per address and language
 * (DESIGN.md section 7), and gives every public page an ETag and Cache-Control. The cache
 * is cleared whenever content changes (content-cache's `onClear`), so an edit shows at
 * once.
 *
 * Every response has a fresh CSP nonce: it is cut out of the cached HTML and the request's
 * own put back in. The ETag names the page version and the nonce the browser's copy was
 * sent with; a 304 must repeat that nonce in its CSP header, because the browser applies
 * the 304's headers to the body it already holds (docs/decisions/006-caching-public-pages.md).
 *
 * Only 200 HTML answers to GET are kept; a route that sets its own Cache-Control (such as
 * the blog list after a failed query) or a cookie opts out.
 */
export function cachedPages(pages: RequestHandler, cache: ContentCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" || req.path.startsWith("/admin") || req.headers.authorization) {
      return pages(req, res, next);
    }
    const key = `page:${requestLanguage(req)}:${req.originalUrl}`;
    const hit = cache.get(key);
    if (hit !== undefined) return sendPage(req, res, JSON.parse(hit) as CachedPage);
    bufferPage(res, (page) => {
      cache.set(key, JSON.stringify(page));
      sendPage(req, res, page);
    });
    return pages(req, res, next);
  };
}

const etagOf = (hash: string, nonce: string) => `W/"${hash}.${nonce}"`;

/** The nonce of the browser's copy when its ETag names this version of the page. */
function revalidatedNonce(ifNoneMatch: string | undefined, hash: string): string | undefined {
  for (const tag of ifNoneMatch?.split(",") ?? []) {
    const match = tag.trim().match(/^W\/"([\w-]+)\.([A-Za-z0-9+/]{16,64}={0,2})"$/);
    if (match?.[1] === hash) return match[2];
  }
  return undefined;
}

function sendPage(req: Request, res: Response, page: CachedPage) {
  const nonce = res.locals.cspNonce as string;
  res.set({ "Content-Type": page.contentType, "Cache-Control": publicCacheControl });
  if (page.vary) res.vary(page.vary);
  const previousNonce = revalidatedNonce(req.headers["if-none-match"], page.hash);
  if (previousNonce) {
    const policy = String(res.getHeader("content-security-policy") ?? "");
    if (policy) res.set("Content-Security-Policy", policy.replaceAll(`'nonce-${nonce}'`, `'nonce-${previousNonce}'`));
    res.status(304).set("ETag", etagOf(page.hash, previousNonce)).end();
    return;
  }
  res.status(200).set("ETag", etagOf(page.hash, nonce));
  res.send(page.template.replaceAll(noncePlaceholder, nonce));
}

/**
 * Collects the body the page handler streams; when it is a cacheable page, hands it over
 * whole instead of sending it, otherwise lets it through untouched.
 */
function bufferPage(res: Response, onPage: (page: CachedPage) => void) {
  const write = res.write;
  const end = res.end;
  const chunks: Buffer[] = [];
  let cacheable: boolean | undefined;
  const isCacheable = () =>
    (cacheable ??=
      res.statusCode === 200 &&
      /^text\/html/.test(String(res.getHeader("content-type") ?? "")) &&
      !res.hasHeader("cache-control") &&
      !res.hasHeader("set-cookie"));
  const restore = () => {
    res.write = write;
    res.end = end;
  };

  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    if (!isCacheable()) {
      restore();
      return write.apply(this, [chunk, ...rest] as Parameters<typeof write>);
    }
    chunks.push(toBuffer(chunk, rest[0]));
    const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    callback?.();
    return true;
  } as typeof res.write;

  res.end = function (this: Response, ...args: unknown[]) {
    restore();
    if (!isCacheable()) return end.apply(this, args as Parameters<typeof end>);
    if (args[0] !== undefined && typeof args[0] !== "function") chunks.push(toBuffer(args[0], args[1]));
    const nonce = res.locals.cspNonce as string;
    const template = Buffer.concat(chunks).toString("utf8").replaceAll(nonce, noncePlaceholder);
    onPage({
      template,
      hash: createHash("sha1").update(template).digest("base64url"),
      contentType: String(res.getHeader("content-type")),
      vary: String(res.getHeader("vary") ?? ""),
    });
    return this;
  } as typeof res.end;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}
