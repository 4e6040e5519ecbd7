import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { hashedAssets } from "./hashed-assets.server";

const script = "console.log('the entry script');".repeat(20);
const style = "body { margin: 0 }".repeat(20);
const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);

let server: Server;
let url: string;
beforeAll(async () => {
  const directory = mkdtempSync(path.join(tmpdir(), "hashed-assets-"));
  mkdirSync(path.join(directory, "nested"));
  writeFileSync(path.join(directory, "entry-abc123.js"), script);
  writeFileSync(path.join(directory, "entry-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(directory, "entry-abc123.js.gz"), gzipSync(script));
  writeFileSync(path.join(directory, "nested", "page-def456.css"), style);
  writeFileSync(path.join(directory, "nested", "page-def456.css.gz"), gzipSync(style));
  writeFileSync(path.join(directory, "font-0a1b2c.woff2"), font);
  const app = express();
  app.use("/assets", hashedAssets(directory));
  app.use((_req, res) => void res.status(404).send("not here"));
  // Everything is read at start: the files can go, as a new build's would not.
  rmSync(directory, { recursive: true });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/assets`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (file: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${url}${file}`, { method, headers });

it("sends the brotli copy, from memory, to a browser that accepts it", async () => {
  const response = await get("/entry-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-encoding")).toBe("br");
  expect(response.headers.get("content-type")).toMatch(/javascript/);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
  expect(await response.text()).toBe(script);
});

it("sends the gzip copy where brotli is not accepted or there is none", async () => {
  const script = await get("/entry-abc123.js", { "accept-encoding": "gzip" });
  expect(script.headers.get("content-encoding")).toBe("gzip");
  const nested = await get("/nested/page-def456.css", { "accept-encoding": "br, gzip" });
  expect(nested.headers.get("content-encoding")).toBe("gzip");
  expect(nested.headers.get("content-type")).toMatch(/css/);
  expect(await nested.text()).toBe(style);
});

it("passes a browser that accepts neither copy on, to the files on disk", async () => {
  expect((await get("/entry-abc123.js", { "accept-encoding": "identity" })).status).toBe(404);
});

it("sends a file without copies (a font) as it is, to any browser", async () => {
  const response = await get("/font-0a1b2c.woff2", { "accept-encoding": "br" });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-encoding")).toBeNull();
  expect(response.headers.get("vary")).toBeNull();
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(Buffer.from(await response.arrayBuffer())).toEqual(font);
});

it("answers HEAD with the length and no body, and a known ETag with 304", async () => {
  const head = await get("/entry-abc123.js", { "accept-encoding": "br" }, "HEAD");
  expect(Number(head.headers.get("content-length"))).toBe(brotliCompressSync(script).length);
  expect(await head.text()).toBe("");
  const etag = head.headers.get("etag")!;
  expect(etag).toBeTruthy();
  // fetch would add `Cache-Control: no-cache` to a conditional request, as browsers' reloads do.
  const again = await get("/entry-abc123.js", {
    "accept-encoding": "br",
    "if-none-match": etag,
    "cache-control": "max-age=0",
  });
  expect(again.status).toBe(304);
  const gzipTag = (await get("/entry-abc123.js", { "accept-encoding": "gzip" }, "HEAD")).headers.get("etag");
  expect(gzipTag).not.toBe(etag);
});

it("serves only the names it listed, never a path out of the folder or another method", async () => {
  expect((await get("/..%2fentry-abc123.js", { "accept-encoding": "br" })).status).toBe(404);
  expect((await get("/nested/../entry-abc123.js.br", { "accept-encoding": "br" })).status).toBe(404);
  expect((await get("/entry-abc123.js", { "accept-encoding": "br" }, "POST")).status).toBe(404);
});
