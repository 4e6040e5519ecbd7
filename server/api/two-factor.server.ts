import { twoFactorContract } from "../../common/contract/two-factor";
import { currentSessionId, currentUser, isSetupOnlySession } from "../auth/require-staff.server";
import { checkSecondFactor, newRecoveryCodes, newTotpEnrolment, totpStep } from "../auth/two-factor.server";
import {
  countRecoveryCodes,
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorEnrolment,
} from "../db/two-factor.server";
import { HttpError } from "../http-error.server";
import { verifyPassword } from "../passwords.server";
import { implement } from "./operation.server";

/** One's own two-factor sign-in (decision 034; the endpoints: common/contract/two-factor.ts). */
export const twoFactorOperations = implement(twoFactorContract, {
  getTwoFactor: {
    async handle({ res }, { db, siteSettings }) {
      const user = currentUser(res);
      return {
        status: 200,
        body: {
          enabled: Boolean(user.totpEnabledAt),
          required: (await siteSettings()).requireTwoFactor,
          recoveryCodesLeft: user.totpEnabledAt ? await countRecoveryCodes(db, user.id) : 0,
          setupOnly: isSetupOnlySession(res),
        },
      };
    },
  },
  startTwoFactorEnrolment: {
    async handle({ res }, { db, siteSettings }) {
      const user = currentUser(res);
      if (user.totpEnabledAt) throw new HttpError(409, "twoFactorAlreadyOn");
      const enrolment = await newTotpEnrolment((await siteSettings()).name, user.email);
      await startTwoFactorEnrolment(db, user.id, enrolment.secret);
      return { status: 201, body: enrolment };
    },
  },
  enableTwoFactor: {
    rateLimit: "currentPassword",
    async handle({ res, body: { code } }, { db }) {
      const user = currentUser(res);
      if (user.totpEnabledAt || !user.totpSecret) throw new HttpError(409, "twoFactorNotStarted");
      const step = totpStep(user.totpSecret, code.replace(/\s/g, ""));
      if (step === undefined) throw new HttpError(400, "wrongCode");
      const { codes, hashes } = newRecoveryCodes();
      await enableTwoFactor(db, user.id, { step, recoveryCodeHashes: hashes, keepSession: currentSessionId(res) });
      return { status: 200, body: { recoveryCodes: codes } };
    },
  },
  disableTwoFactor: {
    rateLimit: "currentPassword",
    async handle({ res, body: { password, code } }, { db }) {
      const user = currentUser(res);
      if (!user.totpEnabledAt) throw new HttpError(400, "twoFactorOff");
      if (!(await verifyPassword(user.passwordHash, password))) throw new HttpError(400, "wrongPassword");
      if (!(await checkSecondFactor(db, user, code))) throw new HttpError(400, "wrongCode");
      await disableTwoFactor(db, user.id);
      return { status: 204 };
    },
  },
});
