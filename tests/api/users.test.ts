import { beforeAll, describe, expect, it } from "vitest";
import { apiOnTestDatabase, testPassword } from "../support/api";
import { testDialects } from "../support/database";

describe.each(testDialects)("users and roles on %s", (dialect) => {
  let admin: string;

  const api = apiOnTestDatabase(dialect);
  beforeAll(async () => {
    admin = await api.adminToken();
  });

  const newEmail = () => `user-${crypto.randomUUID()}@agency.test`;
  const signIn = (email: string, password: string) =>
    api.call("POST", "/api/auth/login", { body: { email, password } });

  it("an admin creates an editor with a password made by the server, shown once, that signs in", async () => {
    const email = newEmail();
    const created = await api.call("POST", "/api/users", {
      token: admin,
      body: { name: "Leyla Editor", email: email.toUpperCase(), role: "editor" },
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ name: "Leyla Editor", email, role: "editor", active: true });
    expect(created.body.password).toMatch(/^\S{16}$/);
    const login = await signIn(email, created.body.password);
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe("editor");
    // Listed, and the hash never leaves the server.
    const list = await api.call("GET", "/api/users", { token: admin });
    expect(list.body.find((user: { email: string }) => user.email === email)).toMatchObject({ name: "Leyla Editor" });
    expect(JSON.stringify(list.body)).not.toContain("argon2");
  });

  it("an admin may set the initial password; it is not echoed back", async () => {
    const email = newEmail();
    const created = await api.call("POST", "/api/users", {
      token: admin,
      body: { name: "Set Password", email, role: "admin", password: "chosen by the admin" },
    });
    expect(created.status).toBe(201);
    expect(created.body.password).toBeUndefined();
    expect((await signIn(email, "chosen by the admin")).status).toBe(200);
  });

  it("refuses bad input with field errors, and a taken email with 409", async () => {
    const bad = await api.call("POST", "/api/users", {
      token: admin,
      body: { name: "", email: "not-an-email", role: "owner", password: "short" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: "This field is required.",
      email: "Please enter a valid email address.",
      role: "Choose admin or editor.",
      password: expect.any(String),
    });
    const email = newEmail();
    await api.call("POST", "/api/users", { token: admin, body: { name: "First", email, role: "editor" } });
    const taken = await api.call("POST", "/api/users", {
      token: admin,
      body: { name: "Second", email, role: "editor" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: "Another account already uses this email address." });
    const unknown = await api.call("PATCH", "/api/users/no-such-user", { token: admin, body: { role: "editor" } });
    expect(unknown.status).toBe(404);
  });

  it("a role change takes effect at once; deactivation refuses the user's token and sign-in; reactivation restores sign-in", async () => {
    const email = newEmail();
    const { body } = await api.call("POST", "/api/users", {
      token: admin,
      body: { name: "Promoted", email, role: "editor", password: testPassword },
    });
    const editorToken = (await signIn(email, testPassword)).body.token;
    expect((await api.call("GET", "/api/users", { token: editorToken })).status).toBe(403);

    const promoted = await api.call("PATCH", `/api/users/${body.user._id}`, { token: admin, body: { role: "admin" } });
    expect(promoted.body).toMatchObject({ role: "admin", active: true });
    const adminToken = (await signIn(email, testPassword)).body.token;
    expect((await api.call("GET", "/api/users", { token: adminToken })).status).toBe(200);

    const deactivated = await api.call("PATCH", `/api/users/${body.user._id}`, {
      token: admin,
      body: { active: false },
    });
    expect(deactivated.body.active).toBe(false);
    const refused = await api.call("GET", "/api/auth/me", { token: adminToken });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: "Your session has ended. Please sign in again." });
    expect((await signIn(email, testPassword)).status).toBe(401);

    await api.call("PATCH", `/api/users/${body.user._id}`, { token: admin, body: { active: true } });
    expect((await signIn(email, testPassword)).status).toBe(200);
  });

  it("the last active admin can be neither demoted nor deactivated, even by themself", async () => {
    const users = (await api.call("GET", "/api/users", { token: admin })).body as {
      _id: string;
      role: string;
      active: boolean;
    }[];
    const me = (await api.call("GET", "/api/auth/me", { token: admin })).body;
    // Leave exactly one active admin: this test's.
    for (const user of users.filter((user) => user.role === "admin" && user.active && user._id !== me._id)) {
      expect(
        (await api.call("PATCH", `/api/users/${user._id}`, { token: admin, body: { active: false } })).status,
      ).toBe(200);
    }
    for (const change of [{ role: "editor" }, { active: false }, { role: "editor", active: false }]) {
      const refused = await api.call("PATCH", `/api/users/${me._id}`, { token: admin, body: change });
      expect(refused.status, JSON.stringify(change)).toBe(409);
      expect(refused.body.message).toMatch(/at least one active admin/);
    }
    expect((await api.call("GET", "/api/auth/me", { token: admin })).body).toMatchObject({
      role: "admin",
      active: true,
    });
  });

  it("a user changes their own name, and their password only with the current one; other sessions end, this one goes on", async () => {
    const email = newEmail();
    await api.call("POST", "/api/users", {
      token: admin,
      body: { name: "Self Service", email, role: "editor", password: testPassword },
    });
    const here = (await signIn(email, testPassword)).body.token;
    const elsewhere = (await signIn(email, testPassword)).body.token;

    const renamed = await api.call("PATCH", "/api/auth/me", { token: here, body: { name: "Self Renamed" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ user: expect.objectContaining({ name: "Self Renamed" }) });

    const missing = await api.call("PATCH", "/api/auth/me", {
      token: here,
      body: { name: "Self Renamed", newPassword: "a new password of mine" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ currentPassword: "Enter your current password to set a new one." });
    const wrong = await api.call("PATCH", "/api/auth/me", {
      token: here,
      body: { name: "Self Renamed", currentPassword: "not my password", newPassword: "a new password of mine" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: "The current password is not correct." });
    expect((await signIn(email, testPassword)).status).toBe(200);

    const changed = await api.call("PATCH", "/api/auth/me", {
      token: here,
      body: { name: "Self Renamed", currentPassword: testPassword, newPassword: "a new password of mine" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ user: expect.objectContaining({ name: "Self Renamed" }) });
    expect((await api.call("GET", "/api/auth/me", { token: here })).status).toBe(200);
    expect((await api.call("GET", "/api/auth/me", { token: elsewhere })).status).toBe(401);
    expect((await signIn(email, testPassword)).status).toBe(401);
    expect((await signIn(email, "a new password of mine")).status).toBe(200);
  });

  it("an admin resets a password: the user's tokens end and the new one signs in", async () => {
    const email = newEmail();
    const { body } = await api.call("POST", "/api/users", {
      token: admin,
      body: { name: "Forgetful", email, role: "editor", password: testPassword },
    });
    const token = (await signIn(email, testPassword)).body.token;
    const reset = await api.call("POST", `/api/users/${body.user._id}/password`, { token: admin, body: {} });
    expect(reset.status).toBe(200);
    expect((await api.call("GET", "/api/auth/me", { token })).status).toBe(401);
    expect((await signIn(email, reset.body.password)).status).toBe(200);
    const chosen = await api.call("POST", `/api/users/${body.user._id}/password`, {
      token: admin,
      body: { password: "short" },
    });
    expect(chosen.status).toBe(400);
    expect(chosen.body.errors.password).toBe("Use at least 10 characters.");
  });
  it("two admins demoting each other at once leave exactly one active admin", async () => {
    const pair = await Promise.all(
      ["One", "Two"].map(async (name) => {
        const email = newEmail();
        const { body } = await api.call("POST", "/api/users", {
          token: admin,
          body: { name, email, role: "admin", password: testPassword },
        });
        return { id: body.user._id as string, token: (await signIn(email, testPassword)).body.token as string };
      }),
    );
    // Setup: these two are the only active admins.
    await api.database.db
      .updateTable("users")
      .set({ deactivatedAt: new Date().toISOString() })
      .where("id", "not in", [pair[0]!.id, pair[1]!.id])
      .execute();
    const answers = await Promise.all([
      api.call("PATCH", `/api/users/${pair[1]!.id}`, { token: pair[0]!.token, body: { role: "editor" } }),
      api.call("PATCH", `/api/users/${pair[0]!.id}`, { token: pair[1]!.token, body: { role: "editor" } }),
    ]);
    // One wins; the other is refused as the last admin, or finds its token ended by the demotion.
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const activeAdmins = await api.database.db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .where("deactivatedAt", "is", null)
      .execute();
    expect(activeAdmins).toHaveLength(1);
  });
});
