import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { errors, jwtVerify, SignJWT } from "jose";
import { type Config, ConfigError } from "../config.server";

/** How long a sign-in lasts. */
export const tokenLifetimeMs = 12 * 60 * 60 * 1000;
const issuer = "agency-site";

/** Who a token names, and the session (one sign-in on one device) it belongs to. */
export interface TokenSubject {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  /** A token for the subject that expires with its session. */
  sign(subject: TokenSubject & { expiresAt: Date }): Promise<string>;
  /** The subject, or why the token is refused. */
  verify(token: string): Promise<TokenSubject | { error: "expired" | "invalid" }>;
  /** A short-lived proof that `userId` gave the right password, for the second step of a sign-in. */
  signChallenge(userId: string): Promise<string>;
  /**
   * The user a challenge names, its id (a challenge signs in once) and its expiry, or
   * undefined when it is forged, expired or something else.
   */
  verifyChallenge(challenge: string): Promise<Challenge | undefined>;
  /** A long-lived proof that this device signed in to `account` (decision 048). */
  signKnownDevice(account: string): Promise<string>;
  /** The account a known device's proof names, or undefined when it is forged, expired or something else. */
  verifyKnownDevice(proof: string): Promise<string | undefined>;
}

/** A verified two-factor challenge. */
export interface Challenge {
  userId: string;
  id: string;
  expiresAt: Date;
}

/** How long the second step of a sign-in may wait for its code. */
export const challengeLifetime = "5m";
// Its audience keeps a challenge from being taken for a session token and the other way round.
const challengeAudience = "two-factor";
/** How long a device stays known after its last sign-in. */
export const knownDeviceLifetimeMs = 365 * 24 * 60 * 60 * 1000;
const knownDeviceAudience = "known-device";

/**
 * JWT_SECRET, or else a secret generated once and kept in DATA_DIR (readable by its
 * owner only), so sign-ins survive restarts of a single machine. `file` says where.
 * On PostgreSQL, where several instances must accept each other's sign-ins, a file one
 * machine wrote will not do: JWT_SECRET is required.
 */
export function resolveJwtSecret(config: Pick<Config, "jwtSecret" | "dataDir" | "databaseUrl">): {
  secret: string;
  file?: string;
} {
  if (config.jwtSecret) return { secret: config.jwtSecret };
  if (config.databaseUrl)
    throw new ConfigError(
      "Invalid configuration: JWT_SECRET must be set with DATABASE_URL, the same on every instance (at least 32 characters, e.g. from `openssl rand -base64 48`)",
    );
  const file = path.resolve(config.dataDir, "jwt-secret");
  if (existsSync(file)) return { secret: readFileSync(file, "utf8").trim(), file };
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return { secret, file };
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId, expiresAt }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    signChallenge: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuer(issuer)
        .setAudience(challengeAudience)
        .setIssuedAt()
        .setExpirationTime(challengeLifetime)
        .sign(key),
    async verifyChallenge(challenge) {
      try {
        const { payload } = await jwtVerify(challenge, key, {
          algorithms: ["HS256"],
          issuer,
          audience: challengeAudience,
          requiredClaims: ["exp", "sub", "jti"],
        });
        const { sub, jti, exp } = payload;
        return typeof sub === "string" && sub && typeof jti === "string" && jti && exp
          ? { userId: sub, id: jti, expiresAt: new Date(exp * 1000) }
          : undefined;
      } catch {
        return undefined;
      }
    },
    signKnownDevice: (account) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(account)
        .setIssuer(issuer)
        .setAudience(knownDeviceAudience)
        .setIssuedAt()
        .setExpirationTime(Math.floor((Date.now() + knownDeviceLifetimeMs) / 1000))
        .sign(key),
    async verifyKnownDevice(proof) {
      try {
        const { payload } = await jwtVerify(proof, key, {
          algorithms: ["HS256"],
          issuer,
          audience: knownDeviceAudience,
          requiredClaims: ["exp", "sub"],
        });
        return typeof payload.sub === "string" && payload.sub ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
    async verify(token) {
      try {
        // A token without an expiry would never end; one without a string subject and
        // session names nobody.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer,
          requiredClaims: ["exp", "sub", "sid"],
        });
        const { sub, sid, aud } = payload;
        if (aud !== undefined) return { error: "invalid" };
        return typeof sub === "string" && sub && typeof sid === "string" && sid
          ? { userId: sub, sessionId: sid }
          : { error: "invalid" };
      } catch (error) {
        return { error: error instanceof errors.JWTExpired ? "expired" : "invalid" };
      }
    },
  };
}
