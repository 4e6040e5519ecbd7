import type { Kysely } from "kysely";
import { normaliseEmail } from "../../common/email";
import type { AuthorBio, AuthorProfileInput, Role, User } from "../../common/user";
import { parseAuthorBio, uniqueAuthorSlug } from "./authors.server";
import { hashPassword } from "../passwords.server";
import { lockTransaction, newId, toIsoString, transactionLocks } from "./database.server";
import type { DB, UserRow } from "./schema.server";
import { endSessions } from "./sessions.server";
import { announcePublicChange } from "./public-changes.server";

export function toUserJson(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: !row.deactivatedAt,
    slug: row.slug,
    bio: parseAuthorBio(row.bio),
    photo: row.photo,
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
  input: { name: string; email: string; password: string; role?: Role; bio?: AuthorBio; photo?: string | null },
): Promise<UserRow> {
  const now = new Date().toISOString();
  return db
    .insertInto("users")
    .values({
      id: newId(),
      name: input.name,
      slug: await uniqueAuthorSlug(db, input.name),
      email: normaliseEmail(input.email),
      passwordHash: await hashPassword(input.password),
      role: input.role ?? "admin",
      bio: JSON.stringify(input.bio ?? {}),
      photo: input.photo ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The changes that must end a user's sign-ins. Each write also ends the user's sessions
 * (all but `keepSession`), so no caller can change a password, role or status and leave
 * old tokens working. Run it in a transaction: both happen or neither.
 */
async function updateAndRevoke(
  trx: Kysely<DB>,
  id: string,
  changes: { passwordHash?: string; role?: Role; deactivatedAt?: string | null },
  keepSession?: string,
): Promise<boolean> {
  const result = await trx
    .updateTable("users")
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  await endSessions(trx, id, keepSession);
  return Number(result.numUpdatedRows) > 0;
}

/** Renames a user; their author page's address follows the new name. */
export async function setUserName(db: Kysely<DB>, id: string, name: string): Promise<UserRow | undefined> {
  const current = await findUserById(db, id);
  if (!current) return undefined;
  if (current.name === name) return current;
  const row = await db
    .updateTable("users")
    .set({ name, slug: await uniqueAuthorSlug(db, name, id), updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  // Posts show their author's name.
  await announcePublicChange(db);
  return row;
}

/** Sets what a user shows as an author (bio per language, photo); undefined for an unknown id. */
export async function setAuthorProfile(
  db: Kysely<DB>,
  id: string,
  profile: Partial<AuthorProfileInput>,
): Promise<UserRow | undefined> {
  const row = await db
    .updateTable("users")
    .set({
      ...(profile.bio && { bio: JSON.stringify(profile.bio) }),
      ...(profile.photo !== undefined && { photo: profile.photo }),
      updatedAt: new Date().toISOString(),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (row) await announcePublicChange(db);
  return row;
}

export type AccessChange = { role?: Role; active?: boolean };

/**
 * Changes a user's role or whether they may sign in, ending their sign-ins. The last
 * active admin can be neither demoted nor deactivated: the site would have nobody left to
 * run it. Checked and written under one lock, so two admins demoting each other at once
 * cannot both succeed.
 */
export async function changeUserAccess(
  db: Kysely<DB>,
  id: string,
  change: AccessChange,
): Promise<{ user: UserRow } | { error: "notFound" | "lastAdmin" }> {
  return db.transaction().execute(async (trx) => {
    await lockTransaction(trx, transactionLocks.activeAdmins);
    const user = await findUserById(trx, id);
    if (!user) return { error: "notFound" as const };
    const isActiveAdmin = user.role === "admin" && !user.deactivatedAt;
    const staysActiveAdmin = (change.role ?? user.role) === "admin" && (change.active ?? !user.deactivatedAt);
    if (isActiveAdmin && !staysActiveAdmin && (await countActiveAdmins(trx)) <= 1)
      return { error: "lastAdmin" as const };
    const changes: { role?: Role; deactivatedAt?: string | null } = {};
    if (change.role && change.role !== user.role) changes.role = change.role;
    if (change.active !== undefined && change.active === Boolean(user.deactivatedAt)) {
      changes.deactivatedAt = change.active ? null : new Date().toISOString();
    }
    if (Object.keys(changes).length > 0) await updateAndRevoke(trx, id, changes);
    return { user: (await findUserById(trx, id))! };
  });
}

async function countActiveAdmins(db: Kysely<DB>): Promise<number> {
  const { count } = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("role", "=", "admin")
    .where("deactivatedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Sets a user's password and ends their sessions: all of them after an admin's reset, all
 * but the device asking (`keepSession`) when users change their own.
 */
export async function setUserPassword(
  db: Kysely<DB>,
  id: string,
  password: string,
  keepSession?: string,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute((trx) => updateAndRevoke(trx, id, { passwordHash }, keepSession));
}
