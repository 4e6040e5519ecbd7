import type { RequestListener } from "node:http";
import { clientGone } from "./load-shedding.server";

/**
 * Answers requests in turns of about `turnMs` of work each, in the order they came, so that
 * a saturated server still lets new visitors in (docs/decisions/046).
 *
 * libuv accepts one new connection per turn of the event loop (libuv/libuv#3696), and a
 * turn lasts as long as the handlers of every request that was ready at its start. Under
 * hundreds of busy connections a turn took about 150 ms: 400 connections opened at once
 * waited up to 10 s to be accepted while the ones already in were served at 1,300 req/s,
 * and the clients timed out (issue 28). Here each turn runs handlers for about `turnMs`
 * and leaves the rest queued for the next one (`setImmediate` runs it after the next
 * poll, where the next connection is accepted and the answered sockets are read again),
 * so a connection waits a few milliseconds per connection ahead of it, not a whole turn.
 *
 * The queue holds at most one request per open connection (Node parses a connection's
 * next request once its answer is sent), and the work a turn starts is bounded by the
 * load shedder behind it as before.
 */
export function answerInTurns(listener: RequestListener, { turnMs = 1 }: { turnMs?: number } = {}): RequestListener {
  const waiting: Parameters<RequestListener>[] = [];
  let turnScheduled = false;

  const takeTurn = () => {
    const turnEnds = performance.now() + turnMs;
    try {
      do {
        const [req, res] = waiting.shift()!;
        // A client that left while its request waited is owed no work (docs/decisions/047).
        if (!clientGone(req, res)) listener(req, res);
      } while (waiting.length > 0 && performance.now() < turnEnds);
    } finally {
      // Even after a handler threw, what waits gets its turn.
      turnScheduled = waiting.length > 0;
      if (turnScheduled) setImmediate(takeTurn);
    }
  };

  return (req, res) => {
    waiting.push([req, res]);
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(takeTurn);
  };
}
