import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, Response } from "express";

// Marks a response sent from stored bytes, which the compression middleware leaves alone.
declare module "express-serve-static-core" {
  interface Locals {
    readyBytes?: boolean;
  }
}

const encodings = ["br", "gzip", "identity"] as const;
type Encoding = (typeof encodings)[number];

/**
 * An answer as it goes on the wire, for everyone who asks until content changes (a
 * rendered page, a public API answer): its headers, an ETag and its brotli, gzip and
 * identity bodies, all decided once when it is stored (docs/decisions/008 and 031).
 */
export interface ReadyBytes {
  etag: string;
  headers: Record<string, string>;
  bodies: Record<Encoding, Buffer>;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Brotli of a whole body in one call, off the event loop (zlib's thread pool). The window
 * is no larger than the body: the encoder's native buffers grow with the window, and a
 * larger one finds nothing more in a body it already holds whole.
 */
export const brotli = (input: Buffer, quality: number) =>
  compressBrotli(input, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: input.length,
      [zlib.BROTLI_PARAM_LGWIN]: Math.min(
        Math.max(Math.ceil(Math.log2(input.length + 1)), zlib.BROTLI_MIN_WINDOW_BITS),
        zlib.BROTLI_DEFAULT_WINDOW,
      ),
    },
  });

/** Compresses `identity` once for every later request; `Vary: Accept-Encoding` is added to the headers. */
export async function prepareReadyBytes(identity: Buffer, headers: Record<string, string>): Promise<ReadyBytes> {
  // Brotli 5 takes about 2 ms for the home page (quality 9 to 11 take 70 ms, for 10% less):
  // the first visitor is not kept waiting.
  const [br, gz] = await Promise.all([brotli(identity, 5), compressGzip(identity, { level: 9 })]);
  const vary = new Set(
    [...(headers.vary ?? "").split(","), "Accept-Encoding"].map((name) => name.trim()).filter(Boolean),
  );
  return {
    etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
    headers: { ...headers, vary: [...vary].join(", ") },
    bodies: { br, gzip: gz, identity },
  };
}

/** What a stored answer holds, for caches bounded by bytes. */
export const readyBytesSize = ({ bodies }: ReadyBytes) =>
  bodies.br.length + bodies.gzip.length + bodies.identity.length + 1024;

/** A lookup and one write of shared bytes: a 304 for a matching `If-None-Match`, else the best encoding. */
export function sendReadyBytes(req: Request, res: Response, ready: ReadyBytes): void {
  res.locals.readyBytes = true;
  writeReadyBytes(req, res, ready);
}

/**
 * The same on Node's bare request and response (the cached-page listener, before Express):
 * the status line's headers are prepared once per stored answer and encoding, so a hit
 * copies no header object.
 */
export function writeReadyBytes(req: IncomingMessage, res: ServerResponse, ready: ReadyBytes): void {
  const heads = preparedHeads(ready);
  if (req.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === ready.etag)) {
    res.writeHead(304, heads.notModified);
    return void res.end();
  }
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = ready.bodies[encoding];
  res.writeHead(200, heads.ok(encoding, body));
  res.end(body);
}

/** Headers as flat [name, value, …] lists, which Node writes without copying them into an object. */
interface PreparedHeads {
  notModified: string[];
  ok(encoding: Encoding, body: Buffer): string[];
}

const prepared = new WeakMap<ReadyBytes, PreparedHeads>();

function preparedHeads(ready: ReadyBytes): PreparedHeads {
  let heads = prepared.get(ready);
  if (heads) return heads;
  const common = [...Object.entries(ready.headers).flat(), "etag", ready.etag];
  // Per encoding, for the body it was made for: a body replaced later (brotli recompressed
  // harder once stored) gets its own length.
  const ok = new Map<Encoding, { body: Buffer; head: string[] }>();
  heads = {
    notModified: common,
    ok(encoding, body) {
      const known = ok.get(encoding);
      if (known?.body === body) return known.head;
      const head = [
        ...common,
        "content-length",
        String(body.length),
        ...(encoding === "identity" ? [] : ["content-encoding", encoding]),
      ];
      ok.set(encoding, { body, head });
      return head;
    },
  };
  prepared.set(ready, heads);
  return heads;
}

/** Brotli when the client takes it (all current browsers do), else gzip, else the plain bytes. */
function preferredEncoding(header: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of header?.toLowerCase().split(",") ?? []) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (!params.some((param) => /^q=0(\.0*)?$/.test(param))) accepted.add(name);
  }
  return encodings.find((encoding) => accepted.has(encoding) || accepted.has("*")) ?? "identity";
}
