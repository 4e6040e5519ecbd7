import { Router } from "express";
import type { Kysely } from "kysely";
import { loginInputSchema } from "../../common/user";
import { randomUUID } from "node:crypto";
import { hashPassword, verifyPassword } from "../passwords.server";
import { currentUser, requireUser } from "../auth/require-admin.server";
import type { TokenService } from "../auth/tokens.server";
import type { Config } from "../config.server";
import type { DB } from "../db/schema.server";
import { endSessions, findUserByEmail, toUserJson } from "../db/users.server";
import { jsonBody, parseBody } from "./http.server";
import { HttpError } from "../http-error.server";
import { loginRateLimits } from "./rate-limits.server";

export function authRouter(db: Kysely<DB>, tokens: TokenService, config: Config): Router {
  const router = Router();
  // Checked when the email is unknown, so a wrong email takes as long as a wrong password.
  const decoyHash = hashPassword(randomUUID());

  router.post("/auth/login", ...jsonBody("10kb"), ...loginRateLimits(config), async (req, res) => {
    const { email, password } = parseBody(loginInputSchema, req);
    const user = await findUserByEmail(db, email);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
    // A deactivated account answers like a wrong password: nothing tells it exists.
    if (!user || !valid || user.deactivatedAt) throw new HttpError(401, "invalidCredentials");
    res.json({ token: await tokens.sign({ userId: user.id, version: user.tokenVersion }), user: toUserJson(user) });
  });

  /** Signs the user out everywhere: every token issued so far stops working. */
  router.post("/auth/logout", requireUser(db, tokens), async (_req, res) => {
    await endSessions(db, currentUser(res).id);
    res.status(204).end();
  });

  router.get("/auth/me", requireUser(db, tokens), (_req, res) => {
    res.json(toUserJson(currentUser(res)));
  });

  return router;
}
