import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const encodings = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/**
 * Serves the build's precompressed copies (`.br`, `.gz`, made at build time at the
 * highest levels) of hashed assets to browsers that accept them, so no asset is ever
 * compressed per request. Anything without a copy falls through to express.static.
 */
export function precompressedAssets(directory: string): RequestHandler {
  const root = path.resolve(directory);
  // A build's assets never change while it runs: list the copies once, not per request.
  const copies = new Set(readdirSync(root, { recursive: true, encoding: "utf8" }).map((file) => path.join(root, file)));
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Only names in the listing are served, so nothing outside the folder can be reached.
    const file = path.join(root, req.path);
    // Our preference (brotli is smaller), among what the browser accepts.
    const encoding = encodings.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    if (!encoding || !copies.has(file + encoding.extension)) return next();
    res.vary("Accept-Encoding");
    res.type(path.extname(file));
    res.set({ "Content-Encoding": encoding.name, "Cache-Control": "public, max-age=31536000, immutable" });
    res.sendFile(file + encoding.extension, { headers: { "Content-Type": res.get("Content-Type") } });
  };
}
