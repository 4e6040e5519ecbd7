// `npm run db:migrate`: applies pending migrations to the configured database.
import { loadConfigFromEnvironment } from "../config.server";
import { migrateToLatest, openDatabase, whileStartingAlone } from "../db/database.server";

const config = loadConfigFromEnvironment();
const database = openDatabase(config);
try {
  // Not while an instance starting up migrates the same PostgreSQL.
  const applied = await whileStartingAlone(database.db, () => migrateToLatest(database.db));
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
} finally {
  await database.close();
}
