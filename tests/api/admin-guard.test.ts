import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentKindNames, contentKinds } from "../../common/content/kinds";
import { resolveJwtSecret } from "../../server/auth/tokens.server";
import { allShippedContent } from "../../server/seed/site-content/shipped.server";
import { defaultSiteSettings } from "../../server/db/site-settings.server";
import { startApi, type TestApi } from "../support/api";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

/**
 * Every endpoint that needs a token, with a body that would be valid, and the role it
 * needs: "staff" lets editors in, "admin" refuses them with 403. A new endpoint belongs in
 * this table; the OpenAPI check below fails when one is documented but missing here, or
 * documented with another role.
 */
const guardedEndpoints: { method: string; path: string; role: "staff" | "admin"; body?: unknown }[] = [
  { method: "GET", path: "/api/auth/me", role: "staff" },
  { method: "PATCH", path: "/api/auth/me", role: "staff", body: { name: "Renamed" } },
  { method: "POST", path: "/api/auth/logout", role: "staff" },
  { method: "POST", path: "/api/categories", role: "staff", body: { name: "Guarded" } },
  { method: "PUT", path: "/api/categories/some-id", role: "staff", body: { name: "Guarded" } },
  { method: "DELETE", path: "/api/categories/some-id", role: "staff" },
  { method: "POST", path: "/api/posts", role: "staff", body: { title: "t", content: "c", excerpt: "e" } },
  { method: "PUT", path: "/api/posts/some-id", role: "staff", body: { title: "t", content: "c", excerpt: "e" } },
  { method: "DELETE", path: "/api/posts/some-id", role: "staff" },
  { method: "GET", path: "/api/media", role: "staff" },
  { method: "POST", path: "/api/media", role: "staff", body: "image bytes" },
  { method: "DELETE", path: "/api/media/some-id", role: "staff" },
  { method: "PATCH", path: "/api/media/some-id", role: "staff", body: { alt: { en: "A red square" } } },
  { method: "GET", path: "/api/media/some-id/usage", role: "staff" },
  { method: "GET", path: "/api/comments", role: "staff" },
  { method: "PATCH", path: "/api/comments/some-id", role: "staff", body: { status: "approved" } },
  { method: "DELETE", path: "/api/comments/some-id", role: "staff" },
  { method: "POST", path: "/api/comments/bulk", role: "staff", body: { ids: ["some-id"], action: "approve" } },
  { method: "GET", path: "/api/applications", role: "admin" },
  { method: "PATCH", path: "/api/applications/some-id", role: "admin", body: { status: "contacted" } },
  { method: "GET", path: "/api/leads/counts", role: "admin" },
  { method: "GET", path: "/api/contact-messages", role: "admin" },
  { method: "PATCH", path: "/api/contact-messages/some-id", role: "admin", body: { read: true } },
  { method: "GET", path: "/api/newsletter-subscribers", role: "admin" },
  { method: "GET", path: "/api/dashboard", role: "admin" },
  { method: "GET", path: "/api/activity", role: "admin" },
  { method: "GET", path: "/api/notifications", role: "staff" },
  { method: "POST", path: "/api/notifications/seen", role: "staff" },
  { method: "GET", path: "/api/users", role: "admin" },
  { method: "POST", path: "/api/users", role: "admin", body: { name: "N", email: "n@agency.test", role: "editor" } },
  { method: "PATCH", path: "/api/users/some-id", role: "admin", body: { role: "editor" } },
  { method: "POST", path: "/api/users/some-id/password", role: "admin", body: {} },
  { method: "GET", path: "/api/settings", role: "admin" },
  { method: "PUT", path: "/api/settings", role: "admin", body: defaultSiteSettings({}) },
  ...contentKindNames.flatMap((kind) => {
    const body = { ...allShippedContent[kind][0], slug: contentKinds[kind].hasSlug ? `guarded-${kind}` : null };
    const path = `/api/content/${kind}`;
    return [
      { method: "POST", path, role: "staff" as const, body },
      { method: "PUT", path: `${path}/order`, role: "staff" as const, body: { ids: [] } },
      { method: "GET", path: `${path}/some-id`, role: "staff" as const },
      { method: "PUT", path: `${path}/some-id`, role: "staff" as const, body },
      { method: "PATCH", path: `${path}/some-id`, role: "staff" as const, body: { visible: false } },
      { method: "DELETE", path: `${path}/some-id`, role: contentKinds[kind].deletedBy },
    ];
  }),
];

describe.each(testDialects)("admin endpoints on %s", (dialect) => {
  let database: TestDatabase;
  let api: TestApi;
  let tokens: Record<string, string | undefined>;
  let editorToken: Promise<string>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    api = await startApi(database);
    editorToken = api.editorToken();
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

  for (const endpoint of guardedEndpoints) {
    it(`${endpoint.method} ${endpoint.path} refuses every bad token with 401 {message}`, async () => {
      for (const [kind, token] of Object.entries(tokens)) {
        const { status, body } = await api.call(endpoint.method, endpoint.path, { token, body: endpoint.body });
        expect(status, kind).toBe(401);
        expect(body, kind).toEqual({ message: expect.any(String) });
      }
    });
  }

  for (const endpoint of guardedEndpoints.filter(({ role }) => role === "admin")) {
    it(`${endpoint.method} ${endpoint.path} refuses an editor with 403 {message}`, async () => {
      const { status, body } = await api.call(endpoint.method, endpoint.path, {
        token: await editorToken,
        body: endpoint.body,
      });
      expect(status).toBe(403);
      expect(body).toEqual({ message: "You are not allowed to do this." });
    });
  }

  for (const endpoint of guardedEndpoints.filter(({ role }) => role === "staff")) {
    it(`${endpoint.method} ${endpoint.path} lets an editor through the guard`, async () => {
      // The guard passes: what follows is the endpoint's own answer (2xx, or 4xx for the
      // placeholder id and bytes), never 401 or 403. A fresh editor each time: signing
      // out ends the token it was sent with.
      const { status } = await api.call(endpoint.method, endpoint.path, {
        token: await api.editorToken(),
        body: endpoint.body,
      });
      expect([401, 403]).not.toContain(status);
      expect(status).toBeLessThan(500);
    });
  }

  it("says when a session has expired", async () => {
    const { body } = await api.call("GET", "/api/auth/me", { token: tokens.expired });
    expect(body.message).toBe("Your session has expired. Please sign in again.");
  });

  it("lists every endpoint the API documents as needing a token, with the role it documents", async () => {
    const { body } = await api.call("GET", "/api/openapi.json");
    const documented: string[] = [];
    type Operation = { security?: Record<string, unknown>[]; "x-required-role"?: string };
    for (const [path, operations] of Object.entries(body.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        // A token is required: no empty requirement that lets visitors in.
        const security = operation.security ?? [];
        const tokenRequired = security.length > 0 && security.every((requirement) => "bearerAuth" in requirement);
        if (!tokenRequired) continue;
        const role = operation["x-required-role"] === "admin" ? "admin" : "staff";
        documented.push(`${method.toUpperCase()} ${path.replace(/\{\w+\}/, "some-id")} ${role}`);
      }
    }
    expect(guardedEndpoints.map(({ method, path, role }) => `${method} ${path} ${role}`).sort()).toEqual(
      documented.sort(),
    );
  });
});
