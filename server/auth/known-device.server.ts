import type { Request, Response } from "express";
import { normaliseEmail } from "../../common/email";
import { knownDeviceLifetimeMs, type TokenService } from "./tokens.server";

// A device that has signed in to an account before is known to it (decision 048): the
// account's lockout, which a stranger can trigger from many addresses, never refuses it.

const cookieName = "known_device";
// Sent only to the sign-in, where it is read: no other request carries it.
const cookiePath = "/api/auth/login";

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Remembers this device for the account (`email`) it has just signed in to, for a year. */
export async function rememberDevice(req: Request, res: Response, tokens: TokenService, email: string): Promise<void> {
  res.cookie(cookieName, await tokens.signKnownDevice(normaliseEmail(email)), {
    httpOnly: true,
    secure: req.secure,
    sameSite: "strict",
    path: cookiePath,
    maxAge: knownDeviceLifetimeMs,
  });
}

/** Whether the request comes from a device that has signed in to `account` (a normalised email) before. */
export async function isKnownDevice(req: Request, tokens: TokenService, account: string): Promise<boolean> {
  const proof = readCookie(req, cookieName);
  return Boolean(account && proof && (await tokens.verifyKnownDevice(proof)) === account);
}
