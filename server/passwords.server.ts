// Password hashing: a leaf module, so the data layer (users) and auth both use it without
// importing each other.
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** A password the server makes for someone to be handed once: 16 characters, 96 random bits. */
export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}

// @node-rs/argon2 defaults to argon2id with OWASP-recommended memory and time costs.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
