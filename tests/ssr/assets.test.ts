import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPagePaths } from "../../common/public-pages";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.dispose());

const assetsDir = path.resolve(import.meta.dirname, "../../build/client/assets");
const entryScript = `/assets/${readdirSync(assetsDir).find((file) => /^entry\.client-.*\.js$/.test(file))}`;

const head = (url: string, acceptEncoding: string) =>
  fetch(`${server.url}${url}`, { method: "HEAD", headers: { "Accept-Encoding": acceptEncoding } });

describe("hashed assets", () => {
  it("are sent as brotli to browsers that accept it, built once at the highest level", async () => {
    const response = await head(entryScript, "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
  });

  it("are sent as gzip to browsers without brotli, and plain to those without either", async () => {
    expect((await head(entryScript, "gzip")).headers.get("content-encoding")).toBe("gzip");
    const plain = await head(entryScript, "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("cache-control")).toMatch(/immutable/);
  });

  it("never leave the assets folder", async () => {
    const response = await fetch(`${server.url}/assets/..%2f..%2fpackage.json`, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(response.status).toBe(404);
  });
});

describe("public files", () => {
  it("cache the site's images for a year and other files (the favicon) for an hour", async () => {
    const image = await head("/images/og-default.jpg", "br");
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000");
    const favicon = await head("/favicon.svg", "identity");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});

describe("a public page's first load", () => {
  // Zod checks forms and the API; public pages name only its choice lists (common/content/choices.ts).
  it.each([...publicPagePaths, "/services/web-development", "/portfolio/1", "/privacy"])(
    "%s loads no validator code until a form needs it",
    async (address) => {
      const html = await (await fetch(`${server.url}${address}`)).text();
      // The scripts the page names (React Router's, or an island page's one entry), and every
      // module they import statically: what loads before anything is clicked.
      const scripts = [...new Set(html.match(/\/assets\/(?:islands\/)?[\w.-]+\.js/g))];
      expect(scripts.length).toBeGreaterThan(0);
      const loaded = new Set<string>();
      while (scripts.length > 0) {
        const script = scripts.pop()!;
        if (loaded.has(script)) continue;
        loaded.add(script);
        const code = await (await fetch(`${server.url}${script}`)).text();
        expect(code.includes("_zod"), script).toBe(false);
        for (const [, imported] of code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[\w./-]+\.js)"/g)) {
          scripts.push(new URL(imported!, `${server.url}${script}`).pathname);
        }
      }
      // The page's script and at least one module it imports: the walk followed the imports
      // (an island page's are the frame and the bundler's runtime).
      expect(loaded.size).toBeGreaterThan(1);
    },
  );
});
