import { Router } from "express";
import type { Kysely } from "kysely";
import { loginInputSchema, profileInputSchema } from "../../common/user";
import { randomUUID } from "node:crypto";
import { hashPassword, verifyPassword } from "../passwords.server";
import { currentUser, requireStaff } from "../auth/require-staff.server";
import type { TokenService } from "../auth/tokens.server";
import type { Config } from "../config.server";
import type { DB } from "../db/schema.server";
import {
  endSessions,
  findUserByEmail,
  findUserById,
  setUserName,
  setUserPassword,
  toUserJson,
} from "../db/users.server";
import { jsonBody, parseBody } from "./http.server";
import { HttpError } from "../http-error.server";
import { loginRateLimits } from "./rate-limits.server";

export function authRouter(db: Kysely<DB>, tokens: TokenService, config: Config): Router {
  const router = Router();
  // Checked when the email is unknown, so a wrong email takes as long as a wrong password.
  const decoyHash = hashPassword(randomUUID());

  router.post("/auth/login", ...jsonBody("10kb"), ...loginRateLimits(config, db), async (req, res) => {
    const { email, password } = parseBody(loginInputSchema, req);
    const user = await findUserByEmail(db, email);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
    // A deactivated account answers like a wrong password: nothing tells it exists.
    if (!user || !valid || user.deactivatedAt) throw new HttpError(401, "invalidCredentials");
    res.json({ token: await tokens.sign({ userId: user.id, version: user.tokenVersion }), user: toUserJson(user) });
  });

  /** Signs the user out everywhere: every token issued so far stops working. */
  router.post("/auth/logout", requireStaff(db, tokens), async (_req, res) => {
    await endSessions(db, currentUser(res).id);
    res.status(204).end();
  });

  router.get("/auth/me", requireStaff(db, tokens), (_req, res) => {
    res.json(toUserJson(currentUser(res)));
  });

  /**
   * One's own name and password. A new password needs the current one, and ends every
   * other sign-in; this device gets a fresh token so the user stays signed in here.
   */
  router.patch("/auth/me", requireStaff(db, tokens), ...jsonBody("5kb"), async (req, res) => {
    const input = parseBody(profileInputSchema, req);
    const user = currentUser(res);
    if (input.newPassword) {
      if (!(await verifyPassword(user.passwordHash, input.currentPassword ?? ""))) {
        throw new HttpError(400, "wrongPassword");
      }
      await setUserPassword(db, user.id, input.newPassword);
    }
    await setUserName(db, user.id, input.name);
    const saved = (await findUserById(db, user.id))!;
    const token = input.newPassword ? await tokens.sign({ userId: saved.id, version: saved.tokenVersion }) : undefined;
    res.json({ user: toUserJson(saved), ...(token && { token }) });
  });

  return router;
}
