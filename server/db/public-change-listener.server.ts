import pg from "pg";
import type { Logger } from "../logger.server";
import { publicChangeChannel } from "./public-changes.server";

export interface PublicChangeListener {
  /** Whether other instances' writes reach this one now; while not, its caches cannot be trusted. */
  isListening(): boolean;
  close(): Promise<void>;
}

/** Waits between attempts to reconnect: doubling from the first to the last. */
const retryDelaysMs = { first: 100, last: 5_000 };

/**
 * LISTENs for the content changes every instance announces (public-changes.server.ts) on
 * a connection of its own: a pooled one would be handed to queries and lose the LISTEN.
 * When the connection is lost (a restart, a failover) it reconnects with backoff and, once
 * listening again, reports a change, since anything may have changed meanwhile.
 */
export function listenForPublicChanges({
  connectionString,
  onChange,
  logger,
}: {
  connectionString: string;
  onChange: () => void;
  logger: Logger;
}): PublicChangeListener {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let delayMs = retryDelaysMs.first;
  let retry: NodeJS.Timeout | undefined;

  const lose = (lost: pg.Client, error?: unknown) => {
    if (lost !== client || closed) return; // already handled, or closing on purpose
    client = undefined;
    if (listening) logger.warn({ err: error }, "content changes: connection lost; caches bypassed until it is back");
    listening = false;
    lost.end().catch(() => {});
    retry = setTimeout(connect, delayMs);
    delayMs = Math.min(delayMs * 2, retryDelaysMs.last);
  };

  const connect = async () => {
    const candidate = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 3_000 });
    client = candidate;
    candidate.on("notification", () => onChange());
    candidate.on("error", (error) => lose(candidate, error));
    candidate.on("end", () => lose(candidate));
    try {
      await candidate.connect();
      await candidate.query(`listen ${publicChangeChannel}`);
    } catch (error) {
      return lose(candidate, error);
    }
    if (candidate !== client || closed) return;
    listening = true;
    delayMs = retryDelaysMs.first;
    onChange();
    logger.info("content changes: listening");
  };

  void connect();
  return {
    isListening: () => listening,
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
