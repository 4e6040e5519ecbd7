// `npm run test:stress`: the whole suite with two CPU-burning processes beside it, as on a
// shared CI machine (decision 049). A test that holds only on a quiet machine fails here.
// Builds only when no build exists (global setup), or first when `--build` is given; any
// other arguments go to Vitest (`npm run test:stress -- tests/db`).
import { type ChildProcess, execSync, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const build = args.includes("--build");
const vitestArgs = args.filter((arg) => arg !== "--build");

/** A process that spins one core until it is killed. */
const burn = (): ChildProcess => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });

if (build) execSync("npm run build", { cwd: root, stdio: "inherit" });
const burners = [burn(), burn()];
let status = 1;
try {
  console.log(`test:stress: two busy processes (${burners.map((child) => child.pid).join(", ")}) beside vitest run`);
  status = await new Promise<number>((resolve, reject) => {
    const vitest = spawn("npx", ["vitest", "run", ...vitestArgs], { cwd: root, stdio: "inherit" });
    vitest.on("error", reject);
    vitest.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} finally {
  for (const child of burners) child.kill("SIGKILL");
}
process.exit(status);
