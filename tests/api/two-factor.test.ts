import { createHash } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../server/db/users.server";
import { apiOnTestDatabase, type ApiResponse, startApi, type TestApi, testPassword } from "../support/api";
import { testDialects } from "../support/database";

/** A code of the authenticator app, `steps` 30-second steps from now (a code is accepted once). */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe.each(testDialects)("two-factor sign-in, on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect, { LOGIN_RATE_LIMIT: "3" });

  const login = (email: string, password = testPassword) =>
    api.call("POST", "/api/auth/login", { body: { email, password } });
  const withCode = (challenge: string, code: string) =>
    api.call("POST", "/api/auth/login/two-factor", { body: { challenge, code } });

  /** A staff member who turned two-factor sign-in on: their secret, recovery codes and a token. */
  async function enrolled() {
    const email = `staff-${crypto.randomUUID()}@agency.test`;
    const user = await createUser(api.database.db, { name: "Staff", email, password: testPassword, role: "editor" });
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
    const user = await createUser(api.database.db, { name: "Staff", email, password: testPassword, role: "editor" });
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
      setupOnly: false,
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
    const stored = await api.database.db
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
      setupOnly: false,
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

  it("a challenge signs in once: a second sign-in with it is refused, and uses up no code", async () => {
    const { email, secret, recoveryCodes, token } = await enrolled();
    const { twoFactorChallenge: challenge } = (await login(email)).body;
    expect((await withCode(challenge, codeFor(secret, 1))).status).toBe(200);
    const again = await withCode(challenge, recoveryCodes[0]!);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: "The sign-in took too long. Please enter your email and password again." });
    // The replay took nothing: the recovery code still signs in with a new challenge.
    expect((await api.call("GET", "/api/auth/two-factor", { token })).body.recoveryCodesLeft).toBe(10);
    expect((await withCode((await login(email)).body.twoFactorChallenge, recoveryCodes[0]!)).status).toBe(200);
  });

  it("a challenge sent twice at once signs in once", async () => {
    const { email, recoveryCodes } = await enrolled();
    const { twoFactorChallenge: challenge } = (await login(email)).body;
    const answers = await Promise.all([withCode(challenge, recoveryCodes[0]!), withCode(challenge, recoveryCodes[1]!)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 401]);
  });

  it("turning it on ends the user's other sessions and keeps this one", async () => {
    const email = `staff-${crypto.randomUUID()}@agency.test`;
    await createUser(api.database.db, { name: "Staff", email, password: testPassword, role: "editor" });
    const [here, elsewhere] = [(await login(email)).body.token as string, (await login(email)).body.token as string];
    const other = await api.adminToken();
    const { secret } = (await api.call("POST", "/api/auth/two-factor/enrolment", { token: here })).body;
    // Starting to enrol ends nothing; turning it on does.
    expect((await api.call("GET", "/api/auth/me", { token: elsewhere })).status).toBe(200);
    const enabled = await api.call("POST", "/api/auth/two-factor/enable", {
      token: here,
      body: { code: codeFor(secret) },
    });
    expect(enabled.status).toBe(200);
    const ended = await api.call("GET", "/api/auth/me", { token: elsewhere });
    expect(ended.status).toBe(401);
    expect(ended.body).toEqual({ message: "Your session has ended. Please sign in again." });
    expect((await api.call("GET", "/api/auth/me", { token: here })).status).toBe(200);
    const sessions = (await api.call("GET", "/api/auth/sessions", { token: here })).body as { current: boolean }[];
    expect(sessions.map(({ current }) => current)).toEqual([true]);
    // Other users keep theirs.
    expect((await api.call("GET", "/api/auth/me", { token: other })).status).toBe(200);
  });

  describe("an account's second step, over two instances", () => {
    // Address limits high, so only the account's own count can answer 429; behind a proxy
    // (the test) and from an address of their own, so that on PostgreSQL, where the limits
    // count in the shared database, their failures do not count against the other tests'.
    let first: TestApi;
    let second: TestApi;
    beforeAll(async () => {
      const env = { LOGIN_RATE_LIMIT: "1000", TRUST_PROXY: "1" };
      first = await startApi(api.database, env);
      second = await startApi(api.database, env);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
    });

    const from = { "x-forwarded-for": "10.9.0.1" };
    const on = (instance: TestApi, challenge: string, code: string, headers: Record<string, string> = {}) =>
      instance.call("POST", "/api/auth/login/two-factor", {
        body: { challenge, code },
        headers: { ...from, ...headers },
      });
    const retryAfter = (answer: ApiResponse) => Number(answer.headers.get("retry-after"));
    /** The wait the account is in passes, as if its time had come. */
    const waitPasses = (userId: string) =>
      api.database.db
        .updateTable("users")
        .set({ totpRetryAt: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", userId)
        .execute();

    it("has five tries, then a wait that doubles; the right code then signs in and starts the count again", async () => {
      const { user, email, secret } = await enrolled();
      const challenge = (await login(email)).body.twoFactorChallenge as string;
      for (let n = 0; n < 5; n++) {
        expect((await on(n % 2 ? second : first, challenge, `00000${n}`)).status, `try ${n + 1}`).toBe(401);
      }
      // The sixth waits, even with the right code, on either instance.
      const limited = await on(second, challenge, codeFor(secret, 1));
      expect(limited.status).toBe(429);
      expect(retryAfter(limited)).toBeGreaterThan(0);
      expect(retryAfter(limited)).toBeLessThanOrEqual(30);
      expect(limited.body).toEqual({
        message: `Too many wrong codes. Please wait ${retryAfter(limited)} seconds before trying again.`,
      });
      const inTurkish = await on(first, challenge, "000009", { "accept-language": "tr" });
      expect(inTurkish.status).toBe(429);
      expect(inTurkish.body.message).toContain("Çok fazla yanlış kod girildi.");

      await waitPasses(user.id);
      expect((await on(first, challenge, "000006")).status).toBe(401);
      const longer = await on(second, challenge, codeFor(secret, 1));
      expect(longer.status).toBe(429);
      expect(retryAfter(longer)).toBeGreaterThan(30);
      expect(retryAfter(longer)).toBeLessThanOrEqual(60);

      await waitPasses(user.id);
      expect((await on(second, challenge, codeFor(secret, 1))).status).toBe(200);
      const counted = await api.database.db
        .selectFrom("users")
        .select(["totpFailures", "totpRetryAt"])
        .where("id", "=", user.id)
        .executeTakeFirstOrThrow();
      expect({ failures: Number(counted.totpFailures), retryAt: counted.totpRetryAt }).toEqual({
        failures: 0,
        retryAt: null,
      });
    });

    it("checks no more than five codes sent at once to both instances", async () => {
      const { email } = await enrolled();
      const challenge = (await login(email)).body.twoFactorChallenge as string;
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) => on(n % 2 ? second : first, challenge, String(100000 + n))),
      );
      const statuses = answers.map(({ status }) => status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    });

    it("counts codes tried to turn it off with those of signing in", async () => {
      const { email, token, secret } = await enrolled();
      const challenge = (await login(email)).body.twoFactorChallenge as string;
      for (let n = 0; n < 5; n++) expect((await on(first, challenge, `00000${n}`)).status).toBe(401);
      const off = await second.call("POST", "/api/auth/two-factor/disable", {
        token,
        body: { password: testPassword, code: codeFor(secret, 1) },
        headers: from,
      });
      expect(off.status).toBe(429);
      expect(retryAfter(off)).toBeGreaterThan(0);
    });
  });

  it("when admins require it, a user without it signs in to a session that can only set it up, which enrolling makes full", async () => {
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
      await createUser(api.database.db, { name: "Staff", email, password: testPassword, role: "editor" });
      const { body } = await login(email);
      expect(body).toMatchObject({ token: expect.any(String), twoFactorSetupRequired: true });
      const token = body.token as string;
      const refused = await api.call("GET", "/api/articles", { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        message:
          "Set up two-factor sign-in first: your administrator requires it. Until then you can only set it up or sign out.",
      });
      const inRussian = await api.call("GET", "/api/articles", { token, headers: { "accept-language": "ru" } });
      expect(inRussian.body.message).toContain("Сначала настройте двухэтапный вход");
      expect((await api.call("GET", "/api/auth/me", { token })).status).toBe(200);
      expect((await api.call("GET", "/api/auth/two-factor", { token })).body).toMatchObject({
        required: true,
        setupOnly: true,
      });
      const { secret } = (await api.call("POST", "/api/auth/two-factor/enrolment", { token })).body;
      expect((await api.call("GET", "/api/articles", { token })).status).toBe(403);
      const enabled = await api.call("POST", "/api/auth/two-factor/enable", { token, body: { code: codeFor(secret) } });
      expect(enabled.status).toBe(200);
      // The same token is now a full session.
      expect((await api.call("GET", "/api/articles", { token })).status).toBe(200);
      expect((await api.call("GET", "/api/auth/two-factor", { token })).body.setupOnly).toBe(false);

      const { email: enrolledEmail, secret: enrolledSecret } = await enrolled();
      const second = await withCode((await login(enrolledEmail)).body.twoFactorChallenge, codeFor(enrolledSecret, 1));
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      expect(second.body.twoFactorSetupRequired).toBeUndefined();
      expect((await api.call("GET", "/api/articles", { token: second.body.token })).status).toBe(200);
    } finally {
      await api.call("PUT", "/api/settings", { token: admin, body: settings });
    }
  });
});
