import { createHash } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../server/db/users.server";
import { startApi, type TestApi, testPassword } from "../support/api";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

/** A code of the authenticator app, `steps` 30-second steps from now (a code is accepted once). */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe.each(testDialects)("two-factor sign-in, on %s", (dialect) => {
  let database: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    api = await startApi(database, { LOGIN_RATE_LIMIT: "3" });
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  const login = (email: string, password = testPassword) =>
    api.call("POST", "/api/auth/login", { body: { email, password } });
  const withCode = (challenge: string, code: string) =>
    api.call("POST", "/api/auth/login/two-factor", { body: { challenge, code } });

  /** A staff member who turned two-factor sign-in on: their secret, recovery codes and a token. */
  async function enrolled() {
    const email = `staff-${crypto.randomUUID()}@agency.test`;
    const user = await createUser(database.db, { name: "Staff", email, password: testPassword, role: "editor" });
    const token = (await login(email)).body.token as string;
    const enrolment = await api.call("POST", "/api/auth/two-factor/enrolment", { token });
    expect(enrolment.status).toBe(201);
    const { secret } = enrolment.body;
    const enabled = await api.call("POST", "/api/auth/two-factor/enable", { token, body: { code: codeFor(secret) } });
    expect(enabled.status).toBe(200);
    return { user, email, token, secret: secret as string, recoveryCodes: enabled.body.recoveryCodes as string[] };
  }

  it("enrols with a QR code and a key, on only once a code confirms it, with ten recovery codes stored hashed", async () => {
    const email = `staff-${crypto.randomUUID()}@agency.test`;
    const user = await createUser(database.db, { name: "Staff", email, password: testPassword, role: "editor" });
    const token = (await login(email)).body.token as string;
    const enrolment = await api.call("POST", "/api/auth/two-factor/enrolment", { token });
    expect(enrolment.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.body.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const svg = Buffer.from(enrolment.body.qrCode.replace("data:image/svg+xml;base64,", ""), "base64").toString();
    expect(svg).toMatch(/^<svg[^>]*>/);
    // Not on until confirmed: the password alone still signs in.
    expect((await login(email)).body.token).toEqual(expect.any(String));
    expect((await api.call("GET", "/api/auth/two-factor", { token })).body).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const wrong = await api.call("POST", "/api/auth/two-factor/enable", { token, body: { code: "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: "The code is not correct." });
    const missing = await api.call("POST", "/api/auth/two-factor/enable", { token, body: {} });
    expect(missing.status).toBe(400);

    const enabled = await api.call("POST", "/api/auth/two-factor/enable", {
      token,
      body: { code: codeFor(enrolment.body.secret) },
    });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.recoveryCodes as string[];
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await database.db
      .selectFrom("recoveryCodes")
      .select("codeHash")
      .where("userId", "=", user.id)
      .execute();
    expect(stored.map(({ codeHash }) => codeHash).sort()).toEqual(
      codes.map((code) => createHash("sha256").update(code.replace("-", "")).digest("hex")).sort(),
    );
    expect((await api.call("GET", "/api/auth/two-factor", { token })).body).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    expect((await api.call("POST", "/api/auth/two-factor/enrolment", { token })).status).toBe(409);
  });

  it("a sign-in takes the code as a second step: the password answers a challenge, not a token", async () => {
    const { email, secret } = await enrolled();
    const first = await login(email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorChallenge: expect.any(String) });
    const { twoFactorChallenge: challenge } = first.body;
    // The challenge is no token.
    expect((await api.call("GET", "/api/auth/me", { token: challenge })).status).toBe(401);
    const wrong = await withCode(challenge, "123456");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "The code is not correct." });
    const code = codeFor(secret, 1);
    const signedIn = await withCode(challenge, code);
    expect(signedIn.status).toBe(200);
    expect((await api.call("GET", "/api/auth/me", { token: signedIn.body.token })).status).toBe(200);
    // The same code works once.
    expect((await withCode((await login(email)).body.twoFactorChallenge, code)).status).toBe(401);
  });

  it("a recovery code signs in once", async () => {
    const { email, recoveryCodes, token } = await enrolled();
    const code = recoveryCodes[3]!;
    const signedIn = await withCode((await login(email)).body.twoFactorChallenge, code.toUpperCase());
    expect(signedIn.status).toBe(200);
    expect((await withCode((await login(email)).body.twoFactorChallenge, code)).status).toBe(401);
    expect((await api.call("GET", "/api/auth/two-factor", { token })).body.recoveryCodesLeft).toBe(9);
  });

  it("refuses a forged or a session's token as a challenge", async () => {
    const { email, secret, token } = await enrolled();
    const { twoFactorChallenge } = (await login(email)).body;
    const [header, payload] = twoFactorChallenge.split(".");
    for (const challenge of [`${header}.${payload}.forged`, token, "not-a-jwt"]) {
      const { status, body } = await withCode(challenge, codeFor(secret, 1));
      expect(status).toBe(401);
      expect(body).toEqual({ message: "The sign-in took too long. Please enter your email and password again." });
    }
  });

  it("limits wrong codes like wrong passwords", async () => {
    const { email, secret } = await enrolled();
    const { twoFactorChallenge: challenge } = (await login(email)).body;
    for (let n = 0; n < 3; n++) expect((await withCode(challenge, `00000${n}`)).status).toBe(401);
    const limited = await withCode(challenge, codeFor(secret, 1));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("turns off only with the password and a code", async () => {
    const { email, secret, token } = await enrolled();
    const off = (password: string, code: string) =>
      api.call("POST", "/api/auth/two-factor/disable", { token, body: { password, code } });
    expect((await off("not my password", codeFor(secret, 1))).body).toEqual({
      message: "The current password is not correct.",
    });
    expect((await off(testPassword, "000000")).body).toEqual({ message: "The code is not correct." });
    expect((await off(testPassword, codeFor(secret, 1))).status).toBe(204);
    expect((await login(email)).body.token).toEqual(expect.any(String));
    expect((await off(testPassword, codeFor(secret, 1))).status).toBe(400);
  });

  it("when admins require it, a user without it is told to enrol after signing in", async () => {
    const admin = await api.adminToken();
    const settings = (await api.call("GET", "/api/settings", { token: admin })).body;
    expect(settings.requireTwoFactor).toBe(false);
    const saved = await api.call("PUT", "/api/settings", {
      token: admin,
      body: { ...settings, requireTwoFactor: true },
    });
    expect(saved.status).toBe(200);
    try {
      const email = `staff-${crypto.randomUUID()}@agency.test`;
      await createUser(database.db, { name: "Staff", email, password: testPassword, role: "editor" });
      const { body } = await login(email);
      expect(body).toMatchObject({ token: expect.any(String), twoFactorSetupRequired: true });
      expect((await api.call("GET", "/api/auth/two-factor", { token: body.token })).body.required).toBe(true);
      const { email: enrolledEmail, secret } = await enrolled();
      const second = await withCode((await login(enrolledEmail)).body.twoFactorChallenge, codeFor(secret, 1));
      expect(second.body.twoFactorSetupRequired).toBeUndefined();
    } finally {
      await api.call("PUT", "/api/settings", { token: admin, body: settings });
    }
  });
});
