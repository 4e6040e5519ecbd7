import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import { HttpError } from "./http-error.server";

declare module "express-serve-static-core" {
  interface Locals {
    /** Gives this request's place in the bound up early: it now waits for work another request does. */
    leaveLoadBound?: () => void;
  }
}

/** The bound's handler, and how many requests hold a place in it now (for tests and logs). */
export interface LoadShedder extends RequestHandler {
  readonly inFlight: number;
}

/**
 * Refuses work past a bound instead of queueing it (docs/decisions/031): while
 * `maxInFlight` requests that passed through it have not finished, the next is answered
 * 503 with `Retry-After` at once, in the visitor's language, by the error handler after it.
 * A queue without a bound grows memory and latency until clients time out, and a client
 * that is told to come back is better off than one left waiting.
 *
 * One shedder is mounted in front of the API and of pages that miss the page cache; stored
 * pages, built assets and liveness are answered before it and never refused, and requests
 * waiting for an answer another request is preparing leave it (as those of the page cache
 * never enter it), so the expiry of a popular answer does not turn its readers away.
 *
 * A place is given back on every way a request ends (docs/decisions/047): its answer handed
 * to the socket, the response closed, or the client gone before the request got here (a
 * closed response never emits `close` again, so such a request takes no place and gets no
 * work). A request passing a second mount of the same shedder keeps the place it has.
 */
export function createLoadShedder({
  maxInFlight,
  retryAfterSeconds = 5,
}: {
  maxInFlight: number;
  retryAfterSeconds?: number;
}): LoadShedder {
  let inFlight = 0;
  const holding = new WeakSet<Response>();
  const busy = () => new HttpError(503, "serverBusy", {}, { "Retry-After": String(retryAfterSeconds) });
  const shed: RequestHandler = (req, res, next) => {
    if (holding.has(res)) return next();
    // Nobody is left to answer: doing the work would only hold a place.
    if (clientGone(req, res)) return;
    if (inFlight >= maxInFlight) return next(busy());
    inFlight++;
    holding.add(res);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      inFlight--;
      res.off("close", release);
    };
    // The work is done once the answer is handed to the socket: a slow reader then holds
    // a connection and its bytes, not a place in the bound. 'close' covers every other end
    // (a client gone while rendering or while the answer is written, a handler that never ends it).
    const end = res.end;
    res.end = function (this: typeof res, ...args: Parameters<typeof end>) {
      release();
      return end.apply(this, args);
    } as typeof end;
    res.once("close", release);
    res.locals.leaveLoadBound = release;
    next();
  };
  return Object.defineProperty(shed, "inFlight", { get: () => inFlight }) as LoadShedder;
}

/** Whether the client went away before the request reached the shedder ('close' has fired then). */
export function clientGone(req: IncomingMessage, res: ServerResponse): boolean {
  return res.closed || res.destroyed || req.socket.destroyed;
}
