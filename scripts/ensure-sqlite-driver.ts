// The README's test command installs with `--ignore-scripts`, so that better-sqlite3's
// compile (a minute on one core where its prebuilt binary cannot be downloaded) runs here,
// beside the type check and the build, instead of before them with the other core idle.
// After a plain `npm ci` the driver is built already and this does nothing.
import { execSync } from "node:child_process";
import { createRequire } from "node:module";

try {
  const Database = createRequire(import.meta.url)("better-sqlite3") as new (file: string) => { close(): void };
  new Database(":memory:").close();
} catch {
  console.log("Compiling better-sqlite3 (its install script was skipped)…");
  execSync("npm rebuild better-sqlite3 esbuild", { stdio: "inherit" });
}
