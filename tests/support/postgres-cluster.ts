import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server";

const binaries = "/usr/lib/postgresql/15/bin";
// Not execFileSync: while pg_ctl waits, the test's HTTP client must still see the site's
// server close idle connections, or its next request goes out on a closed one.
const execFileAsync = promisify(execFile);

/** Whether this machine can start a PostgreSQL of its own (CI's machines can). */
export const canRunPostgres = existsSync(path.join(binaries, "pg_ctl"));

export interface PostgresCluster {
  url: string;
  /** The server's log file. */
  log: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its files. */
  dispose(): Promise<void>;
}

/**
 * A throwaway PostgreSQL 15 on 127.0.0.1 that a test can really stop and start again:
 * initdb and pg_ctl in a temporary folder, as the `postgres` user when run as root
 * (PostgreSQL refuses to run as root), as .ci/run does.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const directory = mkdtempSync(path.join(tmpdir(), "agency-pg-"));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await execFileAsync("chown", ["postgres", directory]);
    chmodSync(directory, 0o700);
  }
  const run = async (command: string, args: string[]) => {
    await execFileAsync(
      asRoot ? "runuser" : path.join(binaries, command),
      asRoot ? ["-u", "postgres", "--", path.join(binaries, command), ...args] : args,
    );
  };
  const data = path.join(directory, "data");
  const log = path.join(directory, "log");
  await run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      log,
      "-w",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${directory} -c fsync=off`,
      "start",
    ]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    log,
    start,
    stop,
    async dispose() {
      await stop().catch(() => undefined); // already stopped
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
