import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { DB, UserRow } from "../db/schema.server";
import { acceptTotpStep, clearCodeFailures, spendRecoveryCode, takeCodeAttempt } from "../db/two-factor.server";
import { HttpError } from "../http-error.server";

// TOTP as RFC 6238 and every authenticator app expect it: SHA-1, six digits, 30 s steps.
const period = 30;
const recoveryCodeCount = 10;

function totp(secret: string, issuer = "", label = ""): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period });
}

/** A new secret (160 random bits, base32) and what enrolment shows: the otpauth URI as a QR code. */
export async function newTotpEnrolment(issuer: string, account: string) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totp(secret, issuer, account).toString();
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(uri, { type: "svg", margin: 2 })).toString("base64")}`;
  return { secret, uri, qrCode };
}

/** The time step of a current code for `secret` (one step of clock drift either way), or undefined. */
export function totpStep(secret: string, code: string): number | undefined {
  const delta = totp(secret).validate({ token: code, window: 1 });
  return delta === null ? undefined : Math.floor(Date.now() / 1000 / period) + delta;
}

/**
 * Ten recovery codes of 50 random bits each ("k3m9x-7qp2d"), and their SHA-256 digests to
 * store. A slow hash (argon2) guards passwords people choose; these are random and long,
 * so a digest cannot be reversed by guessing, and it can be looked up by value.
 */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

function recoveryCodeHash(code: string): string {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("hex");
}

/**
 * Whether `code` proves the second factor of a user with two-factor sign-in on: a current
 * TOTP code not used before, or one of their recovery codes, which is used up. An account
 * has five tries, then waits longer before each next one (decision 048), wherever the code
 * is sent from: a 429 HttpError with Retry-After says how long.
 */
export async function checkSecondFactor(db: Kysely<DB>, user: UserRow, code: string): Promise<boolean> {
  const trimmed = code.replace(/\s/g, "");
  if (!user.totpSecret) return false;
  const { retryAt } = await takeCodeAttempt(db, user.id);
  if (retryAt) {
    const seconds = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000));
    throw new HttpError(429, "signInSecurity.tooManyCodes", { seconds }, { "Retry-After": String(seconds) });
  }
  const right = /^\d{6}$/.test(trimmed)
    ? await acceptTotpCode(db, user.id, user.totpSecret, trimmed)
    : await spendRecoveryCode(db, user.id, recoveryCodeHash(trimmed));
  if (right) await clearCodeFailures(db, user.id);
  return right;
}

async function acceptTotpCode(db: Kysely<DB>, userId: string, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code);
  return step !== undefined && (await acceptTotpStep(db, userId, step));
}
