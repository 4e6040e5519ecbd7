import type { Request, RequestHandler, Response } from "express";
import type { Kysely } from "kysely";
import { HttpError } from "../http-error.server";
import type { DB, UserRow } from "../db/schema.server";
import { findSessionUser } from "../db/sessions.server";
import { isDatabaseUnavailable } from "../db/unavailable.server";
import type { TokenService } from "./tokens.server";

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** A signed-in staff member and the session (this device's sign-in) the token names. */
export interface StaffSession {
  user: UserRow;
  sessionId: string;
}

/** The active staff member a token belongs to, and its session; a 401 HttpError says why it is refused. */
export async function verifyStaffToken(
  token: string | undefined,
  db: Kysely<DB>,
  tokens: TokenService,
): Promise<StaffSession> {
  if (!token) throw new HttpError(401, "unauthorized");
  const result = await tokens.verify(token);
  if ("error" in result) throw new HttpError(401, result.error === "expired" ? "sessionExpired" : "unauthorized");
  // One primary-key read of the session joined with its user, which every admin request
  // made anyway for the user: a session ended by sign-out, a password or role change or
  // deactivation is gone from the shared database, so every instance refuses it at once.
  const user = await findSessionUser(db, result.sessionId, result.userId);
  if (!user || user.deactivatedAt) throw new HttpError(401, "sessionEnded");
  return { user, sessionId: result.sessionId };
}

async function authenticate(req: Request, res: Response, db: Kysely<DB>, tokens: TokenService): Promise<UserRow> {
  const { user, sessionId } = await verifyStaffToken(bearerToken(req), db, tokens);
  res.locals.user = user;
  res.locals.sessionId = sessionId;
  return user;
}

/** The signed-in staff member of a request that passed `requireStaff` or `requireAdmin`. */
export function currentUser(res: Response): UserRow {
  const { user } = res.locals;
  if (!user) throw new Error("currentUser: the route is not behind requireStaff or requireAdmin");
  return user;
}

/** The session of a request that passed `requireStaff` or `requireAdmin`: the device asking. */
export function currentSessionId(res: Response): string {
  const { sessionId } = res.locals;
  if (!sessionId) throw new Error("currentSessionId: the route is not behind requireStaff or requireAdmin");
  return sessionId;
}

/**
 * Any signed-in staff member, admin or editor: the content (posts, categories, media,
 * comments) and one's own profile. 401 without a valid token.
 */
export function requireStaff(db: Kysely<DB>, tokens: TokenService): RequestHandler {
  return async (req, res, next) => {
    await authenticate(req, res, db, tokens);
    next();
  };
}

/** Admin-only routes (users, settings, leads, the dashboard): 401 without a valid token, 403 for an editor. */
export function requireAdmin(db: Kysely<DB>, tokens: TokenService): RequestHandler {
  return async (req, res, next) => {
    const user = await authenticate(req, res, db, tokens);
    if (user.role !== "admin") throw new HttpError(403, "forbidden");
    next();
  };
}

/** Whether the request carries a valid staff token (drafts are shown); an invalid one counts as a visitor. */
export async function isStaffRequest(req: Request, db: Kysely<DB>, tokens: TokenService): Promise<boolean> {
  if (!bearerToken(req)) return false;
  try {
    await verifyStaffToken(bearerToken(req), db, tokens);
    return true;
  } catch (error) {
    // An unreachable database is no answer to "is this staff?": the request gets 503 at
    // once rather than waiting on the database again as a visitor (decision 032).
    if (isDatabaseUnavailable(error)) throw error;
    return false;
  }
}
