import type { Kysely } from "kysely";
import { normaliseEmail } from "../../common/email";
import type { User } from "../../common/user";
import { hashPassword } from "../passwords.server";
import { newId, toIsoString } from "./database.server";
import type { DB, UserRow } from "./schema.server";

export function toUserJson(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: toIsoString(row.createdAt),
  };
}

export async function countUsers(db: Kysely<DB>): Promise<number> {
  const { count } = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listUsers(db: Kysely<DB>): Promise<UserRow[]> {
  return db.selectFrom("users").selectAll().orderBy("createdAt").execute();
}

export async function createUser(
  db: Kysely<DB>,
  input: { name: string; email: string; password: string; role?: string },
): Promise<UserRow> {
  const now = new Date().toISOString();
  return db
    .insertInto("users")
    .values({
      id: newId(),
      name: input.name,
      email: normaliseEmail(input.email),
      passwordHash: await hashPassword(input.password),
      role: input.role ?? "admin",
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The changes that must end a user's earlier sign-ins. Each write also increments the
 * token version that every token carries, in the same statement, so no caller can change
 * a password, role or status and leave old tokens working.
 */
async function updateAndRevoke(
  db: Kysely<DB>,
  id: string,
  changes: { passwordHash?: string; role?: string; deactivatedAt?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set((eb) => ({ ...changes, tokenVersion: eb("tokenVersion", "+", 1), updatedAt: new Date().toISOString() }))
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setUserPassword(db: Kysely<DB>, id: string, password: string): Promise<boolean> {
  return updateAndRevoke(db, id, { passwordHash: await hashPassword(password) });
}

export function setUserRole(db: Kysely<DB>, id: string, role: string): Promise<boolean> {
  return updateAndRevoke(db, id, { role });
}

/** A deactivated user cannot sign in, and every token they hold stops working. */
export function deactivateUser(db: Kysely<DB>, id: string): Promise<boolean> {
  return updateAndRevoke(db, id, { deactivatedAt: new Date().toISOString() });
}

export function reactivateUser(db: Kysely<DB>, id: string): Promise<boolean> {
  return updateAndRevoke(db, id, { deactivatedAt: null });
}

/** Signing out: every token of this user, on every device and instance, stops working. */
export function endSessions(db: Kysely<DB>, id: string): Promise<boolean> {
  return updateAndRevoke(db, id, {});
}
