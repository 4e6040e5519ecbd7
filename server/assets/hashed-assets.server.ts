import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/** Our preference (brotli is smaller), among what the browser accepts. */
const encodings = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

type EncodingName = (typeof encodings)[number]["name"];

interface StoredFile {
  body: Buffer;
  etag: string;
}

interface StoredAsset {
  /** The build's copies, made at the highest levels, so no asset is compressed per request. */
  copies: Partial<Record<EncodingName, StoredFile>>;
  /** The file itself, kept only when it has no copy (fonts); otherwise express.static sends it. */
  plain?: StoredFile;
}

const immutable = "public, max-age=31536000, immutable";

function storedFile(file: string): StoredFile {
  const body = readFileSync(file);
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}

/**
 * Serves the build's hashed assets from memory: the brotli or gzip copy a browser accepts
 * (`.br`, `.gz`, written at build time), or the file itself where it has none. A first visit
 * asks for a dozen of them, and reading each from disk (stat, open, read, close) cost more
 * than the rest of sending it. They are about a megabyte, and never change while a build
 * runs. A browser that accepts neither copy falls through to express.static.
 */
export function hashedAssets(directory: string): RequestHandler {
  const root = path.resolve(directory);
  const assets = new Map<string, StoredAsset>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || encodings.some(({ extension }) => entry.name.endsWith(extension))) continue;
    const copies: StoredAsset["copies"] = {};
    for (const { name: encoding, extension } of encodings)
      if (existsSync(file + extension)) copies[encoding] = storedFile(file + extension);
    const hasCopy = Object.keys(copies).length > 0;
    assets.set(`/${path.relative(root, file).split(path.sep).join("/")}`, {
      copies,
      plain: hasCopy ? undefined : storedFile(file),
    });
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Only names in the listing are served, so nothing outside the folder can be reached.
    const asset = assets.get(req.path);
    if (!asset) return next();
    const encoding = encodings.find(({ name }) => asset.copies[name] && req.acceptsEncodings(name) === name)?.name;
    const sent = encoding ? asset.copies[encoding] : asset.plain;
    if (!sent) return next();
    if (!asset.plain) res.vary("Accept-Encoding");
    res.type(path.extname(req.path));
    res.set({ "Cache-Control": immutable, ETag: sent.etag });
    if (encoding) res.set("Content-Encoding", encoding);
    // Sets the length, answers HEAD without a body and a matching If-None-Match with 304.
    res.send(sent.body);
  };
}
