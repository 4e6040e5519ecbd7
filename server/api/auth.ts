import { Router } from "express";
import type { Kysely } from "kysely";
import { loginSchema } from "../../common/schemas";
import { randomUUID } from "node:crypto";
import { hashPassword, verifyPassword } from "../auth/password";
import { currentUser, requireAdmin } from "../auth/require-admin";
import type { TokenService } from "../auth/tokens";
import type { Config } from "../config";
import type { DB } from "../db/schema";
import { findUserByEmail, toUserJson } from "../db/users.server";
import { HttpError, jsonBody, parseBody } from "./http";
import { loginRateLimits } from "./rate-limits";

export function authRouter(db: Kysely<DB>, tokens: TokenService, config: Config): Router {
  const router = Router();
  // Checked when the email is unknown, so a wrong email takes as long as a wrong password.
  const decoyHash = hashPassword(randomUUID());

  router.post("/auth/login", ...jsonBody("10kb"), ...loginRateLimits(config), async (req, res) => {
    const { email, password } = parseBody(loginSchema, req);
    const user = await findUserByEmail(db, email);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
    if (!user || !valid) throw new HttpError(401, "invalidCredentials");
    res.json({ token: await tokens.sign(user.id), user: toUserJson(user) });
  });

  router.get("/auth/me", requireAdmin(db, tokens), (_req, res) => {
    res.json(toUserJson(currentUser(res)));
  });

  return router;
}
