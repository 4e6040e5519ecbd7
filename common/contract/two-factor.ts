import {
  recoveryCodesSchema,
  twoFactorCodeInputSchema,
  twoFactorDisableInputSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from "../two-factor";
import { answer, endpoint, error } from "./endpoint";

const limit = "2kb";
const tooManyFailures = { "429": error("Too many failed attempts; see Retry-After") };

/** One's own two-factor sign-in (decision 034): its state, enrolling, turning it on and off. */
export const twoFactorContract = {
  getTwoFactor: endpoint({
    method: "get",
    path: "/auth/two-factor",
    operationId: "getTwoFactor",
    summary:
      "Whether the signed-in user's two-factor sign-in is on, whether admins require it, recovery codes left, and whether this session may only set it up",
    role: "staff",
    forTwoFactorSetup: true,
    responses: { "200": answer("State", twoFactorStatusSchema) },
  }),
  startTwoFactorEnrolment: endpoint({
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
  }),
  enableTwoFactor: endpoint({
    method: "post",
    path: "/auth/two-factor/enable",
    operationId: "enableTwoFactor",
    summary: "Turn two-factor sign-in on with a code of the enrolled secret; answers ten recovery codes, shown once",
    description:
      "Ends every other session of the user; this one stays, as a full session if it could only set up two-factor sign-in.",
    role: "staff",
    forTwoFactorSetup: true,
    body: { name: "TwoFactorCodeInput", schema: twoFactorCodeInputSchema, limit, example: { code: "492817" } },
    responses: {
      "200": answer("On; the recovery codes", recoveryCodesSchema),
      "400": error("Wrong code"),
      "409": error("Already on, or no enrolment started"),
      ...tooManyFailures,
    },
  }),
  disableTwoFactor: endpoint({
    method: "post",
    path: "/auth/two-factor/disable",
    operationId: "disableTwoFactor",
    summary: "Turn two-factor sign-in off, with the password and a code (or a recovery code)",
    role: "staff",
    body: {
      name: "TwoFactorDisableInput",
      schema: twoFactorDisableInputSchema,
      limit,
      example: { password: "plum-harbour-lantern", code: "k3m9x-7qp2d" },
    },
    responses: {
      "204": answer("Off"),
      "400": error("Wrong password or code, or two-factor sign-in is off"),
      ...tooManyFailures,
    },
  }),
};
