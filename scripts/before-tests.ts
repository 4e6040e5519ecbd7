// What `npm test` does before Vitest: `npm run validate` (type check, ESLint, Prettier) and
// the build, side by side, and better-sqlite3's compile when the install left it out.
//
// The README's test command installs with `--ignore-scripts` (decision 078): where the
// driver's prebuilt binary cannot be downloaded, its install script compiles SQLite, a
// minute of one core with the other idle, before anything else could start. Here the
// compile runs beside the checks and the build, which yield to it (a lower priority): they
// fill the idle core instead of taking turns with the compile. After a plain `npm ci` the
// driver is built already and the checks run alone.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { setPriority } from "node:os";

function driverLoads(): boolean {
  try {
    const Database = createRequire(import.meta.url)("better-sqlite3") as new (file: string) => { close(): void };
    new Database(":memory:").close();
    return true;
  } catch {
    return false;
  }
}

/** Runs an npm command with this terminal; resolves with its exit code. */
function npm(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", args, { stdio: "inherit", shell: process.platform === "win32" });
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const jobs: Promise<number>[] = [];
if (!driverLoads()) {
  console.log("Compiling better-sqlite3 (the install skipped its script) beside the checks and the build…");
  jobs.push(npm(["rebuild", "better-sqlite3", "esbuild"]));
  // Children started from here on inherit the lower priority; the compile keeps its own.
  setPriority(19);
}
jobs.push(npm(["exec", "--", "run-p", "--aggregate-output", "validate", "build"]));
const codes = await Promise.all(jobs);
process.exit(codes.find((code) => code !== 0) ?? 0);
