import type { RequestHandler } from "express";
import { HttpError } from "./http-error.server";

declare module "express-serve-static-core" {
  interface Locals {
    /** Gives this request's place in the bound up early: it now waits for work another request does. */
    leaveLoadBound?: () => void;
  }
}

/**
 * Refuses work past a bound instead of queueing it (docs/decisions/031): while
 * `maxInFlight` requests that passed through it have not finished, the next is answered
 * 503 with `Retry-After` at once, in the visitor's language, by the error handler after it.
 * A queue without a bound grows memory and latency until clients time out, and a client
 * that is told to come back is better off than one left waiting.
 *
 * One shedder is mounted in front of the API and of pages that miss the page cache; stored
 * pages and built assets are answered before it and never refused, and requests waiting
 * for an answer another request is preparing leave it (as those of the page cache never
 * enter it), so the expiry of a popular answer does not turn its readers away.
 */
export function createLoadShedder({
  maxInFlight,
  retryAfterSeconds = 5,
}: {
  maxInFlight: number;
  retryAfterSeconds?: number;
}): RequestHandler {
  let inFlight = 0;
  const busy = () => new HttpError(503, "serverBusy", {}, { "Retry-After": String(retryAfterSeconds) });
  return (_req, res, next) => {
    if (inFlight >= maxInFlight) return next(busy());
    inFlight++;
    let held = true;
    const release = () => {
      if (held) inFlight--;
      held = false;
    };
    // The work is done once the answer is handed to the socket: a slow reader then holds
    // a connection and its bytes, not a place in the bound. 'close' covers a request cut short.
    const end = res.end;
    res.end = function (this: typeof res, ...args: Parameters<typeof end>) {
      release();
      return end.apply(this, args);
    } as typeof end;
    res.once("close", release);
    res.locals.leaveLoadBound = release;
    next();
  };
}
