import type { Migration, MigrationProvider } from "kysely";
import * as initial from "./2026-11-22-initial";

// Listed by hand rather than read from the folder, so the migrations are bundled into the
// built server and run the same from source (tsx, Vitest) and from the build.
const migrations: Record<string, Migration> = {
  "2026-11-22-initial": initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
