import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-client";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.dispose());

const browser = { "accept-encoding": "gzip, br" };

/** helmet's headers: a stored page must send exactly what helmet sends on a page rendered for one request. */
const securityHeaders = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/** A policy with its script allowances (a nonce when rendered, hashes when stored) left out. */
const policyWithoutScripts = (policy: string | null) => policy?.replace(/ '(nonce|sha256)-[^']+'/g, "") ?? null;

/** Raw requests: fetch would not send a Host header of our choosing. */
function raw(path: string, headers: Record<string, string>, method = "GET") {
  const { port } = new URL(server.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers, setHost: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a stored page answered before Express", () => {
  it("sends the security headers helmet sends on a page rendered for one request", async () => {
    await fetch(`${server.url}/services`, { headers: browser }); // stores it
    const stored = await fetch(`${server.url}/services`, { headers: browser });
    // A request with Authorization is never served from the cache: rendered through Express and helmet.
    const rendered = await fetch(`${server.url}/services`, { headers: { ...browser, authorization: "Bearer x" } });
    expect(stored.status).toBe(200);
    expect(rendered.status).toBe(200);
    expect(stored.headers.get("cache-control")).toBe("public, max-age=30, stale-while-revalidate=60");
    expect(rendered.headers.get("cache-control")).toBeNull();
    for (const name of securityHeaders) {
      const [fromStore, fromRender] = [stored.headers.get(name), rendered.headers.get(name)];
      if (name === "content-security-policy") {
        expect(fromStore).toMatch(/script-src 'self' 'sha256-/);
        expect(policyWithoutScripts(fromStore)).toBe(policyWithoutScripts(fromRender));
      } else expect([name, fromStore]).toEqual([name, fromRender]);
    }
    expect(stored.headers.get("content-type")).toBe(rendered.headers.get("content-type"));
    expect(stored.headers.get("content-encoding")).toBe("br");
    expect(stored.headers.get("etag")).toMatch(/^W\/"/);
    expect(stored.headers.get("vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
    expect(await stored.text()).toContain("<html");
  });

  it("writes no log line for a hit; what Express answers is logged as before", async () => {
    await fetch(`${server.url}/about`, { headers: browser }); // a miss: rendered and logged
    // Its line, written as the answer ends.
    const logsAbout = () => server.output.filter((line) => line.includes('"url":"/about"')).length;
    await expect.poll(logsAbout).toBeGreaterThan(0);
    const before = server.output.length;
    for (let n = 0; n < 5; n++) expect((await fetch(`${server.url}/about`, { headers: browser })).status).toBe(200);
    await fetch(`${server.url}/no-such-page`);
    // The server writes its lines in order: once the 404's is there, any hit's would be too.
    await expect
      .poll(() => server.output.slice(before).some((line) => line.includes('"url":"/no-such-page"')))
      .toBe(true);
    // This test's addresses only: an earlier test's answer may end (and be logged) meanwhile.
    const logged = server.output
      .slice(before)
      .filter((line) => line.includes('"url":'))
      .map((line) => JSON.parse(line).req.url)
      .filter((url) => url === "/about" || url === "/no-such-page");
    expect(logged).toEqual(["/no-such-page"]);
  });

  it("answers 304 for its ETag, and HEAD with the headers only", async () => {
    const first = await fetch(`${server.url}/portfolio`, { headers: browser });
    const etag = first.headers.get("etag")!;
    const again = await fetch(`${server.url}/portfolio`, { headers: { ...browser, "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    const head = await raw("/portfolio", { host: "localhost", "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
    expect(head.body).toBe("");
  });

  it("keeps the guards that run first: Host, the canonical address, the method", async () => {
    await fetch(`${server.url}/contact`, { headers: browser });
    expect((await raw("/contact", { host: "bad host!" })).status).toBe(400);
    expect((await raw("/contact", {})).status).toBe(400);
    const variant = await raw("/Contact/", { host: "localhost" });
    expect(variant.status).toBe(301);
    expect(variant.headers.location).toBe("/contact");
    expect((await raw("//contact", { host: "localhost" })).status).toBe(301);
    // Another method goes on to React Router, which has no action there.
    expect((await raw("/contact", { host: "localhost" }, "DELETE")).status).toBe(405);
    expect((await raw("/%00", { host: "localhost" })).status).toBe(400);
  });

  it("counts a hit's visitor by the connection's address when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    const admin = await signInAsAdmin(server.url);
    const visitorsNow = async () => (await admin.call<{ visitors: number }>("GET", "/api/traffic/now")).body.visitors;
    const userAgent =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 forwarded-test";
    await fetch(`${server.url}/faq`, { headers: browser }); // stored
    const before = await visitorsNow();
    for (const forwarded of ["203.0.113.1", "203.0.113.2", "198.51.100.7"]) {
      const hit = await raw("/faq", { host: "localhost", "user-agent": userAgent, "x-forwarded-for": forwarded });
      expect(hit.status).toBe(200);
    }
    expect(await visitorsNow()).toBe(before + 1);
  });
});
