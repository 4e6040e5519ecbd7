import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { Kysely } from "kysely";
import { normaliseEmail } from "../../common/email";
import type { Config } from "../config.server";
import { isPostgres } from "../db/database.server";
import { databaseRateLimitStore } from "../db/rate-limit-hits.server";
import type { DB } from "../db/schema.server";
import { HttpError } from "../http-error.server";

const requestAddress = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");
const requestAccount = (req: Request) =>
  normaliseEmail(String((req.body as { email?: unknown } | undefined)?.email ?? ""));

/**
 * One limit. On PostgreSQL it counts in the database, shared by every instance, under its
 * own name; on SQLite (one process) in memory.
 */
function limiter(
  config: Config,
  db: Kysely<DB>,
  options: { name: string; limit: number; messageKey: string; key?: (req: Request) => string; failuresOnly?: boolean },
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
export type RateLimitName = "login" | "leads" | "comments";

/**
 * The API's limits, made once for the router: every operation naming one shares its count
 * (the three lead forms count together).
 */
export function rateLimits(config: Config, db: Kysely<DB>): Record<RateLimitName, RateLimit> {
  return {
    login: { handlers: loginRateLimits(config, db), readsBody: true },
    leads: { handlers: [formRateLimit(config, db, "leads")], readsBody: false },
    comments: { handlers: [formRateLimit(config, db, "comments")], readsBody: false },
  };
}

/**
 * Failed sign-ins, counted as Ghost counts them: per account and address, so a stranger
 * who keeps failing for the admin's email blocks only their own address, never the owner
 * signing in from elsewhere. Two wider ceilings still slow what that would let through:
 * one address trying many accounts (5× the limit), and one account guessed from many
 * addresses (10× the limit). Successful sign-ins do not count.
 */
function loginRateLimits(config: Config, db: Kysely<DB>): RequestHandler[] {
  const limit = config.rateLimits.loginFailures;
  const failures = { messageKey: "tooManyLogins", failuresOnly: true };
  return [
    limiter(config, db, {
      ...failures,
      name: "login-account-address",
      limit,
      key: (req) => `${requestAccount(req)}:${requestAddress(req)}`,
    }),
    limiter(config, db, { ...failures, name: "login-address", limit: limit * 5 }),
    limiter(config, db, { ...failures, name: "login-account", limit: limit * 10, key: requestAccount }),
  ];
}

/** Public forms: posts per address, counted apart for each `name` (leads, comments). */
function formRateLimit(config: Config, db: Kysely<DB>, name: string): RequestHandler {
  return limiter(config, db, { name, limit: config.rateLimits.formPosts, messageKey: "tooManyRequests" });
}
