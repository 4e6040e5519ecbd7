import { redirect } from "react-router";
import { authContract } from "../../../common/contract/auth";
import {
  addressOf,
  answerOf,
  ApiError,
  apiErrorOf,
  callApi,
  type CallOptions,
  type InputArgs,
} from "../../../common/contract/client";
import type { Endpoint, SuccessOf } from "../../../common/contract/endpoint";
import { mediaContract } from "../../../common/contract/media";

export { ApiError };

// The admin's calls to the API: the bearer token from localStorage (`adminToken`, the
// spec's key) on every call, and any 401 ends the session.

export const tokenStorageKey = "adminToken";

export function readToken(): string | null {
  return localStorage.getItem(tokenStorageKey);
}

export function storeToken(token: string): void {
  localStorage.setItem(tokenStorageKey, token);
}

export function clearToken(): void {
  localStorage.removeItem(tokenStorageKey);
}

/**
 * Signs out on the server first (every token of this user stops working, on every
 * instance), then forgets the token here; a failed call still signs out this browser,
 * and so does one that hangs (after a few seconds), so the button never does nothing.
 */
export async function signOut(): Promise<void> {
  if (readToken()) {
    await callApi(authContract.signOut, { headers: tokenHeaders(), signal: AbortSignal.timeout(5_000) }).catch(
      () => undefined,
    );
  }
  clearToken();
}

/** The sign-in address that brings the user back to `path` afterwards. */
export function loginPath(path?: string): string {
  return path && path !== "/admin" ? `/admin/login?redirectTo=${encodeURIComponent(path)}` : "/admin/login";
}

/** Where to go after signing in: an admin page only, never another site. */
export function safeRedirect(target: string | null): string {
  return target && /^\/admin(\/|$|\?)/.test(target) && !target.startsWith("/admin/login") ? target : "/admin";
}

/** A 401 ends the session: the token goes, and sign-in brings the user back to `path`. */
export function endSession(path: string): Response {
  clearToken();
  return redirect(loginPath(path));
}

/** The admin token as a request header, when there is one. */
function tokenHeaders(): HeadersInit {
  const token = readToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * Calls an endpoint of the contract with the admin token (decision 057): the answer has
 * the type its declaration gives. Throws `ApiError` for a non-2xx answer (a 401 is turned
 * into the way to sign-in by `route-data.ts`) and lets network failures (TypeError) through.
 */
export function adminCall<E extends Endpoint>(endpoint: E, ...input: InputArgs<E>): Promise<SuccessOf<E>> {
  return callApi(endpoint, { headers: tokenHeaders() }, ...input);
}

/** `adminCall` with options: `keepalive` for a call that outlives the page, `signal` to cut it short. */
export function adminCallWith<E extends Endpoint>(
  options: Pick<CallOptions, "keepalive" | "signal">,
  endpoint: E,
  ...input: InputArgs<E>
): Promise<SuccessOf<E>> {
  return callApi(endpoint, { ...options, headers: tokenHeaders() }, ...input);
}

/** `adminCall` for a loader, cut short when the navigation is. */
export function adminLoad<E extends Endpoint>(
  signal: AbortSignal,
  endpoint: E,
  ...input: InputArgs<E>
): Promise<SuccessOf<E>> {
  return callApi(endpoint, { headers: tokenHeaders(), signal }, ...input);
}

/**
 * For calls made outside a route's loader or action (uploads, the media picker): a 401
 * ends the session and the browser goes to sign-in, coming back here afterwards.
 */
export function leaveForSignIn(): void {
  const { pathname, search } = window.location;
  window.location.assign(endSession(`${pathname}${search}`).headers.get("location") ?? loginPath());
}

/** The server's message of a failed call, else the given fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export const acceptedImageTypes = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/**
 * Sends a file as the bytes body of `endpoint` (an upload), reporting progress from 0 to 1,
 * and answers what its declaration says a success answers (else an `ApiError`).
 * XMLHttpRequest because fetch cannot report upload progress.
 */
export function uploadFile<E extends Endpoint>(
  endpoint: E,
  file: File,
  onProgress: (fraction: number) => void,
  ...input: InputArgs<E>
): Promise<SuccessOf<E>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method.toUpperCase(), addressOf(endpoint, ...input));
    const token = readToken();
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.setRequestHeader("content-type", file.type || "application/octet-stream");
    request.setRequestHeader("x-file-name", encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 401) {
        leaveForSignIn();
        return reject(new ApiError(401, undefined));
      }
      if (request.status >= 200 && request.status < 300) resolve(answerOf(endpoint, request.responseText));
      else reject(apiErrorOf(request.status, request.responseText));
    };
    request.onerror = () => reject(new TypeError("network error"));
    request.send(file);
  });
}

/** Uploads an image file as the bytes body of `uploadMedia`, reporting progress from 0 to 1. */
export function uploadImage(file: File, onProgress: (fraction: number) => void) {
  return uploadFile(mediaContract.uploadMedia, file, onProgress);
}

/** The library's list, optionally only the images whose file name or alternative text contains `search`. */
export function listMedia(signal: AbortSignal, search: string) {
  return adminLoad(signal, mediaContract.listMedia, { query: mediaSearchQuery(search) });
}

/** `listMedia`'s query: no search for blank text. */
export const mediaSearchQuery = (search: string) => ({ search: search.trim() || undefined });
