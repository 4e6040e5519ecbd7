import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, findUserByEmail } from "../../server/db/users.server";
import { verifyPassword } from "../../server/passwords.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");

describe.each(testDialects)("npm run admin on %s", (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const admin = async (...args: string[]) => {
    const env = { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" };
    try {
      const { stdout } = await promisify(execFile)(tsx, ["server/cli/admin.server.ts", ...args], { cwd: root, env });
      return { code: 0, output: stdout };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, output: failed.stderr };
    }
  };

  it("refuses a weak chosen password with the reason, on create and on reset", async () => {
    const weak = await admin("create", "--email", "cli@agency.test", "--password", "1234567890");
    expect(weak.code).toBe(1);
    expect(weak.output).toMatch(/^--password is refused: This password appears on lists of common or leaked passwords/);
    expect(await findUserByEmail(database.db, "cli@agency.test")).toBeUndefined();

    await createUser(database.db, { name: "Cli User", email: "cli@agency.test", password: "quiet orchard lantern" });
    const personal = await admin("reset-password", "--email", "cli@agency.test", "--password", "Cli User 1234!");
    expect(personal.code).toBe(1);
    expect(personal.output).toMatch(/^--password is refused: The password must not contain/);
    const user = await findUserByEmail(database.db, "cli@agency.test");
    expect(await verifyPassword(user!.passwordHash, "quiet orchard lantern")).toBe(true);
  }, 30_000);
});
