import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type { Kysely } from "kysely";
import { twoFactorSignInInputSchema } from "../../common/two-factor";
import {
  loginAnswerSchema,
  loginInputSchema,
  profileAnswerSchema,
  profileInputSchema,
  signedInAnswerSchema,
  type SignedInAnswer,
  userSchema,
} from "../../common/user";
import { describeDevice } from "../auth/device.server";
import { rememberDevice } from "../auth/known-device.server";
import { currentSessionId, currentUser } from "../auth/require-staff.server";
import { type TokenService, tokenLifetimeMs } from "../auth/tokens.server";
import { checkSecondFactor } from "../auth/two-factor.server";
import type { DB, UserRow } from "../db/schema.server";
import { endSession, startSession } from "../db/sessions.server";
import { isChallengeSpent, spendChallenge } from "../db/two-factor.server";
import {
  findUserByEmail,
  findUserById,
  setAuthorProfile,
  setUserName,
  setUserPassword,
  toUserJson,
} from "../db/users.server";
import { HttpError } from "../http-error.server";
import { requireStrongPassword } from "../password-strength.server";
import { hashPassword, verifyPassword } from "../passwords.server";
import { type ApiContext, answer, error, operation } from "./operation.server";

// Checked when the email is unknown, so a wrong email takes as long as a wrong password.
const decoyHash = hashPassword(randomUUID());

/**
 * Signs `user` in on the requesting device: a new session (decision 033) and its token, and
 * the device is remembered as known to the account (decision 048). When the settings require
 * a second factor and the user has none, the session may only set one up (decision 048) and
 * `twoFactorSetupRequired` tells the admin to send the user to enrol.
 */
async function signedIn(
  req: Request,
  res: Response,
  user: UserRow,
  { db, tokens, siteSettings }: Pick<ApiContext, "siteSettings"> & { db: Kysely<DB>; tokens: TokenService },
): Promise<SignedInAnswer> {
  const expiresAt = new Date(Date.now() + tokenLifetimeMs);
  const setupRequired = !user.totpEnabledAt && (await siteSettings()).requireTwoFactor;
  const session = await startSession(db, {
    userId: user.id,
    device: describeDevice(req.get("user-agent")),
    address: req.ip ?? "",
    expiresAt,
    setupOnly: setupRequired,
  });
  const token = await tokens.sign({ userId: user.id, sessionId: session.id, expiresAt });
  await rememberDevice(req, res, tokens, user.email);
  return { token, user: toUserJson(user), ...(setupRequired && { twoFactorSetupRequired: true }) };
}

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
    description:
      "With two-factor sign-in on, the right password answers `twoFactorChallenge` (valid 5 minutes) instead of a token: send it with a code to `POST /api/auth/login/two-factor`. " +
      "`twoFactorSetupRequired`: admins require two-factor sign-in and the user has none, so the token may only set it up (`/api/auth/two-factor…`), read `/api/auth/me` and sign out; every other endpoint answers 403. " +
      "A sign-in sets the `known_device` cookie (a year, sent to sign-ins only): the account's ceiling of failures from all addresses never refuses a device that carries it.",
    responses: {
      "200": answer("Token and user, or a challenge for the code step", loginAnswerSchema),
      "401": error("Wrong email or password"),
      "429": error("Too many failed attempts; see Retry-After"),
    },
    async handle({ req, res, body: { email, password } }, api) {
      const user = await findUserByEmail(api.db, email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      // A deactivated account answers like a wrong password: nothing tells it exists.
      if (!user || !valid || user.deactivatedAt) throw new HttpError(401, "invalidCredentials");
      if (user.totpEnabledAt) {
        res.json({ twoFactorChallenge: await api.tokens.signChallenge(user.id) });
        return;
      }
      res.json(await signedIn(req, res, user, api));
    },
  }),
  operation({
    method: "post",
    path: "/auth/login/two-factor",
    operationId: "signInWithCode",
    summary: "Sign in, second step: the challenge of the password step and a code from the app or a recovery code",
    description:
      "A challenge signs in once; a recovery code is used up. Failed codes are limited like failed passwords, and each account has five tries, then a wait that doubles from 30 s up to an hour (429 with Retry-After).",
    role: "public",
    body: { name: "TwoFactorSignInInput", schema: twoFactorSignInInputSchema, limit: "5kb" },
    rateLimit: "twoFactorCode",
    responses: {
      "200": answer("Token and user", signedInAnswerSchema),
      "401": error("Wrong code, or the challenge has expired or has signed in already"),
      "429": error("Too many failed attempts; see Retry-After"),
    },
    async handle({ req, res, body: { challenge, code } }, api) {
      const verified = await api.tokens.verifyChallenge(challenge);
      // A spent challenge is refused before its code is checked, so a replay uses up no code.
      if (!verified || (await isChallengeSpent(api.db, verified.id))) throw new HttpError(401, "challengeExpired");
      const user = await findUserById(api.db, verified.userId);
      if (!user || user.deactivatedAt || !user.totpEnabledAt) throw new HttpError(401, "challengeExpired");
      if (!(await checkSecondFactor(api.db, user, code))) throw new HttpError(401, "wrongCode");
      // Spent only by a right code, so a wrong one can be corrected with the same challenge;
      // of two sent at once, the one whose spending lands first signs in.
      if (!(await spendChallenge(api.db, verified.id, verified.expiresAt)))
        throw new HttpError(401, "challengeExpired");
      res.json(await signedIn(req, res, user, api));
    },
  }),
  operation({
    method: "post",
    path: "/auth/logout",
    operationId: "signOut",
    summary: "Sign out this device: its token stops working on every instance; other devices stay signed in",
    role: "staff",
    forTwoFactorSetup: true,
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
    forTwoFactorSetup: true,
    responses: { "200": answer("User", userSchema) },
    handle: ({ res }) => void res.json(toUserJson(currentUser(res))),
  }),
  operation({
    method: "patch",
    path: "/auth/me",
    operationId: "updateProfile",
    summary: "Change one's own name, author bio and photo, and password with the current one",
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
        await requireStrongPassword(input.newPassword, { email: user.email, name: input.name }, "newPassword");
        await setUserPassword(db, user.id, input.newPassword, currentSessionId(res));
      }
      await setUserName(db, user.id, input.name);
      if (input.bio || input.photo !== undefined) await setAuthorProfile(db, user.id, input);
      res.json({ user: toUserJson((await findUserById(db, user.id))!) });
    },
  }),
];
