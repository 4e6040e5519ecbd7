import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Where the workers keep their seeded data directories (tests/support/server.ts), removed after the run. */
export const templatesVariable = "AGENCY_TEST_TEMPLATES";

// Browser and server tests drive the built site. `npm test` builds first; a bare
// `npx vitest` builds here once instead of in every test file.
export default function ensureBuild() {
  const root = path.resolve(import.meta.dirname, "../..");
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    execSync("npx react-router build", { cwd: root, stdio: "inherit" });
  }
  // The workers start after this and inherit it; a worker killed outright leaves its
  // template here, removed with the rest when the run ends.
  const templates = mkdtempSync(path.join(tmpdir(), "agency-templates-"));
  process.env[templatesVariable] = templates;
  return () => rmSync(templates, { recursive: true, force: true });
}
