import type * as z from "zod/mini";
import { errorAnswerSchema } from "../api-answers";

// One declaration per endpoint, shared by the server that implements it and the client that
// calls it (decision 057): method, path, role, the schemas of what goes in and comes out,
// and an example body. Pure data and Zod: both app/ and server/ import it.

/**
 * Who may call an endpoint. public: anyone; optional: anyone, and a staff token shows
 * more (drafts, hidden items); staff: an admin's or an editor's token; admin: an admin's
 * token (an editor gets 403).
 */
export type Role = "public" | "optional" | "staff" | "admin";

export type Method = "get" | "post" | "put" | "patch" | "delete";

export type Schema = z.ZodMiniType;

export interface Answer<S extends Schema | undefined = Schema | undefined> {
  description: string;
  /** The JSON body; none for 204. */
  schema?: S;
  /** The media type of a body that is a file, not JSON (a backup's archive). */
  fileType?: string;
}

/** A JSON body of at most `limit`, parsed with `schema`; `name` names it in the document, `example` is a valid one. */
export interface JsonBody<S extends Schema = Schema> {
  name: string;
  schema: S;
  limit: string;
  example: z.input<S>;
}

/** Any other body (an image's bytes, a CSV file): `document` is its OpenAPI requestBody, `example` valid bytes as text. */
export interface BytesBody {
  document: Record<string, unknown>;
  contentType: string;
  example: string;
}

export interface Endpoint<
  P extends string = string,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  A extends Record<string, Answer> = Record<string, Answer>,
> {
  method: Method;
  /** Under /api, as Express writes it (`/categories/:id`); the document writes `/api/categories/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  role: Role;
  /**
   * Open to a session that may only set up two-factor sign-in (admins require it and the
   * user has none yet; decision 048): what enrolling needs, and signing out. Every other
   * endpoint of a staff or admin role refuses such a session with 403.
   */
  forTwoFactorSetup?: true;
  /** What each path parameter holds. */
  params?: Record<P, string>;
  /** Request headers it reads, each optional. */
  headers?: string[];
  /** Query parameters, each optional, as the schema's fields. */
  query?: Q;
  body?: (B extends Schema ? JsonBody<B> : never) | BytesBody;
  /** Its own answers by status; the guard's (401, 403) and a JSON body's (400, 413, 415) are added. */
  responses: A;
}

/** Declares an endpoint: a typed identity, so that params, query, body and answers keep their types. */
export function endpoint<
  const A extends Record<string, Answer>,
  P extends string = never,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(declaration: Endpoint<P, Q, B, A>): Endpoint<P, Q, B, A> {
  return declaration;
}

export function answer(description: string): { description: string; schema: undefined };
export function answer<S extends Schema>(description: string, schema: S): { description: string; schema: S };
export function answer(description: string, schema?: Schema) {
  return { description, schema };
}
export const error = (description: string) => answer(description, errorAnswerSchema);
export const file = (description: string, fileType: string) => ({ description, fileType, schema: undefined });
export const rateLimited = { "429": error("Rate limited") };

/** The path as the document writes it: `/categories/:id` → `/api/categories/{id}`. */
export const documentPath = ({ path }: Pick<Endpoint, "path">) => `/api${path.replace(/:(\w+)/g, "{$1}")}`;

/** The body of an answer, as its schema gives it (none without one). */
export type BodyOf<An> = An extends { schema: infer S extends Schema } ? z.output<S> : undefined;

type StatusOf<K> = K extends `${infer N extends number}` ? N : never;

/** Every answer an endpoint declares, as `{status, body}`. */
export type ReplyOf<E> =
  E extends Endpoint<string, Schema | undefined, Schema | undefined, infer A>
    ? {
        [K in keyof A & string]: BodyOf<A[K]> extends undefined
          ? { status: StatusOf<K>; body?: undefined }
          : { status: StatusOf<K>; body: BodyOf<A[K]> };
      }[keyof A & string]
    : never;

/** What a successful call answers: the body of any 2xx it declares. */
export type SuccessOf<E> =
  E extends Endpoint<string, Schema | undefined, Schema | undefined, infer A>
    ? { [K in keyof A & `2${string}`]: BodyOf<A[K]> }[keyof A & `2${string}`]
    : never;
