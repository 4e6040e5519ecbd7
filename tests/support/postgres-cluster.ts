import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
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
  /**
   * Freezes the server without closing a connection (SIGSTOP to the postmaster and its
   * children), as a hung machine would: connections are accepted by the kernel and nothing
   * answers.
   */
  pause(): Promise<void>;
  /** Lets a paused server run on (SIGCONT). */
  resume(): Promise<void>;
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
  // This cluster's processes only: its postmaster (the first line of postmaster.pid), then
  // the postmaster's children (listed after it is stopped, so none is forked unseen).
  const signal = async (name: NodeJS.Signals) => {
    const postmaster = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(postmaster, name);
    const { stdout } = await execFileAsync("pgrep", ["-P", String(postmaster)]).catch(() => ({ stdout: "" }));
    for (const pid of stdout.split("\n").filter(Boolean)) process.kill(Number(pid), name);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    log,
    start,
    stop,
    pause: () => signal("SIGSTOP"),
    resume: () => signal("SIGCONT"),
    async dispose() {
      await signal("SIGCONT").catch(() => undefined); // stopped, or never paused
      await stop().catch(() => undefined); // already stopped
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
