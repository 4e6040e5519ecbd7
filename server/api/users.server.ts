import { randomBytes } from "node:crypto";
import { type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import { passwordResetInputSchema, userAccessInputSchema, userInputSchema } from "../../common/user";
import { currentUser } from "../auth/require-staff.server";
import { recordActivity } from "../db/activity.server";
import type { DB } from "../db/schema.server";
import {
  changeUserAccess,
  createUser,
  findUserByEmail,
  findUserById,
  listUsers,
  setUserPassword,
  toUserJson,
} from "../db/users.server";
import { HttpError, notFound } from "../http-error.server";
import { jsonBody, parseBody } from "./http.server";

/** A password the server makes for an admin to hand over: 16 characters, 96 random bits. */
function generatedPassword(): string {
  return randomBytes(12).toString("base64url");
}

/** Staff accounts, run by admins: list, create, change role or status, reset a password. */
export function usersRouter(db: Kysely<DB>, requireAdmin: RequestHandler): Router {
  const router = Router();
  const body = jsonBody("5kb");

  router.get("/users", requireAdmin, async (_req, res) => {
    res.json((await listUsers(db)).map(toUserJson));
  });

  router.post("/users", requireAdmin, ...body, async (req, res) => {
    const input = parseBody(userInputSchema, req);
    if (await findUserByEmail(db, input.email)) throw new HttpError(409, "emailTaken");
    const password = input.password || generatedPassword();
    const user = await createUser(db, { ...input, password });
    await recordActivity(db, {
      kind: "user.created",
      subjectId: user.id,
      title: user.name,
      actorId: currentUser(res).id,
    });
    res.status(201).json({ user: toUserJson(user), ...(!input.password && { password }) });
  });

  router.patch("/users/:id", requireAdmin, ...body, async (req, res) => {
    const result = await changeUserAccess(db, req.params.id as string, parseBody(userAccessInputSchema, req));
    if ("error" in result)
      throw result.error === "notFound" ? notFound("userNotFound") : new HttpError(409, "lastAdmin");
    const { user } = result;
    await recordActivity(db, {
      kind: "user.updated",
      subjectId: user.id,
      title: user.name,
      actorId: currentUser(res).id,
    });
    res.json(toUserJson(user));
  });

  router.post("/users/:id/password", requireAdmin, ...body, async (req, res) => {
    const input = parseBody(passwordResetInputSchema, req);
    const password = input.password || generatedPassword();
    if (!(await setUserPassword(db, req.params.id as string, password))) throw notFound("userNotFound");
    const user = (await findUserById(db, req.params.id as string))!;
    await recordActivity(db, {
      kind: "user.passwordReset",
      subjectId: user.id,
      title: user.name,
      actorId: currentUser(res).id,
    });
    res.json({ user: toUserJson(user), ...(!input.password && { password }) });
  });

  return router;
}
