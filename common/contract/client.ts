import type * as z from "zod/mini";
import type { Endpoint, Schema, SuccessOf } from "./endpoint";
import { propertyOf } from "../property-of";

// The one way app/ calls the JSON API (decision 057): the address, method and body come
// from the endpoint's declaration, and the answer has the type its schema gives.

type ParamsInput<P extends string> = [P] extends [never] ? unknown : { params: Record<P, string> };
type QueryInput<Q> = Q extends Schema ? { query?: z.input<Q> } : unknown;
/** A JSON body by its schema; an endpoint without one may take bytes (an upload). */
type BodyInput<B> = B extends Schema ? { body: z.input<B> } : { bytes?: Blob };

/** What a call to `E` sends: its path parameters, query and body, each only where it declares one. */
export type CallInput<E> =
  E extends Endpoint<infer P, infer Q, infer B> ? ParamsInput<P> & QueryInput<Q> & BodyInput<B> : never;

/** The input as an optional argument when the endpoint takes none. */
export type InputArgs<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** A failed call: the status, the server's message and its field errors, when it sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

interface Loose {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  bytes?: Blob;
}

/** The address of a call: `/api` + the path with its parameters filled in, and the query. */
export function addressOf<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): string {
  const { params = {}, query = {} }: Loose = input ?? {};
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  return `/api${path}${search.size > 0 ? `?${search}` : ""}`;
}

export interface CallOptions {
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Lets the request finish after the page is gone (an editor's last autosave as the tab closes). */
  keepalive?: boolean;
}

function textOf(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * A call cut short on purpose (its signal aborted) or by the page going away (a reload
 * cancels what is in flight): no failure to report.
 */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** The `message` of an answer such as `{message}` (a failed call's, a route error's data), when it has one. */
export function messageOf(payload: unknown): string | undefined {
  return textOf(propertyOf(payload, "message"));
}

/** A failed call's error: its status, and the server's `{message, errors}` when its answer `text` is one. */
export function apiErrorOf(status: number, text: string): ApiError {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    payload = undefined;
  }
  if (typeof payload !== "object" || payload === null) return new ApiError(status, undefined);
  const message = messageOf(payload);
  const errors =
    "errors" in payload && typeof payload.errors === "object" && payload.errors !== null ? payload.errors : undefined;
  return new ApiError(
    status,
    message,
    errors &&
      Object.fromEntries(
        Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      ),
  );
}

/**
 * A successful answer's `text` as the type `endpoint` declares. JSON.parse's own `any` meets
 * the declared type: the one place an answer is typed. The server checks the answer against
 * the same schema before sending (decision 057), so it is not parsed again here.
 */
export function answerOf<E extends Endpoint>(endpoint: E, text: string): SuccessOf<E> {
  const answer = text === "" ? undefined : JSON.parse(text);
  return answer;
}

/**
 * Calls an endpoint: JSON in and out. Throws `ApiError` for a non-2xx answer and lets
 * network failures (TypeError) through. The answer is typed by the declaration; the server
 * checks it against the same schema before sending (decision 057), so it is not parsed here.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  options: CallOptions,
  ...args: InputArgs<E>
): Promise<SuccessOf<E>> {
  const { body, bytes }: Loose = args[0] ?? {};
  const headers = new Headers(options.headers);
  headers.set("accept", "application/json");
  if (body !== undefined) headers.set("content-type", "application/json");
  if (bytes) headers.set("content-type", bytes.type || "application/octet-stream");
  const response = await fetch(addressOf(endpoint, ...args), {
    method: endpoint.method.toUpperCase(),
    headers,
    signal: options.signal,
    keepalive: options.keepalive,
    body: bytes ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
  if (!response.ok) throw apiErrorOf(response.status, await response.text().catch(() => ""));
  return answerOf(endpoint, await response.text());
}
