import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../server/db/users.server";
import { startApi, type TestApi, testPassword } from "../support/api";
import { untilPast } from "../support/clock";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

const windowMs = 1500;
const from = (ip: string) => ({ "x-forwarded-for": ip });

/**
 * Waits until the moment a refusal's Retry-After names has passed: the window is over by
 * the server's own word, however slow the machine (no fixed sleep, decision 049).
 */
async function untilRetryAfter(refused: { headers: Headers }) {
  const seconds = Number(refused.headers.get("retry-after"));
  expect(seconds).toBeGreaterThan(0);
  await untilPast(Date.now() + seconds * 1000);
}

describe("rate limits", () => {
  let database: TestDatabase;
  let api: TestApi;
  /** Same limits over a long window: ceilings counted over many requests, however slow the machine. */
  let patient: TestApi;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    // Behind one proxy (the test), so each test can speak from its own address.
    api = await startApi(database, {
      TRUST_PROXY: "1",
      RATE_LIMIT_WINDOW_MS: String(windowMs),
      LOGIN_RATE_LIMIT: "3",
      FORM_RATE_LIMIT: "3",
    });
    patient = await startApi(database, { TRUST_PROXY: "1", RATE_LIMIT_WINDOW_MS: "600000", LOGIN_RATE_LIMIT: "3" });
    await createUser(database.db, { name: "Staff", email: "staff@agency.test", password: testPassword });
  });
  afterAll(async () => {
    await patient?.close();
    await api?.close();
    await database?.drop();
  });

  const login = (email: string, password: string, ip: string, server = api) =>
    server.call("POST", "/api/auth/login", { body: { email, password }, headers: from(ip) });

  it("blocks a stranger's address after failures for an account, with Retry-After, and recovers after the window", async () => {
    for (const n of [1, 2, 3]) expect((await login("staff@agency.test", `wrong ${n}`, "10.0.0.1")).status).toBe(401);
    const limited = await login("staff@agency.test", testPassword, "10.0.0.1");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: expect.stringContaining("Too many failed sign-in attempts") });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    await untilRetryAfter(limited);
    expect((await login("staff@agency.test", testPassword, "10.0.0.1")).status).toBe(200);
  });

  it("lets the owner sign in from another address while a stranger is locked out of the account", async () => {
    for (let n = 0; n < 3; n++) expect((await login("staff@agency.test", "wrong", "10.1.0.1")).status).toBe(401);
    const limited = await login("staff@agency.test", "wrong", "10.1.0.1");
    expect(limited.status).toBe(429);
    expect((await login("staff@agency.test", testPassword, "10.1.0.2")).status).toBe(200);
    // The account's count must not reach the next test.
    await untilRetryAfter(limited);
  });

  it("counts every spelling of one email as one account (trimmed, any case, Unicode NFKC)", async () => {
    const spellings = ["staff@agency.test", " STAFF@Agency.test ", "ｓｔａｆｆ@agency.test"];
    for (const email of spellings) expect((await login(email, "wrong", "10.4.0.1")).status).toBe(401);
    const limited = await login("Staff@agency.test", testPassword, "10.4.0.1");
    expect(limited.status).toBe(429);
    // The full-width spelling is the same account: it signs in once the limit has passed.
    await untilRetryAfter(limited);
    expect((await login("ｓｔａｆｆ@ＡＧＥＮＣＹ.test", testPassword, "10.4.0.1")).status).toBe(200);
  });

  it("still slows a guess at one account spread over many addresses", async () => {
    // Ten times the per-address limit, each failure from a different address.
    for (let n = 0; n < 30; n++)
      expect((await login("staff@agency.test", "wrong", `10.5.${n}.1`, patient)).status).toBe(401);
    expect((await login("staff@agency.test", "wrong", "10.5.99.1", patient)).status).toBe(429);
    expect((await login("other@agency.test", "wrong", "10.5.99.2", patient)).status).toBe(401);
  });

  it("still slows one address trying many accounts", async () => {
    // Five times the limit, each failure for a different account.
    for (let n = 0; n < 15; n++)
      expect((await login(`nobody${n}@agency.test`, "wrong", "10.6.0.1", patient)).status).toBe(401);
    expect((await login("other@agency.test", "wrong", "10.6.0.1", patient)).status).toBe(429);
    expect((await login("other@agency.test", "wrong", "10.6.0.2", patient)).status).toBe(401);
  });

  it("limits guesses at one's own current password like sign-ins, per account and address", async () => {
    const email = "guessed@agency.test";
    await createUser(database.db, { name: "Guessed", email, password: testPassword });
    const token = (await login(email, testPassword, "10.7.0.1", patient)).body.token as string;
    const change = (currentPassword: string, ip: string) =>
      patient.call("PATCH", "/api/auth/me", {
        token,
        body: { name: "Guessed", currentPassword, newPassword: "a new password of mine" },
        headers: from(ip),
      });
    for (let n = 0; n < 3; n++) expect((await change(`wrong ${n}`, "10.7.0.2")).status).toBe(400);
    // The right password no longer helps from that address.
    const limited = await change(testPassword, "10.7.0.2");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: expect.stringContaining("Too many wrong passwords") });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner elsewhere still can.
    expect((await change(testPassword, "10.7.0.3")).status).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    for (let n = 0; n < 5; n++) expect((await login("staff@agency.test", testPassword, "10.2.0.1")).status).toBe(200);
  });

  it("limits public form posts per address and recovers", async () => {
    const subscribe = (ip: string, n: number) =>
      api.call("POST", "/api/newsletter-subscribers", { body: { email: `reader${n}@news.test` }, headers: from(ip) });
    for (const n of [1, 2, 3]) expect((await subscribe("10.3.0.1", n)).status).toBe(201);
    const limited = await subscribe("10.3.0.1", 4);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toEqual(expect.any(String));
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await subscribe("10.3.0.2", 5)).status).toBe(201);
    await untilRetryAfter(limited);
    expect((await subscribe("10.3.0.1", 6)).status).toBe(201);
  });
});

describe.each(testDialects)("the account's lockout and the owner's known device, on %s", (dialect) => {
  let database: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // Behind a trusted proxy, with the default limits: 10 failures per account and address,
    // 100 per account from every address.
    api = await startApi(database, { TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  const login = (email: string, password: string, ip: string, cookie?: string) =>
    api.call("POST", "/api/auth/login", {
      body: { email, password },
      headers: { ...from(ip), ...(cookie && { cookie }) },
    });
  /** The known-device cookie a sign-in set, as a browser sends it back. */
  const knownDevice = (answer: { headers: Headers }) => {
    const setCookie = answer.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^known_device=[^;]+;.*Path=\/api\/auth\/login;.*HttpOnly;.*SameSite=Strict/);
    return setCookie.split(";")[0]!;
  };

  it("after 100 failures from 10 addresses, the owner signs in from a known device; an unknown one still waits", async () => {
    const owner = "owner@agency.test";
    await createUser(database.db, { name: "Owner", email: owner, password: testPassword, role: "admin" });
    await createUser(database.db, { name: "Other", email: "other@agency.test", password: testPassword });
    const ownersDevice = knownDevice(await login(owner, testPassword, "10.20.0.1"));
    const othersDevice = knownDevice(await login("other@agency.test", testPassword, "10.20.0.2"));

    // The ten addresses side by side, each one's failures in turn: no request can reach a
    // ceiling (ten per address, a hundred for the account) before the last of the hundred.
    await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const address = `10.21.${index + 1}.1`;
        for (let n = 0; n < 10; n++) expect((await login(owner, `wrong ${n}`, address)).status, address).toBe(401);
      }),
    );
    // The account's ceiling holds for a device it does not know, even with the right password…
    const unknown = await login(owner, testPassword, "10.22.0.1");
    expect(unknown.status).toBe(429);
    expect(Number(unknown.headers.get("retry-after"))).toBeGreaterThan(0);
    // …and for a device known to another account, or a forged proof.
    expect((await login(owner, testPassword, "10.22.0.2", othersDevice)).status).toBe(429);
    expect((await login(owner, testPassword, "10.22.0.3", `${ownersDevice}x`)).status).toBe(429);
    // The owner's device is known: from a new address too, the right password signs in.
    const signedIn = await login(owner, testPassword, "10.22.0.4", ownersDevice);
    expect(signedIn.status).toBe(200);
    expect((await api.call("GET", "/api/auth/me", { token: signedIn.body.token })).status).toBe(200);
    // A known device is still limited per address: ten wrong passwords there, then a wait.
    for (let n = 0; n < 10; n++) expect((await login(owner, "wrong", "10.23.0.1", ownersDevice)).status).toBe(401);
    expect((await login(owner, testPassword, "10.23.0.1", ownersDevice)).status).toBe(429);
  });
});
