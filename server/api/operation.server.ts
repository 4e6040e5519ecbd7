import type { Request, RequestHandler, Response, Router } from "express";
import type { Kysely } from "kysely";
import * as z from "zod/mini";
import {
  type Answer,
  answer,
  type BytesBody,
  documentPath,
  type Endpoint,
  error,
  file,
  type JsonBody,
  rateLimited,
  type ReplyOf,
  type Role,
  type Schema,
} from "../../common/contract/endpoint";
import type { SiteSettings } from "../../common/settings";
import { requireAdmin, requireStaff } from "../auth/require-staff.server";
import type { TokenService } from "../auth/tokens.server";
import type { AnswerCache } from "../cache/answer-cache.server";
import type { Config } from "../config.server";
import type { DB } from "../db/schema.server";
import type { Logger } from "../logger.server";
import type { Mailer } from "../mail/mailer.server";
import type { NewsletterServices } from "../newsletter/newsletter-services.server";
import type { TrafficCounter } from "../traffic/traffic-counter.server";
import type { MediaStore } from "../media/media-store.server";
import type { NotFoundLog } from "../redirects/not-found-log.server";
import type { RedirectTable } from "../redirects/redirect-table.server";
import { HttpError } from "../http-error.server";
import { jsonBody, parseBody, parseInput, sendCachedJson } from "./http.server";
import { type RateLimitName, rateLimits } from "./rate-limits.server";

// Each API operation is an endpoint of the contract in common/contract/ (decision 057) with
// its handler here: the router mounts it, the OpenAPI document describes it and the guard
// tests list it, all from the declaration; the typed client in app/ calls it.

export type { Role };

/** Its body, as the router reads it: JSON by its schema, or bytes by the implementation's `read`. */
type OperationBody =
  | OperationJsonBody
  | { document: Record<string, unknown>; read?: RequestHandler[]; contentType?: string; example?: string };

type OperationJsonBody = Omit<JsonBody, "example"> & { example?: unknown };

/** What handlers work with, given once when the operations are mounted. */
export interface ApiContext {
  config: Config;
  db: Kysely<DB>;
  tokens: TokenService;
  /** Public answers that depend only on published content; every write to it clears them. */
  answerCache: AnswerCache;
  mailer: Mailer;
  /** Where uploads' files are kept (the same store /media/ serves from). */
  mediaStore: MediaStore;
  /** The site settings, through the answer cache. */
  siteSettings: () => Promise<SiteSettings>;
  /** Counts page views: leads record the visit they came from, the dashboard reads it. */
  traffic: TrafficCounter;
  /** The redirects served from memory (their hits written before a list) and the 404 log (decision 053). */
  redirects: RedirectTable;
  notFoundLog: NotFoundLog;
  /** Whether the request carries a valid staff token (an invalid one counts as a visitor). */
  isStaff: (req: Request) => Promise<boolean>;
  logger: Logger;
  /** The newsletter's signed links, and SMTP for confirmations and test sends (decision 052). */
  newsletter: NewsletterServices;
}

/** One request as a handler sees it: body and query already parsed with the declared schemas. */
export interface OperationRequest<Body, Query, Param extends string> {
  req: Request;
  res: Response;
  body: Body;
  query: Query;
  params: Record<Param, string>;
}

/** The handler wrote its own answer (a file, a stream of bytes): nothing is sent for it. */
export const sent = Symbol("sent");

/** A 200 from the answer cache: `compute` runs on a miss (decision 031). */
export interface CachedReply<Body> {
  status: 200;
  cacheKey: string;
  compute: () => Promise<Body>;
}

/** What a handler returns: one of its declared answers, a cached 200, or `sent`. */
export type Outcome = { status: number; body?: unknown } | CachedReply<unknown> | typeof sent;

/** Answers from the answer cache, keyed by `cacheKey`. */
export const cachedReply = <Body>(cacheKey: string, compute: () => Promise<Body>): CachedReply<Body> => ({
  status: 200,
  cacheKey,
  compute,
});

export interface Operation extends Omit<Endpoint, "body"> {
  body?: OperationBody;
  rateLimit?: RateLimitName;
  /** Reads a bytes body into `req.body` (an implementation's `read`). */
  read?: RequestHandler[];
  handle(
    request: OperationRequest<unknown, unknown, string>,
    api: ApiContext,
  ): Promise<Outcome | void> | Outcome | void;
}

type InputOf<S> = S extends Schema ? z.output<S> : undefined;
type BodyIn<E> =
  E extends Endpoint<infer _P, infer _Q, infer B>
    ? B extends Schema
      ? z.output<B>
      : E extends { body?: BytesBody }
        ? unknown
        : undefined
    : undefined;
type QueryIn<E> = E extends Endpoint<infer _P, infer Q> ? InputOf<Q> : undefined;
type ParamIn<E> = E extends Endpoint<infer P> ? P : never;
type Success200<E> = Extract<ReplyOf<E>, { status: 200 }>["body"];

type Reply<E> = ReplyOf<E> | CachedReply<Success200<E>> | typeof sent;

/** A handler of endpoint E: it returns one of E's declared answers, typed by their schemas. */
export interface Implementation<E extends Endpoint> {
  rateLimit?: RateLimitName;
  /** Reads a body that is not JSON (bytes) into `req.body`. */
  read?: RequestHandler[];
  handle(request: OperationRequest<BodyIn<E>, QueryIn<E>, ParamIn<E>>, api: ApiContext): Promise<Reply<E>> | Reply<E>;
}

/** The operations of a feature: each endpoint of its contract with its handler, in the contract's order. */
export function implement<C extends Record<string, Endpoint>>(
  contract: C,
  implementations: { [K in keyof C]: Implementation<C[K]> },
): Operation[] {
  return Object.keys(contract).map((key) => ({ ...contract[key]!, ...implementations[key]! }));
}

export { answer, error, file, rateLimited, documentPath };

const badToken = { "401": error("No, malformed, forged or expired token") };
const setupOnlyRefused = "a session that may only set up two-factor sign-in";
const guardErrors: Record<Role, Record<string, Answer>> = {
  public: {},
  optional: {},
  staff: { ...badToken, "403": error(`Signed in with ${setupOnlyRefused}`) },
  admin: { ...badToken, "403": error(`Signed in, but not an admin, or with ${setupOnlyRefused}`) },
};

/** What the operation's guard answers: its role's, less the 403 of an operation open to every session. */
function guardErrorsOf({ role, forTwoFactorSetup }: Operation): Record<string, Answer> {
  const { "403": forbidden, ...errors } = guardErrors[role];
  return forbidden && !(role === "staff" && forTwoFactorSetup) ? { ...errors, "403": forbidden } : errors;
}
const jsonBodyErrors = {
  "400": error("Invalid JSON or input; `errors` names the fields"),
  "413": error("Body too large"),
  "415": error("Body is not application/json"),
};

/** The operation's JSON body, if it takes one. */
export function jsonBodyOf({ body }: Operation): OperationJsonBody | undefined {
  return body && "schema" in body ? body : undefined;
}

/** Every answer an operation gives, by status: its own over those of its guard and its body. */
export function answersOf(operation: Operation): Record<string, Answer> {
  return { ...(jsonBodyOf(operation) && jsonBodyErrors), ...guardErrorsOf(operation), ...operation.responses };
}

const bodyReader = ({ body, read }: Operation): RequestHandler[] =>
  !body ? [] : "schema" in body ? jsonBody(body.limit) : (read ?? body.read ?? []);

/** The guard of an operation's role; a session that may only set up two-factor sign-in passes only where declared. */
function guardOf({ role, forTwoFactorSetup }: Operation, { db, tokens }: ApiContext): RequestHandler[] {
  const options = { setupOnly: forTwoFactorSetup === true };
  if (role === "staff") return [requireStaff(db, tokens, options)];
  if (role === "admin") return [requireAdmin(db, tokens, options)];
  return [];
}

/**
 * Mounts each operation on the router as: the guard for its role, a rate limit that counts
 * before the body is read, the body reader, a rate limit keyed by a body field, then the
 * body and query parsed with their schemas and the handler. Operations are matched in the
 * order given.
 */
export function mountOperations(router: Router, operations: readonly Operation[], api: ApiContext): void {
  const limits = rateLimits(api.config, api.db, api.tokens);
  for (const operation of operations) {
    const { handlers: limit = [], readsBody = false } = operation.rateLimit ? limits[operation.rateLimit] : {};
    const body = jsonBodyOf(operation);
    router[operation.method](
      operation.path,
      ...guardOf(operation, api),
      ...(readsBody ? [] : limit),
      ...bodyReader(operation),
      ...(readsBody ? limit : []),
      async (req, res) => {
        const outcome = await operation.handle(
          {
            req,
            res,
            body: body && parseBody(body.schema, req),
            query: operation.query && parseInput(operation.query, req.query),
            params: req.params as Record<string, string>,
          },
          api,
        );
        await send(operation, outcome, res, api);
      },
    );
  }
}

/**
 * Outside production every answer is checked against the schema its endpoint declares for
 * its status before it leaves (decision 057): a handler that drifts from the contract fails
 * in development and in every test, not in an admin screen. Production trusts the types.
 */
function checked(operation: Operation, status: number, body: unknown, api: ApiContext): unknown {
  if (api.config.env === "production") return body;
  const declared = answersOf(operation)[String(status)];
  const name = `${operation.operationId} ${status}`;
  if (!declared) throw new Error(`${name}: an answer the endpoint does not declare`);
  if (!declared.schema) {
    if (body !== undefined) throw new Error(`${name}: the endpoint declares no body`);
    return body;
  }
  const result = declared.schema.safeParse(body);
  if (!result.success)
    throw new Error(`${name}: the answer does not match its schema\n${z.prettifyError(result.error)}`);
  return body;
}

async function send(operation: Operation, outcome: Outcome | void, res: Response, api: ApiContext): Promise<void> {
  if (outcome === undefined || outcome === sent) return;
  if ("cacheKey" in outcome) {
    const { cacheKey, compute } = outcome;
    return sendCachedJson(res, api.answerCache, cacheKey, async () => checked(operation, 200, await compute(), api));
  }
  const body = checked(operation, outcome.status, outcome.body, api);
  if (body === undefined) res.status(outcome.status).end();
  else res.status(outcome.status).json(body);
}

declare module "express-serve-static-core" {
  interface Locals {
    /** The methods declared for every path pattern this API request's path matched. */
    allowedMethods?: Set<string>;
  }
}

/**
 * Mounted after every route: a request whose path a route declares, but not for its method,
 * is answered 405 with `Allow` naming the methods declared for that path (the union over
 * every pattern it matches, by Express's own matching; HEAD with GET, as Express serves it).
 * A path no route declares goes on to the 404.
 */
export function refuseUndeclaredMethods(router: Router, routes: readonly Pick<Operation, "method" | "path">[]): void {
  const methodsByPath = new Map<string, string[]>();
  for (const { method, path } of routes) methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method]);
  for (const [path, methods] of methodsByPath) {
    router.all(path, (_req, res, next) => {
      res.locals.allowedMethods ??= new Set();
      for (const method of methods) res.locals.allowedMethods.add(method.toUpperCase());
      next();
    });
  }
  router.use((req, res, next) => {
    const allowed = res.locals.allowedMethods;
    if (!allowed) return next();
    if (allowed.has("GET")) allowed.add("HEAD");
    next(
      new HttpError(405, "requestLimits.methodNotAllowed", { method: req.method }, { Allow: [...allowed].join(", ") }),
    );
  });
}
