import type { RequestHandler } from "express";
import { HttpError } from "./http-error.server";

/**
 * Refuses work past a bound instead of queueing it (docs/decisions/031): while
 * `maxInFlight` requests that passed through it have not finished, the next is answered
 * 503 with `Retry-After` at once, in the visitor's language, by the error handler after it.
 * A queue without a bound grows memory and latency until clients time out, and a client
 * that is told to come back is better off than one left waiting.
 *
 * One shedder is mounted in front of the API and of pages that miss the page cache; stored
 * pages and built assets are answered before it and never refused.
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
    // 'close' comes once per response, whether it was sent whole or cut short.
    res.once("close", () => inFlight--);
    next();
  };
}
