import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

// Browser and server tests drive the built site. `npm test` builds first; a bare
// `npx vitest` builds here once instead of in every test file.
export default function ensureBuild() {
  const root = path.resolve(import.meta.dirname, "../..");
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    execSync("npx react-router build", { cwd: root, stdio: "inherit" });
  }
}
