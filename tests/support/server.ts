import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { templatesVariable } from "./global-setup";

export const testAdmin = { email: "admin@test.local", password: "correct horse battery" };

/** What instances on PostgreSQL must share (the server refuses to start there without one). */
export const testJwtSecret = "test-secret-shared-by-every-instance-0123456789";

export interface RunningServer {
  url: string;
  /** The site's public origin (SITE_URL's default), as canonical links show it. */
  siteUrl: string;
  dataDir: string;
  child: ChildProcess;
  /** Every stdout line the server printed so far (read from its log file at each access). */
  readonly output: string[];
  /** Sends SIGTERM and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Stops the server and removes its data directory. */
  dispose(): Promise<void>;
  /** Kills the server (SIGKILL) and removes its files at once, synchronously: for a process about to exit. */
  killNow(): void;
}

const configVariables = [
  "SITE_URL",
  "DATABASE_URL",
  "JWT_SECRET",
  "SMTP_URL",
  "MAIL_FROM",
  "MAIL_TO",
  "EMAILJS_SERVICE_ID",
  "EMAILJS_TEMPLATE_ID",
  "EMAILJS_PUBLIC_KEY",
  "DEMO_CONTENT",
  "TRUST_PROXY",
  "RATE_LIMIT_WINDOW_MS",
  "LOGIN_RATE_LIMIT",
  "FORM_RATE_LIMIT",
  "DATABASE_POOL_SIZE",
  "TRAFFIC_WRITE_EVERY_MS",
  "DATABASE_CONNECT_TIMEOUT_MS",
  "DATABASE_STATEMENT_TIMEOUT_MS",
  "DATABASE_LOCK_TIMEOUT_MS",
  "DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS",
  "MAX_REQUESTS_IN_FLIGHT",
  "GENERATION_RATE_LIMIT",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_URL",
  "LOGO_IMAGE_API_URL",
  "LOGO_IMAGE_API_KEY",
  "LOGO_IMAGE_MODEL",
  "LOGO_IMAGE_TIMEOUT_MS",
];

const root = path.resolve(import.meta.dirname, "../..");
const exitWithParent = path.join(import.meta.dirname, "exit-with-parent.cjs");

/**
 * What a server's first start writes before it listens (migrations, the first admin, the
 * settings, the demo content, the site's images in the media library) depends on these
 * variables alone; a server started without them gets a copy of a data directory that
 * one start in this worker made, instead of doing it again (about 0.6 s of CPU and half the
 * wall time of a start on a busy machine, ~100 starts in the suite). Tests of the first
 * start itself name a database (PostgreSQL) or a data directory, and get a real one.
 */
const firstStartVariables = [
  "DATABASE_URL",
  "DATA_DIR",
  "DEMO_CONTENT",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  // The settings' first document takes the EmailJS ids (server/db/site-settings.server.ts).
  "EMAILJS_SERVICE_ID",
  "EMAILJS_TEMPLATE_ID",
  "EMAILJS_PUBLIC_KEY",
];

let seededTemplate: Promise<string> | undefined;

/**
 * A data directory as the server's first start leaves it (SQLite, demo content), made once
 * per worker and removed as the worker exits. Its `jwt-secret` is left out: each server
 * makes its own, as a fresh one does.
 */
function seededDataDir(): Promise<string> {
  seededTemplate ??= (async () => {
    const templateDir = mkdtempSync(path.join(process.env[templatesVariable] ?? tmpdir(), "agency-template-"));
    process.once("exit", () => rmSync(templateDir, { recursive: true, force: true }));
    const server = await startServer({ dataDir: templateDir, fresh: true });
    const code = await server.stop();
    await server.dispose();
    if (code !== 0) throw new Error(`the template server stopped with ${code}`);
    rmSync(path.join(templateDir, "jwt-secret"), { force: true });
    return templateDir;
  })().catch((error: unknown) => {
    seededTemplate = undefined;
    throw error;
  });
  return seededTemplate;
}

/**
 * Starts the built server (`node server.js`) on a free loopback port with a fresh data
 * directory, as a visitor's browser would reach it. `fresh` starts it on an empty
 * directory even where a seeded copy would do (see `firstStartVariables`).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  // The port is found free before the server takes it: on a busy machine another process
  // can take it in between, and the server then exits with EADDRINUSE. It starts again on
  // another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOn(await freePort(), options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error && error.message.includes("EADDRINUSE"))) throw error;
    }
  }
}

type ServerOptions = { env?: Record<string, string>; dataDir?: string; fresh?: boolean };

async function startServerOn(port: number, options: ServerOptions): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "agency-test-"));
  // Only in Vitest: `npm run bench` measures first boots with this function.
  const seeded =
    Boolean(process.env.VITEST) &&
    !options.dataDir &&
    !options.fresh &&
    !firstStartVariables.some((name) => options.env?.[name]);
  if (seeded) cpSync(await seededDataDir(), dataDir, { recursive: true });
  // The server logs to a file, not a pipe: a write to a pipe blocks the server (stdout is
  // synchronous for pipes on Linux) whenever this process is too busy to read, as it is
  // while autocannon or a browser runs here, and the server then stalls for reasons of
  // the test's own making.
  const logDir = mkdtempSync(path.join(tmpdir(), "agency-log-"));
  const logFile = path.join(logDir, "stdout.log");
  const logFd = openSync(logFile, "a");
  const child = spawn(process.execPath, ["--require", exitWithParent, "server.js"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      // Set (empty where unused) so that a developer's .env cannot leak into a test.
      ...Object.fromEntries(configVariables.map((name) => [name, ""])),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      LOG_LEVEL: "info",
      ...options.env,
    },
    stdio: ["ignore", logFd, "pipe"],
  });
  closeSync(logFd);
  const readOutput = () => readFileSync(logFile, "utf8").split("\n").filter(Boolean);
  const errors: string[] = [];
  createInterface({ input: child.stderr! }).on("line", (line) => errors.push(line));
  let exitCode: number | null | undefined;
  let stopping = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      exitCode = code;
      // A server gone mid-test shows up as refused connections: say why, where CI prints it.
      if (!stopping && url !== undefined)
        process.stderr.write(
          `server on ${url} exited by itself (${code ?? signal}):\n${[...errors, ...readOutput().slice(-20)].join("\n")}\n`,
        );
      resolve(code);
    }),
  );

  // Within the hooks' 60 s: a loaded machine takes seconds to start one.
  const startedBy = Date.now() + 50_000;
  let url: string | undefined;
  try {
    while (url === undefined) {
      const listening = readOutput().find((line) => line.includes('"msg":"listening"'));
      if (listening) url = JSON.parse(listening).url as string;
      else if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${errors.join("\n")}`);
      else if (Date.now() > startedBy) throw new Error(`server did not start:\n${errors.join("\n")}`);
      else await sleep(20); // the log file's poll interval, under the deadline above
    }
  } catch (error) {
    // A server that did not start in time is stopped here: left running, it loaded the
    // machine for every test after it (decision 049).
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    rmSync(logDir, { recursive: true, force: true });
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    url,
    siteUrl: `http://localhost:${port}`,
    dataDir,
    child,
    get output() {
      return readOutput();
    },
    stop,
    async dispose() {
      await stop();
      rmSync(logDir, { recursive: true, force: true });
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    killNow() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      rmSync(logDir, { recursive: true, force: true });
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
