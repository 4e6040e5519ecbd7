import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type { Kysely } from "kysely";
import { authContract } from "../../common/contract/auth";
import type { SignedInAnswer } from "../../common/user";
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
import { type ApiContext, implement } from "./operation.server";

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

/** Signing in and out, and one's own account (the endpoints: common/contract/auth.ts). */
export const authOperations = implement(authContract, {
  signIn: {
    rateLimit: "login",
    async handle({ req, res, body: { email, password } }, api) {
      const user = await findUserByEmail(api.db, email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      // A deactivated account answers like a wrong password: nothing tells it exists.
      if (!user || !valid || user.deactivatedAt) throw new HttpError(401, "invalidCredentials");
      if (user.totpEnabledAt)
        return { status: 200, body: { twoFactorChallenge: await api.tokens.signChallenge(user.id) } };
      return { status: 200, body: await signedIn(req, res, user, api) };
    },
  },
  signInWithCode: {
    rateLimit: "twoFactorCode",
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
      return { status: 200, body: await signedIn(req, res, user, api) };
    },
  },
  signOut: {
    async handle({ res }, { db }) {
      await endSession(db, currentUser(res).id, currentSessionId(res));
      return { status: 204 };
    },
  },
  getCurrentUser: { handle: ({ res }) => ({ status: 200, body: toUserJson(currentUser(res)) }) },
  updateProfile: {
    rateLimit: "currentPassword",
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
      return { status: 200, body: { user: toUserJson((await findUserById(db, user.id))!) } };
    },
  },
});
