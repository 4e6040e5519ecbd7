import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { resolveJwtSecret } from "../../server/auth/tokens.server";
import type { Role } from "../../common/user";
import { changeUserAccess, createUser, setUserPassword } from "../../server/db/users.server";
import { apiOnTestDatabase, testPassword } from "../support/api";
import { testDialects } from "../support/database";

describe.each(testDialects)("sign-ins that can be taken back, on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);

  /** A new staff member and a token of theirs. */
  async function signedInUser(role: Role = "admin") {
    const email = `staff-${crypto.randomUUID()}@agency.test`;
    const user = await createUser(api.database.db, { name: "Staff", email, password: testPassword, role });
    const { status, body } = await api.call("POST", "/api/auth/login", { body: { email, password: testPassword } });
    expect(status).toBe(200);
    return { user, email, token: body.token as string };
  }

  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string; sid: string };

  /** The token works for reading the profile and for an admin write. */
  async function expectTokenWorks(token: string) {
    expect((await api.call("GET", "/api/auth/me", { token })).status).toBe(200);
    expect((await api.call("GET", "/api/dashboard", { token })).status).toBe(200);
  }

  async function expectTokenEnded(token: string) {
    for (const [method, path] of [
      ["GET", "/api/auth/me"],
      ["GET", "/api/dashboard"],
      ["POST", "/api/categories"],
    ] as const) {
      const { status, body } = await api.call(method, path, {
        token,
        body: method === "POST" ? { name: `C ${Math.random()}` } : undefined,
      });
      expect(status, `${method} ${path}`).toBe(401);
      expect(body).toEqual({ message: "Your session has ended. Please sign in again." });
    }
  }

  it("signing out ends this device's token at once; the user's other devices stay signed in", async () => {
    const { email, token } = await signedInUser();
    const second = (await api.call("POST", "/api/auth/login", { body: { email, password: testPassword } })).body
      .token as string;
    await expectTokenWorks(token);
    const { status, body } = await api.call("POST", "/api/auth/logout", { token });
    expect(status).toBe(204);
    expect(body).toBeUndefined();
    await expectTokenEnded(token);
    await expectTokenWorks(second);
    // Signing in again gives a working token.
    const again = await api.call("POST", "/api/auth/login", { body: { email, password: testPassword } });
    await expectTokenWorks(again.body.token);
  });

  it("a password change or reset ends earlier tokens; the new password signs in", async () => {
    const { user, email, token } = await signedInUser();
    await setUserPassword(api.database.db, user.id, "a brand new password");
    await expectTokenEnded(token);
    expect((await api.call("POST", "/api/auth/login", { body: { email, password: testPassword } })).status).toBe(401);
    const fresh = await api.call("POST", "/api/auth/login", { body: { email, password: "a brand new password" } });
    await expectTokenWorks(fresh.body.token);
  });

  it("a role change ends earlier tokens", async () => {
    const { user, token } = await signedInUser("editor");
    await changeUserAccess(api.database.db, user.id, { role: "admin" });
    await expectTokenEnded(token);
  });

  it("deactivation ends earlier tokens, and the account can no longer sign in", async () => {
    const { user, email, token } = await signedInUser("editor");
    await changeUserAccess(api.database.db, user.id, { active: false });
    await expectTokenEnded(token);
    const login = await api.call("POST", "/api/auth/login", { body: { email, password: testPassword } });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: "Wrong email or password." });
  });

  it("refuses tokens without an expiry, with a subject that is not a string, or without a live session of theirs", async () => {
    const { user, token } = await signedInUser();
    const other = await signedInUser();
    const sid = claimsOf(token).sid;
    const secret = new TextEncoder().encode(resolveJwtSecret({ dataDir: api.database.dataDir }).secret);
    const signed = (claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setIssuer("agency-site")).sign(secret);
    const refused = {
      "no exp": await signed({ sid }, (jwt) => jwt.setSubject(user.id)),
      "numeric sub": await signed({ sid, sub: 42 }, (jwt) => jwt.setExpirationTime("1h")),
      "no sub": await signed({ sid }, (jwt) => jwt.setExpirationTime("1h")),
      "no session": await signed({}, (jwt) => jwt.setSubject(user.id).setExpirationTime("1h")),
      "numeric session": await signed({ sid: 1 }, (jwt) => jwt.setSubject(user.id).setExpirationTime("1h")),
      "unknown session": await signed({ sid: "no-such-session" }, (jwt) =>
        jwt.setSubject(user.id).setExpirationTime("1h"),
      ),
      "another user's session": await signed({ sid: claimsOf(other.token).sid }, (jwt) =>
        jwt.setSubject(user.id).setExpirationTime("1h"),
      ),
    };
    for (const [kind, forged] of Object.entries(refused)) {
      const { status } = await api.call("GET", "/api/auth/me", { token: forged });
      expect(status, kind).toBe(401);
    }
    const valid = await signed({ sid }, (jwt) => jwt.setSubject(user.id).setExpirationTime("1h"));
    expect((await api.call("GET", "/api/auth/me", { token: valid })).status).toBe(200);
  });
});
