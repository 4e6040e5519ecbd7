import { describe, expect, it } from "vitest";
import type { Session } from "../../common/session";
import { changeUserAccess, createUser } from "../../server/db/users.server";
import { apiOnTestDatabase, startApi, testPassword } from "../support/api";
import { testDialects } from "../support/database";

const chromeOnMac =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const firefoxOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe.each(testDialects)("sessions per device, on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);

  /** A new staff member, signed in once per User-Agent given: a token for each device. */
  async function signedIn(...agents: string[]) {
    const email = `staff-${crypto.randomUUID()}@agency.test`;
    const user = await createUser(api.database.db, { name: "Staff", email, password: testPassword, role: "admin" });
    const tokens: string[] = [];
    for (const agent of agents) {
      const { status, body } = await api.call("POST", "/api/auth/login", {
        body: { email, password: testPassword },
        headers: { "user-agent": agent },
      });
      expect(status).toBe(200);
      tokens.push(body.token as string);
    }
    return { user, email, tokens };
  }

  const sessionsOf = async (token: string) => {
    const { status, body } = await api.call("GET", "/api/auth/sessions", { token });
    expect(status).toBe(200);
    return body as Session[];
  };
  const works = async (token: string) => (await api.call("GET", "/api/auth/me", { token })).status === 200;
  const sessionRow = (id: string) =>
    api.database.db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();

  it("lists each device with its browser, system, address and times, and marks this one", async () => {
    const before = new Date().toISOString();
    const {
      tokens: [mac, windows],
    } = await signedIn(chromeOnMac, firefoxOnWindows);
    const sessions = await sessionsOf(windows!);
    expect(sessions).toHaveLength(2);
    expect(
      sessions.map(({ device, current }) => ({ device, current })).sort((a, b) => a.device.localeCompare(b.device)),
    ).toEqual([
      { device: "Chrome on macOS", current: false },
      { device: "Firefox on Windows", current: true },
    ]);
    for (const session of sessions) {
      expect(session.address).toMatch(/127\.0\.0\.1/);
      expect(session.createdAt >= before).toBe(true);
      expect(session.lastSeenAt >= session.createdAt).toBe(true);
    }
    expect((await sessionsOf(mac!)).find(({ current }) => current)?.device).toBe("Chrome on macOS");
  });

  it("ends another device's session by its id; that token stops working and this one goes on", async () => {
    const {
      tokens: [mac, windows],
    } = await signedIn(chromeOnMac, firefoxOnWindows);
    const other = (await sessionsOf(windows!)).find(({ current }) => !current)!;
    expect((await api.call("DELETE", `/api/auth/sessions/${other._id}`, { token: windows })).status).toBe(204);
    expect(await works(mac!)).toBe(false);
    expect(await works(windows!)).toBe(true);
    expect((await sessionsOf(windows!)).map(({ _id }) => _id)).not.toContain(other._id);
    // Ending it again: it is gone.
    const again = await api.call("DELETE", `/api/auth/sessions/${other._id}`, { token: windows });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: "The session was not found." });
  });

  it("ends every other session at once, keeping this one", async () => {
    const { tokens } = await signedIn(chromeOnMac, firefoxOnWindows, chromeOnMac);
    expect((await api.call("DELETE", "/api/auth/sessions", { token: tokens[2] })).status).toBe(204);
    expect(await Promise.all(tokens.map(works))).toEqual([false, false, true]);
    expect(await sessionsOf(tokens[2]!)).toEqual([expect.objectContaining({ current: true })]);
  });

  it("answers 404 for another user's session, an unknown or a malformed id, and leaves the other user signed in", async () => {
    const mine = (await signedIn(chromeOnMac)).tokens[0]!;
    const theirs = (await signedIn(firefoxOnWindows)).tokens[0]!;
    const [theirSession] = await sessionsOf(theirs);
    for (const id of [theirSession!._id, "no-such-session", "%E2%80%AE..%2F", "x".repeat(500)]) {
      const { status, body } = await api.call("DELETE", `/api/auth/sessions/${id}`, { token: mine });
      expect(status, id).toBe(404);
      expect(body).toEqual({ message: "The session was not found." });
    }
    expect(await works(theirs)).toBe(true);
    expect((await sessionsOf(mine)).map(({ _id }) => _id)).not.toContain(theirSession!._id);
  });

  it("refuses a missing or forged token on every session operation", async () => {
    const mine = (await signedIn(chromeOnMac)).tokens[0]!;
    const [header, payload] = mine.split(".");
    const forged = `${header}.${payload}.${Buffer.from("forged").toString("base64url")}`;
    for (const [method, path] of [
      ["GET", "/api/auth/sessions"],
      ["DELETE", "/api/auth/sessions"],
      ["DELETE", "/api/auth/sessions/some-id"],
    ] as const) {
      for (const token of [undefined, forged]) {
        expect((await api.call(method, path, { token })).status, `${method} ${path}`).toBe(401);
      }
    }
  });

  it("a password change ends the other sessions and keeps this one", async () => {
    const { email, tokens } = await signedIn(chromeOnMac, firefoxOnWindows);
    const changed = await api.call("PATCH", "/api/auth/me", {
      token: tokens[1],
      body: { name: "Staff", currentPassword: testPassword, newPassword: "another long password" },
    });
    expect(changed.status).toBe(200);
    expect(await Promise.all(tokens.map(works))).toEqual([false, true]);
    const fresh = await api.call("POST", "/api/auth/login", { body: { email, password: "another long password" } });
    expect(await works(fresh.body.token)).toBe(true);
  });

  it("deactivation and a role change end every session of the user", async () => {
    const demoted = await signedIn(chromeOnMac, firefoxOnWindows);
    const deactivated = await signedIn(chromeOnMac, firefoxOnWindows);
    await signedIn(chromeOnMac); // another admin stays
    await changeUserAccess(api.database.db, demoted.user.id, { role: "editor" });
    await changeUserAccess(api.database.db, deactivated.user.id, { active: false });
    expect(await Promise.all([...demoted.tokens, ...deactivated.tokens].map(works))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("ending a session on one instance ends it on another at once", async () => {
    const second = await startApi(api.database);
    try {
      const {
        tokens: [mac, windows],
      } = await signedIn(chromeOnMac, firefoxOnWindows);
      expect((await second.call("GET", "/api/auth/me", { token: mac })).status).toBe(200);
      expect((await api.call("DELETE", "/api/auth/sessions", { token: windows })).status).toBe(204);
      expect((await second.call("GET", "/api/auth/me", { token: mac })).status).toBe(401);
      expect((await second.call("GET", "/api/auth/me", { token: windows })).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it("writes last seen at most once a minute", async () => {
    const token = (await signedIn(chromeOnMac)).tokens[0]!;
    const [{ _id: id }] = (await sessionsOf(token)) as [Session];
    const setLastSeen = (at: Date) =>
      api.database.db.updateTable("sessions").set({ lastSeenAt: at.toISOString() }).where("id", "=", id).execute();
    const lastSeen = async () => new Date((await sessionRow(id))!.lastSeenAt).getTime();

    const recent = new Date(Date.now() - 30_000);
    await setLastSeen(recent);
    expect(await works(token)).toBe(true);
    expect(await lastSeen()).toBe(recent.getTime());

    await setLastSeen(new Date(Date.now() - 90_000));
    expect(await works(token)).toBe(true);
    expect(Date.now() - (await lastSeen())).toBeLessThan(5_000);
  });

  it("refuses an expired session and prunes it at the next sign-in", async () => {
    const { email, tokens } = await signedIn(chromeOnMac);
    const [{ _id: id }] = (await sessionsOf(tokens[0]!)) as [Session];
    await api.database.db
      .updateTable("sessions")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect(await works(tokens[0]!)).toBe(false);
    expect(await sessionRow(id)).toBeDefined();
    await api.call("POST", "/api/auth/login", { body: { email, password: testPassword } });
    expect(await sessionRow(id)).toBeUndefined();
  });
});
