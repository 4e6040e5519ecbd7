/** A job that runs again and again on every instance, never twice at once (see startRecurringJob). */
export interface RecurringJob {
  /** Asks for a run now; one asked for while a run is under way starts right after it. */
  run(): void;
  readonly closed: boolean;
  /** Stops the timer and waits for a run under way. */
  close(): Promise<void>;
}

/**
 * Runs `check` at once, whenever `run()` asks (an announcement from this or another
 * instance), at the moment `check` answers as the next one due, and at least every
 * `checkEveryMs` (what catches work no announcement told of). A failed run is reported and
 * tried again at the next of those. The post scheduler and the outbox run this way: the
 * database decides which instance does a piece of work, so running everywhere is safe.
 */
export function startRecurringJob({
  check,
  checkEveryMs,
  onError,
}: {
  /** One run; answers when the next piece of work is due, if it knows. */
  check: () => Promise<Date | null | undefined>;
  checkEveryMs: number;
  onError: (error: unknown) => void;
}): RecurringJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const arm = (delayMs: number) => {
    clearTimeout(timer);
    if (!closed) timer = setTimeout(run, Math.max(0, Math.min(delayMs, checkEveryMs))).unref();
  };

  async function once() {
    let delayMs = checkEveryMs;
    try {
      const next = await check();
      if (next) delayMs = next.getTime() - Date.now();
    } catch (error) {
      onError(error);
    }
    arm(delayMs);
  }

  function run() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = once().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run();
      }
    });
  }

  run();
  return {
    run,
    get closed() {
      return closed;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
