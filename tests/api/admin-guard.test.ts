import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveJwtSecret } from "../../server/auth/tokens.server";
import { startApi, type TestApi } from "../support/api";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

/**
 * Every admin endpoint, with a body that would be valid. A new admin endpoint belongs in
 * this table; the OpenAPI check below fails when one is documented but missing here.
 */
const adminEndpoints: { method: string; path: string; body?: unknown }[] = [
  { method: "GET", path: "/api/auth/me" },
  { method: "POST", path: "/api/auth/logout" },
  { method: "POST", path: "/api/categories", body: { name: "Guarded" } },
  { method: "PUT", path: "/api/categories/some-id", body: { name: "Guarded" } },
  { method: "DELETE", path: "/api/categories/some-id" },
  { method: "POST", path: "/api/posts", body: { title: "t", content: "c", excerpt: "e" } },
  { method: "PUT", path: "/api/posts/some-id", body: { title: "t", content: "c", excerpt: "e" } },
  { method: "DELETE", path: "/api/posts/some-id" },
  { method: "GET", path: "/api/applications" },
  { method: "GET", path: "/api/contact-messages" },
  { method: "GET", path: "/api/newsletter-subscribers" },
  { method: "PATCH", path: "/api/contact-messages/some-id", body: { read: true } },
  { method: "GET", path: "/api/media" },
  { method: "POST", path: "/api/media", body: "image bytes" },
  { method: "DELETE", path: "/api/media/some-id" },
  { method: "GET", path: "/api/dashboard" },
];

describe.each(testDialects)("admin endpoints on %s", (dialect) => {
  let database: TestDatabase;
  let api: TestApi;
  let tokens: Record<string, string | undefined>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    api = await startApi(database);
    const valid = await api.adminToken();
    const secret = new TextEncoder().encode(resolveJwtSecret({ dataDir: database.dataDir }).secret);
    const [header, payload] = valid.split(".");
    tokens = {
      missing: undefined,
      malformed: "not-a-jwt",
      "forged signature": `${header}.${payload}.${Buffer.from("forged").toString("base64url")}`,
      // Each token below is refused for the reason its name gives: it carries a current
      // token version (0), so only its signature, expiry, subject or algorithm can fail it.
      "signed with another secret": await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(JSON.parse(Buffer.from(payload!, "base64url").toString()).sub)
        .setIssuer("agency-site")
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode("x".repeat(48))),
      expired: await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(JSON.parse(Buffer.from(payload!, "base64url").toString()).sub)
        .setIssuer("agency-site")
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(secret),
      "for a deleted user": await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("no-such-user")
        .setIssuer("agency-site")
        .setExpirationTime("1h")
        .sign(secret),
      "alg none": `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`,
    };
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  for (const endpoint of adminEndpoints) {
    it(`${endpoint.method} ${endpoint.path} refuses every bad token with 401 {message}`, async () => {
      for (const [kind, token] of Object.entries(tokens)) {
        const { status, body } = await api.call(endpoint.method, endpoint.path, { token, body: endpoint.body });
        expect(status, kind).toBe(401);
        expect(body, kind).toEqual({ message: expect.any(String) });
      }
    });
  }

  it("says when a session has expired", async () => {
    const { body } = await api.call("GET", "/api/auth/me", { token: tokens.expired });
    expect(body.message).toBe("Your session has expired. Please sign in again.");
  });

  it("lists every endpoint the API documents as admin-only", async () => {
    const { body } = await api.call("GET", "/api/openapi.json");
    const documented: string[] = [];
    type Security = Record<string, unknown>[];
    for (const [path, operations] of Object.entries(
      body.paths as Record<string, Record<string, { security?: Security }>>,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        // Admin-only: a token is required (no empty requirement that lets visitors in).
        const security = operation.security ?? [];
        const tokenRequired = security.length > 0 && security.every((requirement) => "bearerAuth" in requirement);
        if (tokenRequired) documented.push(`${method.toUpperCase()} ${path.replace(/\{\w+\}/, "some-id")}`);
      }
    }
    expect(adminEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(documented.sort());
  });
});
