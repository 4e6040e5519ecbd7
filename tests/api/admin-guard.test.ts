import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentPath } from "../../server/api/operation.server";
import { apiOperations } from "../../server/api/router.server";
import { createTokenService, resolveJwtSecret, tokenLifetimeMs } from "../../server/auth/tokens.server";
import { startSession } from "../../server/db/sessions.server";
import { createUser } from "../../server/db/users.server";
import { startApi, type TestApi, testPassword } from "../support/api";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

/**
 * Every endpoint that needs a token, read from the operations' declarations, with the
 * role it declares: "staff" lets editors in, "admin" refuses them with 403. The OpenAPI
 * check below fails when the document says otherwise. Each sends its declaration's example
 * body (decision 057), so an editor's request gets past the guard to the endpoint itself.
 */
const guardedEndpoints = apiOperations.flatMap((operation) => {
  const { role } = operation;
  if (role !== "staff" && role !== "admin") return [];
  const method = operation.method.toUpperCase();
  const path = documentPath(operation).replace(/\{\w+\}/, "some-id");
  return [{ method, path, role, body: operation.body?.example }];
});

/**
 * What a session that may only set up two-factor sign-in reaches (admins require it and the
 * user has none; decision 048): enrolling, what enrolling reads, and signing out.
 */
const openToSetupOnly = new Set([
  "POST /api/auth/logout",
  "GET /api/auth/me",
  "GET /api/auth/two-factor",
  "POST /api/auth/two-factor/enrolment",
  "POST /api/auth/two-factor/enable",
]);

describe.each(testDialects)("admin endpoints on %s", (dialect) => {
  let database: TestDatabase;
  let api: TestApi;
  let tokens: Record<string, string | undefined>;
  let editorToken: Promise<string>;
  let adminToken: string;
  /** A new sign-in (session and token) of one editor, as the sign-in endpoint makes it, without its password hashing. */
  let newEditorSession: () => Promise<string>;
  /** One for the refusals: the guard refuses it before any endpoint could change it. */
  let refusedSetupOnly: Promise<string> | undefined;

  /** An editor's sign-in while admins require two-factor sign-in, which the editor has not set up. */
  async function setupOnlyToken(): Promise<string> {
    const settings = (await api.call("GET", "/api/settings", { token: adminToken })).body;
    expect(
      (await api.call("PUT", "/api/settings", { token: adminToken, body: { ...settings, requireTwoFactor: true } }))
        .status,
    ).toBe(200);
    try {
      const token = await api.editorToken();
      expect((await api.call("GET", "/api/auth/two-factor", { token })).body.setupOnly).toBe(true);
      return token;
    } finally {
      await api.call("PUT", "/api/settings", { token: adminToken, body: settings });
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    api = await startApi(database);
    editorToken = api.editorToken();
    adminToken = await api.adminToken();
    const valid = adminToken;
    const { secret: secretText } = resolveJwtSecret({ dataDir: database.dataDir });
    const secret = new TextEncoder().encode(secretText);
    const editor = await createUser(database.db, {
      name: "Guarded Editor",
      email: "guarded-editor@test.local",
      password: testPassword,
      role: "editor",
    });
    const tokenService = createTokenService(secretText);
    newEditorSession = async () => {
      const expiresAt = new Date(Date.now() + tokenLifetimeMs);
      const session = await startSession(database.db, { userId: editor.id, device: "test", address: "", expiresAt });
      return tokenService.sign({ userId: editor.id, sessionId: session.id, expiresAt });
    };
    const [header, payload] = valid.split(".");
    const { sub, sid } = JSON.parse(Buffer.from(payload!, "base64url").toString()) as { sub: string; sid: string };
    tokens = {
      missing: undefined,
      malformed: "not-a-jwt",
      "forged signature": `${header}.${payload}.${Buffer.from("forged").toString("base64url")}`,
      // Each token below is refused for the reason its name gives: it names a live session
      // of its subject, so only its signature, expiry, subject or algorithm can fail it.
      "signed with another secret": await new SignJWT({ sid })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(sub)
        .setIssuer("agency-site")
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode("x".repeat(48))),
      expired: await new SignJWT({ sid })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(sub)
        .setIssuer("agency-site")
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(secret),
      "for a deleted user": await new SignJWT({ sid })
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
      // Side by side: each is refused before the endpoint runs, so none can change another's answer.
      const answers = await Promise.all(
        Object.entries(tokens).map(async ([kind, token]) => ({
          kind,
          ...(await api.call(endpoint.method, endpoint.path, { token, body: endpoint.body })),
        })),
      );
      for (const { kind, status, body } of answers) {
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
      // placeholder id and bytes), never 401 or 403. A fresh sign-in each time: signing
      // out ends the token it was sent with.
      const { status } = await api.call(endpoint.method, endpoint.path, {
        token: await newEditorSession(),
        body: endpoint.body,
      });
      expect([401, 403]).not.toContain(status);
      expect(status).toBeLessThan(500);
    });
  }

  for (const endpoint of guardedEndpoints.filter(({ method, path }) => !openToSetupOnly.has(`${method} ${path}`))) {
    it(`${endpoint.method} ${endpoint.path} refuses a session that may only set up two-factor sign-in with 403 {message}`, async () => {
      const { status, body } = await api.call(endpoint.method, endpoint.path, {
        token: await (refusedSetupOnly ??= setupOnlyToken()),
        body: endpoint.body,
      });
      expect(status).toBe(403);
      expect(body).toEqual({
        message:
          "Set up two-factor sign-in first: your administrator requires it. Until then you can only set it up or sign out.",
      });
    });
  }

  for (const endpoint of guardedEndpoints.filter(({ method, path }) => openToSetupOnly.has(`${method} ${path}`))) {
    it(`${endpoint.method} ${endpoint.path} lets a session that may only set up two-factor sign-in through the guard`, async () => {
      // A fresh one each time: signing out ends it.
      const { status } = await api.call(endpoint.method, endpoint.path, {
        token: await setupOnlyToken(),
        body: endpoint.body,
      });
      expect([401, 403]).not.toContain(status);
      expect(status).toBeLessThan(500);
    });
  }

  it("lists every endpoint open to a session that may only set up two-factor sign-in", () => {
    const guarded = new Set(guardedEndpoints.map(({ method, path }) => `${method} ${path}`));
    expect([...openToSetupOnly].filter((endpoint) => !guarded.has(endpoint))).toEqual([]);
  });

  it("says when a session has expired", async () => {
    const { body } = await api.call("GET", "/api/auth/me", { token: tokens.expired });
    expect(body.message).toBe("Your session has expired. Please sign in again.");
  });

  it("sends a declared example to every endpoint that takes a body", () => {
    const withoutExample = apiOperations
      .filter((operation) => operation.body && operation.body.example === undefined)
      .map((operation) => operation.operationId);
    expect(withoutExample).toEqual([]);
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
