import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import { decodeJwt } from "jose";
import type { Kysely } from "kysely";
import { normaliseEmail } from "../../common/email";
import { propertyOf } from "../../common/property-of";
import { isKnownDevice } from "../auth/known-device.server";
import { currentUser } from "../auth/require-staff.server";
import type { TokenService } from "../auth/tokens.server";
import type { Config } from "../config.server";
import { isPostgres } from "../db/database.server";
import { databaseRateLimitStore } from "../db/rate-limit-hits.server";
import type { DB } from "../db/schema.server";
import { HttpError } from "../http-error.server";

const requestAddress = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");
const requestAccount = (req: Request) => normaliseEmail(String(propertyOf(req.body, "email") ?? ""));

const challengeAccount = (req: Request) => {
  const challenge = String(propertyOf(req.body, "challenge") ?? "");
  try {
    return String(decodeJwt(challenge).sub ?? "");
  } catch {
    return "";
  }
};

/**
 * One limit. On PostgreSQL it counts in the database, shared by every instance, under its
 * own name; on SQLite (one process) in memory.
 */
function limiter(
  config: Config,
  db: Kysely<DB>,
  options: {
    name: string;
    limit: number;
    messageKey: string;
    key?: (req: Request, res: Response) => string;
    failuresOnly?: boolean;
    /** Requests this limit neither counts nor refuses. */
    skip?: (req: Request) => Promise<boolean>;
  },
): RequestHandler {
  const { windowMs } = config.rateLimits;
  return rateLimit({
    windowMs,
    store: isPostgres(db) ? databaseRateLimitStore(db, `${options.name}:`) : undefined,
    limit: options.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    keyGenerator: options.key ?? requestAddress,
    ...(options.skip && { skip: options.skip }),
    handler: (_req, _res, next) => {
      const seconds = Math.ceil(windowMs / 1000);
      next(
        new HttpError(
          429,
          options.messageKey,
          { minutes: Math.ceil(seconds / 60) },
          { "Retry-After": String(seconds) },
        ),
      );
    },
  });
}

/** A limit as an operation declares it by name; `readsBody` when it is keyed by a body field. */
export interface RateLimit {
  handlers: RequestHandler[];
  readsBody: boolean;
}
export type RateLimitName =
  "login" | "twoFactorCode" | "currentPassword" | "leads" | "comments" | "generations" | "logoDownloads";

/**
 * Downloads of a logo's ZIP in a window: per order (a buyer downloads a few times; a link
 * shared or hammered is stopped) and per address (many orders from one place).
 */
export const logoDownloadLimits = { perOrder: 10, perAddress: 30 };

/**
 * The API's limits, made once for the router: every operation naming one shares its count
 * (the three lead forms count together).
 */
export function rateLimits(config: Config, db: Kysely<DB>, tokens: TokenService): Record<RateLimitName, RateLimit> {
  return {
    login: {
      handlers: passwordFailureLimits(config, db, {
        name: "login",
        account: requestAccount,
        messageKey: "tooManyLogins",
        // A device that signed in to the account before is never refused by the account's
        // ceiling, which strangers can reach from many addresses (decision 048).
        knownDevice: (req) => isKnownDevice(req, tokens, requestAccount(req)),
      }),
      readsBody: true,
    },
    // The code step of a sign-in: the account is the one its challenge names. The claim is read
    // unverified, only to count; a forged one fails the check and counts for nobody real.
    twoFactorCode: {
      handlers: passwordFailureLimits(config, db, {
        name: "two-factor",
        account: challengeAccount,
        messageKey: "tooManyLogins",
      }),
      readsBody: true,
    },
    // One's own current password, checked after the guard: the account is the signed-in user.
    currentPassword: {
      handlers: passwordFailureLimits(config, db, {
        name: "current-password",
        account: (_req, res) => currentUser(res).id,
        messageKey: "tooManyPasswordAttempts",
      }),
      readsBody: false,
    },
    leads: leadFormLimit(config, db),
    comments: { handlers: [formRateLimit(config, db, "comments")], readsBody: false },
    // Logo generation: cheap but not free (the image service may cost money), counted apart.
    generations: {
      handlers: [
        limiter(config, db, {
          name: "generations",
          limit: config.rateLimits.generations,
          messageKey: "tooManyRequests",
        }),
      ],
      readsBody: false,
    },
    // A logo's download (docs/decisions/047): its ZIP is stored, but each answer still sends megabytes.
    logoDownloads: {
      handlers: [
        limiter(config, db, {
          name: "logo-downloads-order",
          limit: logoDownloadLimits.perOrder,
          messageKey: "requestLimits.tooManyDownloads",
          key: (req) => String(req.params.id),
        }),
        limiter(config, db, {
          name: "logo-downloads-address",
          limit: logoDownloadLimits.perAddress,
          messageKey: "requestLimits.tooManyDownloads",
        }),
      ],
      readsBody: false,
    },
  };
}

/**
 * Failed password checks (sign-in, or one's own current password), counted as Ghost
 * counts sign-ins: per account and address, so a stranger who keeps failing for the
 * admin's email blocks only their own address, never the owner signing in from elsewhere.
 * Two wider ceilings still slow what that would let through: one address trying many
 * accounts (5× the limit), and one account guessed from many addresses (10× the limit),
 * which a `knownDevice` of the account passes (decision 048). Successful checks do not count.
 */
function passwordFailureLimits(
  config: Config,
  db: Kysely<DB>,
  {
    name,
    account,
    messageKey,
    knownDevice,
  }: {
    name: string;
    account: (req: Request, res: Response) => string;
    messageKey: string;
    knownDevice?: (req: Request) => Promise<boolean>;
  },
): RequestHandler[] {
  const limit = config.rateLimits.loginFailures;
  const failures = { messageKey, failuresOnly: true };
  return [
    limiter(config, db, {
      ...failures,
      name: `${name}-account-address`,
      limit,
      key: (req, res) => `${account(req, res)}:${requestAddress(req)}`,
    }),
    limiter(config, db, { ...failures, name: `${name}-address`, limit: limit * 5 }),
    limiter(config, db, { ...failures, name: `${name}-account`, limit: limit * 10, key: account, skip: knownDevice }),
  ];
}

/** Public forms: posts per address, counted apart for each `name` (leads, comments). */
/** The public forms' bound (also the newsletter's plain-form pages, which no token reaches). */
export const leadFormLimit = (config: Config, db: Kysely<DB>): RateLimit => ({
  handlers: [formRateLimit(config, db, "leads")],
  readsBody: false,
});

function formRateLimit(config: Config, db: Kysely<DB>, name: string): RequestHandler {
  return limiter(config, db, { name, limit: config.rateLimits.formPosts, messageKey: "tooManyRequests" });
}
