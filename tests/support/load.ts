import autocannon from "autocannon";

export interface Load {
  /** Resolves once every connection has had an answer: all of them are in the server's turns. */
  saturated: Promise<void>;
  /** autocannon's result, when the load ends. */
  done: Promise<autocannon.Result>;
  /** How many answers the load has had so far. */
  answered(): number;
  /** Ends the load now, before its duration is up (`done` then resolves). */
  stop(): void;
}

/**
 * autocannon's load, with the moment it saturates the server as an event: tests wait for it
 * instead of sleeping "until it is saturated by now" (decision 049). `saturated` also
 * resolves if the load ends first, so a wait on it never hangs.
 */
export function startLoad(options: autocannon.Options): Load {
  const connections = options.connections ?? 10;
  let answered = 0;
  let busy!: () => void;
  const saturated = new Promise<void>((resolve) => (busy = resolve));
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on("response", () => {
      if (++answered === connections) busy();
    });
  });
  done.then(busy, busy);
  return { saturated, done, answered: () => answered, stop: () => instance.stop() };
}
