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
  /** The session may only set up two-factor sign-in (decision 048). */
  setupOnly: boolean;
}

/** What a guard lets through besides full sessions. */
export interface GuardOptions {
  /**
   * A session that may only set up two-factor sign-in (admins require it and the user has
   * none yet; decision 048). Refused with 403 unless the operation is part of setting it up.
   */
  setupOnly?: boolean;
}

/**
 * The active staff member a token belongs to, and its session; a 401 HttpError says why it
 * is refused, a 403 that the session may only set up two-factor sign-in.
 */
export async function verifyStaffToken(
  token: string | undefined,
  db: Kysely<DB>,
  tokens: TokenService,
  { setupOnly: setupOnlyAllowed = false }: GuardOptions = {},
): Promise<StaffSession> {
  if (!token) throw new HttpError(401, "unauthorized");
  const result = await tokens.verify(token);
  if ("error" in result) throw new HttpError(401, result.error === "expired" ? "sessionExpired" : "unauthorized");
  // One primary-key read of the session joined with its user, which every admin request
  // made anyway for the user: a session ended by sign-out, a password or role change or
  // deactivation is gone from the shared database, so every instance refuses it at once.
  const found = await findSessionUser(db, result.sessionId, result.userId);
  if (!found || found.user.deactivatedAt) throw new HttpError(401, "sessionEnded");
  if (found.setupOnly && !setupOnlyAllowed) throw new HttpError(403, "signInSecurity.setUpTwoFactorFirst");
  return { user: found.user, sessionId: result.sessionId, setupOnly: found.setupOnly };
}

async function authenticate(
  req: Request,
  res: Response,
  db: Kysely<DB>,
  tokens: TokenService,
  options: GuardOptions,
): Promise<UserRow> {
  const { user, sessionId, setupOnly } = await verifyStaffToken(bearerToken(req), db, tokens, options);
  res.locals.user = user;
  res.locals.sessionId = sessionId;
  res.locals.setupOnly = setupOnly;
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

/** Whether the session of a request that passed a guard may only set up two-factor sign-in. */
export function isSetupOnlySession(res: Response): boolean {
  return res.locals.setupOnly === true;
}

/**
 * Any signed-in staff member, admin or editor: the content (posts, categories, media,
 * comments) and one's own profile. 401 without a valid token.
 */
export function requireStaff(db: Kysely<DB>, tokens: TokenService, options: GuardOptions = {}): RequestHandler {
  return async (req, res, next) => {
    await authenticate(req, res, db, tokens, options);
    next();
  };
}

/** Admin-only routes (users, settings, leads, the dashboard): 401 without a valid token, 403 for an editor. */
export function requireAdmin(db: Kysely<DB>, tokens: TokenService, options: GuardOptions = {}): RequestHandler {
  return async (req, res, next) => {
    const user = await authenticate(req, res, db, tokens, options);
    if (user.role !== "admin") throw new HttpError(403, "forbidden");
    next();
  };
}

/**
 * Whether the request carries a valid staff token of a full session (drafts are shown); an
 * invalid one, or one that may only set up two-factor sign-in, counts as a visitor.
 */
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
