import { useEffect, useRef, useState } from "react";
import { data, redirect, useFetcher } from "react-router";
import { type InputArgs, isAbort } from "../../../common/contract/client";
import type { Endpoint, SuccessOf } from "../../../common/contract/endpoint";
import { adminLoad, ApiError, endSession, loginPath, readToken } from "./api";

/**
 * The admin routes' data: every clientLoader and clientAction calls the API through here,
 * so a refused session always leads to sign-in, and any other failure reaches the route's
 * error boundary (loaders) or the form that sent it (actions), from this one place.
 */

function pathOf(address: string): string {
  const { pathname, search } = new URL(address);
  return `${pathname}${search}`;
}

function ignoreAbort(error: unknown): void {
  if (!isAbort(error)) throw error;
}

/** What a failed call becomes in a loader: sign-in for a 401, else the status and message. */
function routeFailure(error: unknown, request: Request): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 401) return endSession(pathOf(request.url));
  return data({ message: error.serverMessage }, { status: error.status });
}

/**
 * Calls an endpoint for a clientLoader; a failure is thrown to the route's error boundary.
 * Without a token nothing is asked: the layout's and the page's loaders run side by side,
 * and each sends the visitor to sign-in.
 */
export function loadAdmin<E extends Endpoint>(
  request: Request,
  endpoint: E,
  ...input: InputArgs<E>
): Promise<SuccessOf<E>> {
  return loadAdminOr(request, undefined, endpoint, ...input);
}

/** `loadAdmin`, where a 403 sends the user to `whenForbidden` (a page the role may see) instead. */
export async function loadAdminOr<E extends Endpoint>(
  request: Request,
  whenForbidden: string | undefined,
  endpoint: E,
  ...input: InputArgs<E>
): Promise<SuccessOf<E>> {
  if (!readToken()) throw redirect(loginPath(pathOf(request.url)));
  try {
    return await adminLoad(request.signal, endpoint, ...input);
  } catch (error) {
    if (whenForbidden && error instanceof ApiError && error.status === 403) throw redirect(whenForbidden);
    throw routeFailure(error, request);
  }
}

/** What a clientAction answers: the API's answer, or the failure for the form to show. */
export type MutationResult<T> =
  { ok: true; value: T } | { ok: false; status: number | undefined; message: string | undefined };

/**
 * Runs a clientAction's change with the JSON the form sent. A refused call is answered,
 * not thrown, so the form keeps what was typed and shows why; a 401 goes to sign-in.
 */
export async function runMutation<Body, T>(
  request: Request,
  change: (body: Body) => Promise<T>,
): Promise<MutationResult<T>> {
  try {
    const body: Body = await request.json();
    return { ok: true, value: await change(body) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw endSession(pathOf(window.location.href));
    if (error instanceof ApiError) return { ok: false, status: error.status, message: error.serverMessage };
    if (error instanceof TypeError) return { ok: false, status: undefined, message: undefined };
    throw error;
  }
}

/**
 * Sends JSON to the route's clientAction through a fetcher and calls `onDone` or
 * `onFailure` once per answer. `pending` is the body on its way, for optimistic views.
 */
export function useMutation<Body extends Record<string, unknown>, T>({
  onDone,
  onFailure,
}: {
  onDone?: (value: T, body: Body) => void;
  onFailure?: (message: string | undefined, body: Body) => void;
} = {}) {
  const fetcher = useFetcher<MutationResult<T>>();
  const sent = useRef<Body>(undefined);
  const handled = useRef<MutationResult<T>>(undefined);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!result || handled.current === result || !sent.current) return;
    handled.current = result;
    if (result.ok) onDone?.(result.value, sent.current);
    else onFailure?.(result.message, sent.current);
  });

  return {
    submit: (body: Body) => {
      sent.current = body;
      // A submission or its revalidation cut short by leaving or reloading the page rejects
      // with an AbortError that nobody awaits: it is no failure, so it is not reported.
      return fetcher.submit(body as never, { method: "post", encType: "application/json" }).catch(ignoreAbort);
    },
    busy: fetcher.state !== "idle",
    pending: fetcher.state === "idle" ? undefined : (fetcher.json as Body | undefined),
    failure: result && !result.ok ? result : undefined,
  };
}

/**
 * For an editor route whose save leaves the page: after a submission nothing there needs
 * loading again; a navigation reloads as usual.
 */
export function revalidateOnNavigationOnly({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}) {
  return formMethod === undefined && defaultShouldRevalidate;
}

/**
 * The row a list's delete button picked, waiting for staff to confirm in a dialog; confirming
 * sends `{ intent: "delete", id }` through the route's delete mutation.
 */
export function useConfirmedDelete<Item extends { _id: string }>(deleting: {
  submit: (body: { intent: "delete"; id: string }) => unknown;
}) {
  const [pending, setPending] = useState<Item>();
  return {
    pending,
    ask: (item: Item) => setPending(item),
    confirm: () => {
      if (pending) void deleting.submit({ intent: "delete", id: pending._id });
      setPending(undefined);
    },
    cancel: () => setPending(undefined),
  };
}
