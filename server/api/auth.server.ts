import { randomUUID } from "node:crypto";
import {
  loginAnswerSchema,
  loginInputSchema,
  profileAnswerSchema,
  profileInputSchema,
  userSchema,
} from "../../common/user";
import { describeDevice } from "../auth/device.server";
import { currentSessionId, currentUser } from "../auth/require-staff.server";
import { tokenLifetimeMs } from "../auth/tokens.server";
import { endSession, startSession } from "../db/sessions.server";
import { findUserByEmail, findUserById, setUserName, setUserPassword, toUserJson } from "../db/users.server";
import { HttpError } from "../http-error.server";
import { hashPassword, verifyPassword } from "../passwords.server";
import { answer, error, operation } from "./operation.server";

// Checked when the email is unknown, so a wrong email takes as long as a wrong password.
const decoyHash = hashPassword(randomUUID());

/** Signing in and out, and one's own account. */
export const authOperations = [
  operation({
    method: "post",
    path: "/auth/login",
    operationId: "signIn",
    summary: "Sign in",
    role: "public",
    body: { name: "LoginInput", schema: loginInputSchema, limit: "10kb" },
    rateLimit: "login",
    responses: {
      "200": answer("Token and user", loginAnswerSchema),
      "401": error("Wrong email or password"),
      "429": error("Too many failed attempts; see Retry-After"),
    },
    async handle({ req, res, body: { email, password } }, { db, tokens }) {
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      // A deactivated account answers like a wrong password: nothing tells it exists.
      if (!user || !valid || user.deactivatedAt) throw new HttpError(401, "invalidCredentials");
      const expiresAt = new Date(Date.now() + tokenLifetimeMs);
      const session = await startSession(db, {
        userId: user.id,
        device: describeDevice(req.get("user-agent")),
        address: req.ip ?? "",
        expiresAt,
      });
      const token = await tokens.sign({ userId: user.id, sessionId: session.id, expiresAt });
      res.json({ token, user: toUserJson(user) });
    },
  }),
  operation({
    method: "post",
    path: "/auth/logout",
    operationId: "signOut",
    summary: "Sign out this device: its token stops working on every instance; other devices stay signed in",
    role: "staff",
    responses: { "204": answer("Signed out") },
    async handle({ res }, { db }) {
      await endSession(db, currentUser(res).id, currentSessionId(res));
      res.status(204).end();
    },
  }),
  operation({
    method: "get",
    path: "/auth/me",
    operationId: "getCurrentUser",
    summary: "The signed-in user",
    role: "staff",
    responses: { "200": answer("User", userSchema) },
    handle: ({ res }) => void res.json(toUserJson(currentUser(res))),
  }),
  operation({
    method: "patch",
    path: "/auth/me",
    operationId: "updateProfile",
    summary: "Change one's own name, and password with the current one",
    description: "A new password ends every other session of the user; this one stays signed in.",
    role: "staff",
    body: { name: "ProfileInput", schema: profileInputSchema, limit: "5kb" },
    rateLimit: "currentPassword",
    responses: {
      "200": answer("Saved", profileAnswerSchema),
      "400": error("Invalid input, or the current password is wrong"),
      "429": error("Too many failed attempts; see Retry-After"),
    },
    async handle({ res, body: input }, { db }) {
      const user = currentUser(res);
      if (input.newPassword) {
        if (!(await verifyPassword(user.passwordHash, input.currentPassword ?? ""))) {
          throw new HttpError(400, "wrongPassword");
        }
        await setUserPassword(db, user.id, input.newPassword, currentSessionId(res));
      }
      await setUserName(db, user.id, input.name);
      res.json({ user: toUserJson((await findUserById(db, user.id))!) });
    },
  }),
];
