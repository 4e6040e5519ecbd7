import type { Kysely } from "kysely";
import type { Session } from "../../common/session";
import { newId, toIsoString } from "./database.server";
import type { DB, SessionRow, UserRow } from "./schema.server";

/** How often a session's "last seen" is written: not on every request, only once it is this old. */
export const lastSeenInterval = 60_000;

export function toSessionJson(row: SessionRow, currentSessionId: string): Session {
  return {
    _id: row.id,
    device: row.device,
    address: row.address,
    createdAt: toIsoString(row.createdAt),
    lastSeenAt: toIsoString(row.lastSeenAt),
    current: row.id === currentSessionId,
  };
}

/**
 * A new sign-in of `userId`; `setupOnly` when it may only set up two-factor sign-in
 * (decision 048). Sessions whose tokens have expired (anyone's) are pruned first: a sign-in
 * is rare enough to carry that one indexed delete.
 */
export async function startSession(
  db: Kysely<DB>,
  {
    setupOnly = false,
    ...input
  }: { userId: string; device: string; address: string; expiresAt: Date; setupOnly?: boolean },
): Promise<SessionRow> {
  const now = new Date().toISOString();
  await db.deleteFrom("sessions").where("expiresAt", "<=", now).execute();
  return db
    .insertInto("sessions")
    .values({
      id: newId(),
      ...input,
      expiresAt: input.expiresAt.toISOString(),
      createdAt: now,
      lastSeenAt: now,
      setupOnly: setupOnly ? 1 : 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The user of a session that has neither ended nor expired, read with it in one query, and
 * whether the session may only set up two-factor sign-in; its "last seen" is written when
 * older than `lastSeenInterval`. Every instance reads the same row, so a session ended on
 * one is refused by all at once.
 */
export async function findSessionUser(
  db: Kysely<DB>,
  sessionId: string,
  userId: string,
): Promise<{ user: UserRow; setupOnly: boolean } | undefined> {
  const now = new Date();
  const found = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .selectAll("users")
    .select(["sessions.lastSeenAt as sessionLastSeenAt", "sessions.setupOnly as sessionSetupOnly"])
    .where("sessions.id", "=", sessionId)
    .where("sessions.userId", "=", userId)
    .where("sessions.expiresAt", ">", now.toISOString())
    .executeTakeFirst();
  if (!found) return undefined;
  const { sessionLastSeenAt, sessionSetupOnly, ...user } = found;
  if (now.getTime() - new Date(sessionLastSeenAt).getTime() >= lastSeenInterval) {
    await db.updateTable("sessions").set({ lastSeenAt: now.toISOString() }).where("id", "=", sessionId).execute();
  }
  return { user, setupOnly: Number(sessionSetupOnly) === 1 };
}

/** The user's sessions that have not ended or expired, the most recently seen first. */
export function listSessions(db: Kysely<DB>, userId: string): Promise<SessionRow[]> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("userId", "=", userId)
    .where("expiresAt", ">", new Date().toISOString())
    .orderBy("lastSeenAt", "desc")
    .orderBy("createdAt", "desc")
    .execute();
}

/** Ends one of the user's sessions; false when the user has none by that id. */
export async function endSession(db: Kysely<DB>, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("sessions")
    .where("id", "=", sessionId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the user, except `keep` when given (the device asking). */
export async function endSessions(db: Kysely<DB>, userId: string, keep?: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("userId", "=", userId);
  if (keep) query = query.where("id", "!=", keep);
  await query.execute();
}
