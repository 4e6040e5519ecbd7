import type { Request, RequestHandler, Response, Router } from "express";
import type { Kysely } from "kysely";
import type * as z from "zod/mini";
import { errorAnswerSchema } from "../../common/api-answers";
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
import { jsonBody, parseBody, parseInput } from "./http.server";
import { type RateLimitName, rateLimits } from "./rate-limits.server";

// Each API operation is one declaration beside its handler (decision 029): the router
// mounts it, the OpenAPI document describes it and the guard tests list it, all from here.

/**
 * Who may call an operation. public: anyone; optional: anyone, and a staff token shows
 * more (drafts, hidden items); staff: an admin's or an editor's token; admin: an admin's
 * token (an editor gets 403).
 */
export type Role = "public" | "optional" | "staff" | "admin";

export interface Answer {
  description: string;
  /** The JSON body; none for 204. */
  schema?: z.ZodMiniType;
  /** The media type of a body that is a file, not JSON (a backup's archive). */
  fileType?: string;
}

/** A JSON body of at most `limit`, parsed with `schema` before the handler runs; `name` names it in the document. */
interface JsonBody<Body> {
  name: string;
  schema: z.ZodMiniType<Body>;
  limit: string;
}

/** Any other body (an image's bytes): `read` leaves it in `req.body`; `document` is its OpenAPI requestBody. */
interface OtherBody {
  read: RequestHandler[];
  document: Record<string, unknown>;
}

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

export interface Operation<Body = unknown, Query = unknown, Param extends string = string> {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Under /api, as Express writes it (`/categories/:id`); the document writes `/api/categories/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  role: Role;
  /**
   * Open to a session that may only set up two-factor sign-in (admins require it and the
   * user has none yet; decision 048): what enrolling needs, and signing out. Every other
   * operation of a staff or admin role refuses such a session with 403.
   */
  forTwoFactorSetup?: true;
  /** What each path parameter holds. */
  params?: Record<Param, string>;
  /** Request headers it reads, each optional. */
  headers?: string[];
  /** Query parameters, each optional, as the schema's fields. */
  query?: z.ZodMiniType<Query>;
  body?: JsonBody<Body> | OtherBody;
  rateLimit?: RateLimitName;
  /** Its own answers by status; the guard's (401, 403) and a JSON body's (400, 413, 415) are added. */
  responses: Record<string, Answer>;
  handle(request: OperationRequest<Body, Query, Param>, api: ApiContext): Promise<void> | void;
}

/** Declares an operation (a typed identity: the body and query types follow from their schemas). */
export function operation<Body = undefined, Query = undefined, Param extends string = never>(
  declaration: Operation<Body, Query, Param>,
): Operation {
  return declaration;
}

export const answer = (description: string, schema?: z.ZodMiniType): Answer => ({ description, schema });
export const error = (description: string): Answer => answer(description, errorAnswerSchema);
export const file = (description: string, fileType: string): Answer => ({ description, fileType });
export const rateLimited = { "429": error("Rate limited") };

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
export function jsonBodyOf({ body }: Operation): JsonBody<unknown> | undefined {
  return body && "schema" in body ? body : undefined;
}

/** Every answer an operation gives, by status: its own over those of its guard and its body. */
export function answersOf(operation: Operation): Record<string, Answer> {
  return { ...(jsonBodyOf(operation) && jsonBodyErrors), ...guardErrorsOf(operation), ...operation.responses };
}

const bodyReader = ({ body }: Operation): RequestHandler[] =>
  !body ? [] : "schema" in body ? jsonBody(body.limit) : body.read;

/** The path as the document writes it: `/categories/:id` → `/api/categories/{id}`. */
export const documentPath = ({ path }: Operation) => `/api${path.replace(/:(\w+)/g, "{$1}")}`;

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
        await operation.handle(
          {
            req,
            res,
            body: body && parseBody(body.schema, req),
            query: operation.query && parseInput(operation.query, req.query),
            params: req.params as Record<string, string>,
          },
          api,
        );
      },
    );
  }
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
