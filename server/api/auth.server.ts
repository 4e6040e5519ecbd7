import { randomUUID } from "node:crypto";
import {
  loginAnswerSchema,
  loginInputSchema,
  profileAnswerSchema,
  profileInputSchema,
  userSchema,
} from "../../common/user";
import { currentUser } from "../auth/require-staff.server";
import {
  endSessions,
  findUserByEmail,
  findUserById,
  setUserName,
  setUserPassword,
  toUserJson,
} from "../db/users.server";
import { HttpError } from "../http-error.server";
import { requireStrongPassword } from "../password-strength.server";
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
    async handle({ res, body: { email, password } }, { db, tokens }) {
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      // A deactivated account answers like a wrong password: nothing tells it exists.
      if (!user || !valid || user.deactivatedAt) throw new HttpError(401, "invalidCredentials");
      res.json({ token: await tokens.sign({ userId: user.id, version: user.tokenVersion }), user: toUserJson(user) });
    },
  }),
  operation({
    method: "post",
    path: "/auth/logout",
    operationId: "signOut",
    summary: "Sign out: every token of this user stops working, on every instance",
    role: "staff",
    responses: { "204": answer("Signed out") },
    async handle({ res }, { db }) {
      await endSessions(db, currentUser(res).id);
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
    description: "A new password ends every other sign-in of the user; the answer carries a fresh token for this one.",
    role: "staff",
    body: { name: "ProfileInput", schema: profileInputSchema, limit: "5kb" },
    responses: {
      "200": answer("Saved; `token` when the password changed", profileAnswerSchema),
      "400": error("Invalid input, or the current password is wrong"),
    },
    async handle({ res, body: input }, { db, tokens }) {
      const user = currentUser(res);
      if (input.newPassword) {
        if (!(await verifyPassword(user.passwordHash, input.currentPassword ?? ""))) {
          throw new HttpError(400, "wrongPassword");
        }
        await requireStrongPassword(input.newPassword, { email: user.email, name: input.name }, "newPassword");
        await setUserPassword(db, user.id, input.newPassword);
      }
      await setUserName(db, user.id, input.name);
      const saved = (await findUserById(db, user.id))!;
      const token = input.newPassword
        ? await tokens.sign({ userId: saved.id, version: saved.tokenVersion })
        : undefined;
      res.json({ user: toUserJson(saved), ...(token && { token }) });
    },
  }),
];
