import {
  recoveryCodesSchema,
  twoFactorCodeInputSchema,
  twoFactorDisableInputSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from "../../common/two-factor";
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
import { answer, error, operation } from "./operation.server";

const limit = "2kb";

/** One's own two-factor sign-in (decision 034): its state, enrolling, turning it on and off. */
export const twoFactorOperations = [
  operation({
    method: "get",
    path: "/auth/two-factor",
    operationId: "getTwoFactor",
    summary:
      "Whether the signed-in user's two-factor sign-in is on, whether admins require it, recovery codes left, and whether this session may only set it up",
    role: "staff",
    forTwoFactorSetup: true,
    responses: { "200": answer("State", twoFactorStatusSchema) },
    async handle({ res }, { db, siteSettings }) {
      const user = currentUser(res);
      res.json({
        enabled: Boolean(user.totpEnabledAt),
        required: (await siteSettings()).requireTwoFactor,
        recoveryCodesLeft: user.totpEnabledAt ? await countRecoveryCodes(db, user.id) : 0,
        setupOnly: isSetupOnlySession(res),
      });
    },
  }),
  operation({
    method: "post",
    path: "/auth/two-factor/enrolment",
    operationId: "startTwoFactorEnrolment",
    summary: "A new secret to add to an authenticator app, as a QR code and as a key; it is on once a code confirms it",
    role: "staff",
    forTwoFactorSetup: true,
    responses: {
      "201": answer("The secret to enrol", twoFactorEnrolmentSchema),
      "409": error("Two-factor sign-in is already on"),
    },
    async handle({ res }, { db, siteSettings }) {
      const user = currentUser(res);
      if (user.totpEnabledAt) throw new HttpError(409, "twoFactorAlreadyOn");
      const enrolment = await newTotpEnrolment((await siteSettings()).name, user.email);
      await startTwoFactorEnrolment(db, user.id, enrolment.secret);
      res.status(201).json(enrolment);
    },
  }),
  operation({
    method: "post",
    path: "/auth/two-factor/enable",
    operationId: "enableTwoFactor",
    summary: "Turn two-factor sign-in on with a code of the enrolled secret; answers ten recovery codes, shown once",
    description:
      "Ends every other session of the user; this one stays, as a full session if it could only set up two-factor sign-in.",
    role: "staff",
    forTwoFactorSetup: true,
    body: { name: "TwoFactorCodeInput", schema: twoFactorCodeInputSchema, limit },
    rateLimit: "currentPassword",
    responses: {
      "200": answer("On; the recovery codes", recoveryCodesSchema),
      "400": error("Wrong code"),
      "409": error("Already on, or no enrolment started"),
      "429": error("Too many failed attempts; see Retry-After"),
    },
    async handle({ res, body: { code } }, { db }) {
      const user = currentUser(res);
      if (user.totpEnabledAt || !user.totpSecret) throw new HttpError(409, "twoFactorNotStarted");
      const step = totpStep(user.totpSecret, code.replace(/\s/g, ""));
      if (step === undefined) throw new HttpError(400, "wrongCode");
      const { codes, hashes } = newRecoveryCodes();
      await enableTwoFactor(db, user.id, { step, recoveryCodeHashes: hashes, keepSession: currentSessionId(res) });
      res.json({ recoveryCodes: codes });
    },
  }),
  operation({
    method: "post",
    path: "/auth/two-factor/disable",
    operationId: "disableTwoFactor",
    summary: "Turn two-factor sign-in off, with the password and a code (or a recovery code)",
    role: "staff",
    body: { name: "TwoFactorDisableInput", schema: twoFactorDisableInputSchema, limit },
    rateLimit: "currentPassword",
    responses: {
      "204": answer("Off"),
      "400": error("Wrong password or code, or two-factor sign-in is off"),
      "429": error("Too many failed attempts; see Retry-After"),
    },
    async handle({ res, body: { password, code } }, { db }) {
      const user = currentUser(res);
      if (!user.totpEnabledAt) throw new HttpError(400, "twoFactorOff");
      if (!(await verifyPassword(user.passwordHash, password))) throw new HttpError(400, "wrongPassword");
      if (!(await checkSecondFactor(db, user, code))) throw new HttpError(400, "wrongCode");
      await disableTwoFactor(db, user.id);
      res.status(204).end();
    },
  }),
];
