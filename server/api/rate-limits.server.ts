import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import { normaliseEmail } from "../../common/email";
import type { Config } from "../config.server";
import { HttpError } from "../http-error.server";

const requestAddress = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");
const requestAccount = (req: Request) =>
  normaliseEmail(String((req.body as { email?: unknown } | undefined)?.email ?? ""));

function limiter(
  config: Config,
  options: { limit: number; messageKey: string; key?: (req: Request) => string; failuresOnly?: boolean },
): RequestHandler {
  const { windowMs } = config.rateLimits;
  return rateLimit({
    windowMs,
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

/**
 * Failed sign-ins, counted as Ghost counts them: per account and address, so a stranger
 * who keeps failing for the admin's email blocks only their own address, never the owner
 * signing in from elsewhere. Two wider ceilings still slow what that would let through:
 * one address trying many accounts (5× the limit), and one account guessed from many
 * addresses (10× the limit). Successful sign-ins do not count.
 */
export function loginRateLimits(config: Config): RequestHandler[] {
  const limit = config.rateLimits.loginFailures;
  const failures = { messageKey: "tooManyLogins", failuresOnly: true };
  return [
    limiter(config, {
      ...failures,
      limit,
      key: (req) => `account-address:${requestAccount(req)}:${requestAddress(req)}`,
    }),
    limiter(config, { ...failures, limit: limit * 5, key: (req) => `address:${requestAddress(req)}` }),
    limiter(config, { ...failures, limit: limit * 10, key: (req) => `account:${requestAccount(req)}` }),
  ];
}

/** Public forms (applications, contact, newsletter): posts per address. */
export function formRateLimit(config: Config): RequestHandler {
  return limiter(config, { limit: config.rateLimits.formPosts, messageKey: "tooManyRequests" });
}
