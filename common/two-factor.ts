// Two-factor sign-in (decision 034): enrolling, the second step of a sign-in, turning it off.
import * as z from "zod/mini";
import { count } from "./fields";

export const twoFactorCodeMaxLength = 20;

/** A six-digit code from the authenticator app, or a recovery code ("k3m9x-7qp2d"). */
export const twoFactorCodeField = z
  .string({ error: "validation.required" })
  .check(z.trim(), z.minLength(1, "validation.required"), z.maxLength(twoFactorCodeMaxLength, "validation.tooLong"));

export const twoFactorStatusSchema = z.strictObject({
  enabled: z.boolean(),
  /** An admin requires two-factor sign-in of every staff member. */
  required: z.boolean(),
  recoveryCodesLeft: count,
  /** This session may only set up two-factor sign-in: admins require it and the user has none yet. */
  setupOnly: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new secret to enrol: as a QR code (an SVG data URL) of its otpauth URI, and as a key to type. */
export const twoFactorEnrolmentSchema = z.strictObject({
  secret: z.string(),
  uri: z.string(),
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const twoFactorCodeInputSchema = z.object({ code: twoFactorCodeField });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeInputSchema>;

/** Shown once, when two-factor sign-in is turned on. */
export const recoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorDisableInputSchema = z.object({
  password: z.string({ error: "validation.required" }).check(z.minLength(1, "validation.required")),
  code: twoFactorCodeField,
});
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableInputSchema>;

/** The second step of a sign-in: the challenge the password step answered, and a code. */
export const twoFactorSignInInputSchema = z.object({
  challenge: z.string({ error: "validation.required" }).check(z.maxLength(2000, "validation.tooLong")),
  code: twoFactorCodeField,
});
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInInputSchema>;
