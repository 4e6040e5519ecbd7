// `npm run restore -- FILE [--force]`: puts an archive of `npm run backup` into the site the
// environment names, SQLite or PostgreSQL, whichever made it (docs/decisions/036).
import { createReadStream } from "node:fs";
import { parseArgs } from "node:util";
import { RestoreRefusedError, restoreBackup } from "../backup/restore-backup.server";
import { loadConfigFromEnvironment } from "../config.server";
import { migrateToLatest, openDatabase, whileStartingAlone } from "../db/database.server";

const usage = `Usage: npm run restore -- FILE [--force]
Restores into an empty site (a new database is migrated first); --force replaces a site's content.`;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean" } } });
if (positionals.length !== 1) {
  console.error(usage);
  process.exit(1);
}
const config = loadConfigFromEnvironment();
const database = openDatabase(config);
try {
  // A new database is migrated first; not while an instance starting up migrates the same PostgreSQL.
  await whileStartingAlone(database.db, () => migrateToLatest(database.db));
  const restored = await restoreBackup(
    { db: database.db, dialect: database.dialect, dataDir: config.dataDir },
    createReadStream(positionals[0]!),
    { force: values.force },
  );
  console.log(
    `Restored ${restored.rows} rows in ${restored.tables} tables and ${restored.mediaFiles} media files into ${database.dialect}.`,
  );
} catch (error) {
  if (!(error instanceof RestoreRefusedError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
