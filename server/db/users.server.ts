import type { Kysely } from "kysely";
import { hashPassword } from "../auth/password";
import { newId, toIsoString } from "./database";
import type { DB, UserRow } from "./schema";

export interface User {
  _id: string;
  name: string;
  email: string;
  role: string;
  createdAt: string;
}

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
  return db.selectFrom("users").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
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
      email: input.email.trim().toLowerCase(),
      passwordHash: await hashPassword(input.password),
      role: input.role ?? "admin",
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setUserPassword(db: Kysely<DB>, id: string, password: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}
