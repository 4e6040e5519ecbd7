// `npm run backup [-- --output FILE]`: writes the site's rows and uploads into one archive
// (docs/decisions/036), from SQLite or PostgreSQL, whichever the environment names.
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { openBackup, backupFileName } from "../backup/write-backup.server";
import { loadConfigFromEnvironment } from "../config.server";
import { openDatabase } from "../db/database.server";

const { values } = parseArgs({ options: { output: { type: "string", short: "o" } } });
const config = loadConfigFromEnvironment();
const database = openDatabase(config);
const file = values.output ?? backupFileName(new Date());
try {
  await pipeline(await openBackup({ db: database.db, dataDir: config.dataDir }), createWriteStream(file));
  console.log(`Wrote ${file}`);
} finally {
  await database.close();
}
