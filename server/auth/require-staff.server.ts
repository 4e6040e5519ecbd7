import type { Request, RequestHandler, Response } from "express";
import type { Kysely } from "kysely";
import { HttpError } from "../http-error.server";
import type { DB, UserRow } from "../db/schema.server";
import { findUserById } from "../db/users.server";
import type { TokenService } from "./tokens.server";

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

async function authenticate(req: Request, db: Kysely<DB>, tokens: TokenService): Promise<UserRow> {
  return verifyStaffToken(bearerToken(req), db, tokens);
}

/** The active staff member a token belongs to; a 401 HttpError says why it is refused. */
export async function verifyStaffToken(
  token: string | undefined,
  db: Kysely<DB>,
  tokens: TokenService,
): Promise<UserRow> {
  if (!token) throw new HttpError(401, "unauthorized");
  const result = await tokens.verify(token);
  if ("error" in result) throw new HttpError(401, result.error === "expired" ? "sessionExpired" : "unauthorized");
  // One primary-key read, which every admin request makes anyway: the version in the
  // token must still be the user's, so a password change, role change, deactivation or
  // sign-out on any instance ends the token at once.
  const user = await findUserById(db, result.userId);
  if (!user || user.deactivatedAt || user.tokenVersion !== result.version) throw new HttpError(401, "sessionEnded");
  return user;
}

/** The signed-in staff member of a request that passed `requireStaff` or `requireAdmin`. */
export function currentUser(res: Response): UserRow {
  return res.locals.user as UserRow;
}

/**
 * Any signed-in staff member, admin or editor: the content (posts, categories, media,
 * comments) and one's own profile. 401 without a valid token.
 */
export function requireStaff(db: Kysely<DB>, tokens: TokenService): RequestHandler {
  return async (req, res, next) => {
    res.locals.user = await authenticate(req, db, tokens);
    next();
  };
}

/** Admin-only routes (users, settings, leads, the dashboard): 401 without a valid token, 403 for an editor. */
export function requireAdmin(db: Kysely<DB>, tokens: TokenService): RequestHandler {
  return async (req, res, next) => {
    const user = await authenticate(req, db, tokens);
    if (user.role !== "admin") throw new HttpError(403, "forbidden");
    res.locals.user = user;
    next();
  };
}

/** Whether the request carries a valid staff token (drafts are shown); an invalid one counts as a visitor. */
export async function isStaffRequest(req: Request, db: Kysely<DB>, tokens: TokenService): Promise<boolean> {
  if (!bearerToken(req)) return false;
  try {
    await authenticate(req, db, tokens);
    return true;
  } catch {
    return false;
  }
}
