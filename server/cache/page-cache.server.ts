import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import type { Language } from "../../common/i18n/languages";
import { requestLanguage } from "../request-language.server";
import { brotli, prepareReadyBytes, type ReadyBytes, readyBytesSize, sendReadyBytes } from "./ready-bytes.server";
import { loadScriptsAfterFirstPaint } from "./scripts-after-first-paint.server";

/**
 * Public pages may be kept briefly by browsers and shared caches, then revalidated with
 * their ETag (a 304 costs no rendering). Short, because a new post should show at once.
 */
export const publicCacheControl = "public, max-age=30, stale-while-revalidate=60";

export interface PageCache {
  /**
   * The stored page for a request, if there is one now: what the cached-page listener
   * answers before Express (docs/decisions/044). `path` is the request's normalised path.
   */
  lookup(
    req: Pick<IncomingMessage, "method" | "url" | "headers">,
    path: string,
    language: Language,
  ): ReadyBytes | undefined;
  /** Mounted early: answers a stored page at once (or once its render in flight ends), before any other middleware runs. */
  sendStored: RequestHandler;
  /** Wraps the page renderer: a cacheable answer to a miss is stored, then sent. */
  store(pages: RequestHandler): RequestHandler;
  clear(): void;
}

/** The render in flight for a missed address; requests for it meanwhile wait for it. */
export interface PendingRender {
  key: string;
  settle(page: ReadyBytes | undefined): void;
}

/**
 * Rendered public HTML per address and language (docs/ARCHITECTURE.md, Caches), kept as
 * ready-to-send brotli, gzip and identity bytes with every header, bounded by their total
 * size (least recently used out first, expired entries dropped on a timer). A hit costs a
 * lookup and a write: no rendering, parsing, compression or middleware
 * (docs/decisions/008).
 *
 * A cached page cannot carry a per-response CSP nonce, so its policy lists the SHA-256
 * of each inline script it holds instead, computed when it is stored.
 *
 * Only 200 HTML answers to GET outside /admin are kept; a route that sets its own
 * Cache-Control (the blog list after a failed read) or a cookie opts out. Concurrent
 * misses of one address wait for a single render.
 */
export function createPageCache({
  maxBytes = 32 * 1024 * 1024,
  ttlMs = 30_000,
  usable = () => true,
}: {
  maxBytes?: number;
  ttlMs?: number;
  /** While false, pages are neither served from the cache nor stored (see the answer cache). */
  usable?: () => boolean;
} = {}): PageCache {
  const pages = new LRUCache<string, ReadyBytes>({
    maxSize: maxBytes,
    sizeCalculation: readyBytesSize,
    ttl: ttlMs,
    ttlAutopurge: true,
  });
  // Renders in flight since the last clear: one begun before it may show the content the
  // clear was for (a post published meanwhile), so it is sent to its own requests only and
  // neither kept nor shared with requests that come after the clear.
  let rendering = new Map<string, Promise<ReadyBytes | undefined>>();
  /** Pages asked for again since they were stored, whose smaller brotli is made or in the making. */
  const compressedHarder = new WeakSet<ReadyBytes>();
  /**
   * Brotli 11 costs about 50 ms of CPU for a page (brotli 5 about 1): worth it for a page
   * that is asked for again, not for the many addresses asked for once in their 30 s
   * (a search, a page of a list, a language), each of which would cost a render and that.
   * Off the event loop (zlib's thread pool); the smaller copy serves later visitors.
   */
  const hit = (page: ReadyBytes | undefined) => {
    if (page && !compressedHarder.has(page)) {
      compressedHarder.add(page);
      brotli(page.bodies.identity, 11).then(
        (smaller) => (page.bodies.br = smaller),
        () => {},
      );
    }
    return page;
  };

  return {
    clear: () => {
      rendering = new Map();
      pages.clear();
    },
    lookup: (req, path, language) =>
      isCacheableRequest(req.method, path, req.headers) && usable()
        ? hit(pages.get(`${language}:${req.url}`))
        : undefined,
    sendStored: async (req, res, next) => {
      if (!isCacheableRequest(req.method, req.path, req.headers) || !usable()) return next();
      const key = `${requestLanguage(req)}:${req.url}`;
      const stored = hit(pages.get(key) ?? (await rendering.get(key)));
      if (stored) return sendReadyBytes(req, res, stored);
      // This request renders the page; others for the same address wait for it.
      let settle: PendingRender["settle"] = () => {};
      const render = new Promise<ReadyBytes | undefined>((resolve) => (settle = resolve));
      const renders = rendering;
      renders.set(key, render);
      const pending: PendingRender = {
        key,
        settle(page) {
          if (renders.get(key) !== render) return; // settled already
          renders.delete(key);
          if (page && renders === rendering) pages.set(key, page);
          settle(page);
        },
      };
      res.locals.pendingRender = pending;
      res.once("close", () => pending.settle(undefined)); // not a page, failed, or cut short
      next();
    },
    store: (renderPages) => (req, res, next) => {
      // The admin's shell is for staff: never stored anywhere.
      if (isAdminPath(req.path)) res.setHeader("Cache-Control", "no-store");
      const pending = res.locals.pendingRender;
      if (!pending) return renderPages(req, res, next);
      captureCacheablePage(res, (html) =>
        preparePage(html, storedHeaders(res), res.locals.cspNonce ?? "").then(
          (page) => {
            pending.settle(page);
            sendReadyBytes(req, res, page);
          },
          (error: unknown) => {
            pending.settle(undefined);
            next(error);
          },
        ),
      );
      return renderPages(req, res, next);
    },
  };
}

function isAdminPath(path: string): boolean {
  // Routes match case-insensitively, so /ADMIN is the admin too.
  return /^\/admin(\/|$)/i.test(path);
}

/** Pages only: not the API, files or the admin, and never a signed-in request. */
function isCacheableRequest(method: string | undefined, path: string, headers: IncomingHttpHeaders): boolean {
  return (
    (method === "GET" || method === "HEAD") &&
    !headers.authorization &&
    !/^\/(api|media|assets)(\/|$)/i.test(path) &&
    !isAdminPath(path)
  );
}

/** Every header the render set (security headers included), except those of one response. */
function storedHeaders(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (
      value === undefined ||
      /^(content-length|content-encoding|etag|date|connection|keep-alive|transfer-encoding)$/.test(name)
    )
      continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
}

/** Inline scripts: no src, and a type a browser runs (JSON-LD data needs no hash). */
const inlineScript = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

function preparePage(rendered: string, headers: Record<string, string>, nonce: string): Promise<ReadyBytes> {
  // The render's nonce means nothing once the page is shared: take it out of the markup
  // (browsers hide it from scripts anyway) and allow exactly these scripts by their hash.
  const html = loadScriptsAfterFirstPaint(rendered.replaceAll(` nonce="${nonce}"`, ""));
  const hashes = new Set<string>();
  for (const [, script] of html.matchAll(inlineScript)) {
    if (script) hashes.add(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  }
  const policy = headers["content-security-policy"];
  if (policy) headers["content-security-policy"] = policy.replace(`'nonce-${nonce}'`, [...hashes].join(" "));

  // Compressed quickly for the first visitor; recompressed harder once asked for again.
  return prepareReadyBytes(Buffer.from(html), { ...headers, "cache-control": publicCacheControl });
}

/**
 * Collects the body the page handler streams; when it is a cacheable page, hands it over
 * whole instead of sending it. Anything else goes through untouched.
 */
function captureCacheablePage(res: Response, onPage: (html: string) => void) {
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
    onPage(Buffer.concat(chunks).toString("utf8"));
    return this;
  } as typeof res.end;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}
