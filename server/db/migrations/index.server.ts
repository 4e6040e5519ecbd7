import type { Migration, MigrationProvider } from "kysely";
import * as initial from "./2026-11-22-initial.server";
import * as mediaAndActivity from "./2026-12-05-media-and-activity.server";
import * as revocableSignIns from "./2026-12-10-revocable-sign-ins.server";
import * as siteSettings from "./2026-12-21-site-settings.server";

// Listed by hand rather than read from the folder, so the migrations are bundled into the
// built server and run the same from source (tsx, Vitest) and from the build.
const migrations: Record<string, Migration> = {
  "2026-11-22-initial": initial,
  "2026-12-05-media-and-activity": mediaAndActivity,
  "2026-12-10-revocable-sign-ins": revocableSignIns,
  "2026-12-21-site-settings": siteSettings,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
