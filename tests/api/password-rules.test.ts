import { beforeAll, describe, expect, it } from "vitest";
import { apiOnTestDatabase, testPassword } from "../support/api";
import { testDialects } from "../support/database";
import { locale } from "../support/html";

// Every place the API takes a chosen password refuses the ones found by guessing (decision 035).
describe.each(testDialects)("password rules on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await api.adminToken();
  });

  const newEmail = () => `user-${crypto.randomUUID()}@agency.test`;
  const createUser = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    api.call("POST", "/api/users", { token: admin, body: { role: "editor", ...body }, headers });

  it.each([
    ["a common password", "1234567890", "passwordCommon"],
    ["ten spaces", " ".repeat(10), "passwordGuessable"],
    ["the account's own email", "", "passwordPersonal"],
    ["the account's name with digits", "Nigar Həsənova 2024", "passwordPersonal"],
  ])("an admin cannot give a new account %s", async (_case, chosen, reason) => {
    const email = newEmail();
    const created = await createUser({ name: "Nigar Həsənova", email, password: chosen || email });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({
      message: locale("en", "api", reason),
      errors: { password: locale("en", "api", reason) },
    });
    expect((await api.call("POST", "/api/auth/login", { body: { email, password: chosen || email } })).status).toBe(
      401,
    );
  });

  it("says why in the visitor's language", async () => {
    for (const language of ["tr", "ru", "az"] as const) {
      const refused = await createUser(
        { name: "Dil Testi", email: newEmail(), password: "password123" },
        { "accept-language": language },
      );
      expect(refused.body.errors.password).toBe(locale(language, "api", "passwordCommon"));
    }
  });

  it("an admin's password reset refuses a weak password and keeps the old one", async () => {
    const email = newEmail();
    const { body } = await createUser({ name: "Reset Rules", email, password: testPassword });
    const reset = await api.call("POST", `/api/users/${body.user._id}/password`, {
      token: admin,
      body: { password: email.toUpperCase() },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.errors).toEqual({ password: locale("en", "api", "passwordPersonal") });
    expect((await api.call("POST", "/api/auth/login", { body: { email, password: testPassword } })).status).toBe(200);
  });

  it("a user's own password change refuses a weak password and keeps the old one", async () => {
    const email = newEmail();
    await createUser({ name: "Profile Rules", email, password: testPassword });
    const token = (await api.call("POST", "/api/auth/login", { body: { email, password: testPassword } })).body.token;
    const changed = await api.call("PATCH", "/api/auth/me", {
      token,
      body: { name: "Profile Rules", currentPassword: testPassword, newPassword: "qwertyuiop" },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.errors).toEqual({ newPassword: locale("en", "api", "passwordCommon") });
    expect((await api.call("GET", "/api/auth/me", { token })).status).toBe(200);
  });
});
