import type { RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { Config } from "../config";
import { HttpError } from "./http";

function limiter(
  config: Config,
  options: { limit: number; messageKey: string; key?: (req: Parameters<RequestHandler>[0]) => string; failuresOnly?: boolean },
): RequestHandler {
  const { windowMs } = config.rateLimits;
  return rateLimit({
    windowMs,
    limit: options.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    keyGenerator: options.key ?? ((req) => ipKeyGenerator(req.ip ?? "unknown")),
    handler: (_req, _res, next) => {
      const seconds = Math.ceil(windowMs / 1000);
      next(
        new HttpError(429, options.messageKey, { minutes: Math.ceil(seconds / 60) }, { "Retry-After": String(seconds) }),
      );
    },
  });
}

/**
 * Failed sign-ins are limited per address and per account, so neither one machine nor a
 * botnet aimed at one mailbox can guess passwords. Successful sign-ins do not count.
 */
export function loginRateLimits(config: Config): RequestHandler[] {
  const limit = config.rateLimits.loginFailures;
  return [
    limiter(config, { limit, messageKey: "tooManyLogins", failuresOnly: true }),
    limiter(config, {
      limit,
      messageKey: "tooManyLogins",
      failuresOnly: true,
      key: (req) => `email:${String((req.body as { email?: unknown } | undefined)?.email ?? "").trim().toLowerCase()}`,
    }),
  ];
}

/** Public forms (applications, contact, newsletter): posts per address. */
export function formRateLimit(config: Config): RequestHandler {
  return limiter(config, { limit: config.rateLimits.formPosts, messageKey: "tooManyRequests" });
}
