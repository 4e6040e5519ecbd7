// `npm run import -- FILE [--language xx] [--site-address URL] [--dry-run]`: imports a WordPress (WXR) or Ghost
// (JSON) export into the site the environment names, as the admin's import does
// (docs/decisions/059). Run it again to go on after an interruption: what was imported is
// matched by the source's ids and skipped.
import { parseArgs } from "node:util";
import { importKinds, type ImportReport, importSiteAddressSchema } from "../../common/import";
import { isLanguage } from "../../common/i18n/languages";
import { loadConfigFromEnvironment } from "../config.server";
import { migrateToLatest, openDatabase } from "../db/database.server";
import { importSource } from "../import/import-source.server";
import { detectImportFormat, openImportFile } from "../import/open-import-file.server";
import { ImportFileError } from "../import/source-model.server";
import { createMediaStore } from "../media/media-store.server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    language: { type: "string", short: "l", default: "en" },
    // A Ghost site's address: its export does not carry it, and its images are relative to it.
    "site-address": { type: "string" },
    "dry-run": { type: "boolean", default: false },
  },
});
const [file] = positionals;
const siteAddress =
  values["site-address"] === undefined ? undefined : importSiteAddressSchema.safeParse(values["site-address"]);
if (!file || positionals.length > 1 || !isLanguage(values.language) || siteAddress?.success === false) {
  console.error(
    "Usage: npm run import -- FILE [--language en|tr|ru|az] [--site-address https://old.example] [--dry-run]",
  );
  process.exit(2);
}

function printReport(report: ImportReport, dryRun: boolean) {
  const counts = (of: Record<string, number>) =>
    importKinds
      .filter((kind) => of[kind])
      .map((kind) => `${of[kind]} ${kind}`)
      .join(", ") || "nothing";
  console.log(`${dryRun ? "Would create" : "Created"}: ${counts(report.created)}`);
  console.log(`Skipped: ${counts(report.skipped)}`);
  for (const line of report.lines.filter((entry) => entry.outcome !== "created"))
    console.log(`  ${line.kind} ${line.outcome}: ${line.title}${line.detail ? ` (${line.detail})` : ""}`);
  if (report.linesLeftOut) console.log(`  … and ${report.linesLeftOut} more`);
}

const config = loadConfigFromEnvironment();
const database = openDatabase(config);
const dryRun = values["dry-run"];
try {
  await migrateToLatest(database.db);
  const reader = await openImportFile(file, await detectImportFormat(file), siteAddress?.data);
  const report = await importSource(reader, {
    db: database.db,
    mediaStore: createMediaStore(database.db, config.dataDir),
    language: values.language,
    dryRun,
    userId: null,
    onProgress: (done) => void process.stderr.write(`\r${done} items`),
  });
  process.stderr.write("\n");
  printReport(report, dryRun);
} catch (error) {
  if (!(error instanceof ImportFileError)) throw error;
  console.error(`\n${file}: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
