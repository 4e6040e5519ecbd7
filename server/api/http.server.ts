import { FieldRefused, HttpError } from "../http-error.server";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import type { TFunction } from "i18next";
import type * as z from "zod/mini";
import { getServerT } from "../i18n.server";
import type { AnswerCache } from "../cache/answer-cache.server";
import { prepareReadyBytes, sendReadyBytes } from "../cache/ready-bytes.server";
import { databaseRetryAfter, isDatabaseUnavailable } from "../db/unavailable.server";
import type { Logger } from "../logger.server";
import { requestLanguage } from "../request-language.server";

class ValidationError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super("invalid input");
  }
}

/** Parses untrusted input with a shared schema; a failure becomes a 400 with field errors. */
export function parseInput<T>(schema: z.ZodMiniType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(result.error.issues);
  return result.data;
}

/** Parses a JSON body; the body must be an object (an absent body is a 400). */
export function parseBody<T>(schema: z.ZodMiniType<T>, req: Request): T {
  if (typeof req.body !== "object" || req.body === null || Array.isArray(req.body)) {
    throw new HttpError(400, "bodyRequired");
  }
  return parseInput(schema, req.body);
}

/** The translate function for this request's language (query, cookie, Accept-Language). */
export function requestT(req: Request): TFunction {
  return getServerT(requestLanguage(req));
}

/**
 * Reads a JSON body of at most `limit`; any other content type with a body is a 415.
 * Bodies are only read for the methods that carry one.
 */
export function jsonBody(limit: string): RequestHandler[] {
  const requireJson: RequestHandler = (req, _res, next) => {
    const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
    if (hasBody && !req.is("application/json")) return next(new HttpError(415, "unsupportedType"));
    next();
  };
  return [requireJson, express.json({ limit, strict: true, reviver: refuseUnstorableText })];
}

/**
 * Text that is not well-formed Unicode: a lone surrogate, which only a JSON escape can
 * carry (a form or a URL turns one into U+FFFD). Stored, it breaks every page showing it.
 */
class NotWellFormedText extends SyntaxError {}

// In `u` mode a surrogate pair is one code point; only a lone half is in the category Cs.
const loneSurrogate = /\p{Cs}/u;

/**
 * Every key and string of every JSON body passes here, so no input reaches a schema with
 * text the database or a page cannot hold. PostgreSQL text cannot hold NUL, and no form
 * sends it: such a body is refused as malformed.
 */
function refuseUnstorableText(key: string, value: unknown) {
  if (loneSurrogate.test(key)) throw new NotWellFormedText("lone surrogate in a key");
  if (typeof value !== "string") return value;
  if (value.includes("\u0000")) throw new SyntaxError("NUL character in a string");
  if (loneSurrogate.test(value)) throw new NotWellFormedText("lone surrogate in a string");
  return value;
}

function sendError(res: Response, status: number, message: string, errors?: Record<string, string>) {
  res.status(status).json(errors ? { message, errors } : { message });
}

/** Turns every error into `{message, errors?}` with a fitting status; never a stack trace. */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const t = requestT(req);
    if (error instanceof ValidationError) {
      const errors: Record<string, string> = {};
      for (const issue of error.issues) {
        const field = issue.path.join(".") || "body";
        // Messages of the public forms are in `common`, the admin's own in `admin`.
        errors[field] ??= issue.message.startsWith("validation.")
          ? t(issue.message, { ns: ["common", "admin"] })
          : t("api:invalidInput");
      }
      return sendError(res, 400, t("api:invalidInput"), errors);
    }
    if (error instanceof HttpError) {
      res.set(error.headers);
      const message = t(`api:${error.messageKey}`, error.params);
      return sendError(
        res,
        error.status,
        message,
        error instanceof FieldRefused ? { [error.field]: message } : undefined,
      );
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, url: req.originalUrl }, "database unavailable");
      res.set("Retry-After", databaseRetryAfter);
      return sendError(res, 503, t("api:unavailable"));
    }
    // Errors from express.json: malformed JSON, too large, bad encoding.
    const status = typeof error?.status === "number" ? error.status : 500;
    // body-parser rethrows the reviver's own error object, with its message replaced.
    if (error instanceof NotWellFormedText) return sendError(res, 400, t("api:textNotWellFormed"));
    if (error?.type === "entity.parse.failed") return sendError(res, 400, t("api:invalidJson"));
    if (error?.type === "entity.too.large") return sendError(res, 413, t("api:tooLarge"));
    if (status >= 400 && status < 500) return sendError(res, status, t("api:invalidJson"));
    logger.error({ err: error, url: req.originalUrl }, "unhandled API error");
    return sendError(res, 500, t("api:serverError"));
  };
}

/**
 * Sends a visitor's JSON answer from the answer cache as stored bytes (brotli, gzip or
 * plain, with an ETag), computing, compressing and storing it once on a miss
 * (docs/decisions/031). No per-request serialising or compression.
 */
export async function sendCachedJson(
  res: Response,
  cache: AnswerCache,
  key: string,
  compute: () => Promise<unknown>,
): Promise<void> {
  // Waiting for what another request prepares is no work of this one's.
  if (cache.isPreparing(key)) res.locals.leaveLoadBound?.();
  const ready = await cache.ready(key, async () =>
    prepareReadyBytes(Buffer.from(JSON.stringify(await compute())), jsonHeaders),
  );
  sendReadyBytes(res.req, res, ready);
}

const jsonHeaders = { "content-type": "application/json; charset=utf-8" };
