import pino, { type Logger } from "pino";

export type { Logger };

/**
 * Structured JSON logs on stdout: one line an event, ready for any log collector.
 * Written asynchronously (lines arriving during a write go out together with the next),
 * so a request never waits on the pipe; pino flushes what is left when the process exits.
 */
export function createLogger(level: string): Logger {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: 1, sync: false }),
  );
}
