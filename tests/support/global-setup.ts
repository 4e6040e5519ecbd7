import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** Where the workers keep their seeded data directories (tests/support/server.ts), removed after the run. */
export const templatesVariable = "AGENCY_TEST_TEMPLATES";
/** This run's id, in the names of its PostgreSQL template databases (tests/support/database.ts). */
export const testRunVariable = "AGENCY_TEST_RUN";

// Browser and server tests drive the built site. `npm test` builds first; a bare
// `npx vitest` builds here once instead of in every test file.
export default function ensureBuild() {
  const root = path.resolve(import.meta.dirname, "../..");
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    execSync("npx react-router build", { cwd: root, stdio: "inherit" });
  }
  // The workers start after this and inherit both; a worker killed outright leaves its
  // templates, removed with the rest when the run ends.
  const templates = mkdtempSync(path.join(tmpdir(), "agency-templates-"));
  const run = crypto.randomUUID().replace(/-/g, "").slice(0, 12);
  process.env[templatesVariable] = templates;
  process.env[testRunVariable] = run;
  return async () => {
    rmSync(templates, { recursive: true, force: true });
    if (process.env.TEST_DATABASE_URL) await dropTemplateDatabases(process.env.TEST_DATABASE_URL, run);
  };
}

async function dropTemplateDatabases(adminUrl: string, run: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `test_template_${run}_%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
