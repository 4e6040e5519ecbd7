import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { fallbackLanguage } from "../../common/i18n/languages";
import { migrationProvider } from "../../server/db/migrations/index.server";
import { defaultSiteSettings, readSiteSettings } from "../../server/db/site-settings.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

// Decision 051: the settings' single notification address became a list of recipients with
// a language each; a saved address is kept as one recipient in the default language.
describe.each(testDialects)("notification recipients migration on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.drop();
  });

  it("keeps a saved address as one recipient in the default language, and back down again", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo("2027-01-18-new-drafts")).error).toBeUndefined();
    const { notificationRecipients: _, ...rest } = defaultSiteSettings({});
    const before = { ...rest, notificationEmail: "leads@nova.example" };
    await sql`insert into site_settings (id, document, updated_by, updated_at)
      values ('site', ${JSON.stringify(before)}, ${null}, ${"2027-01-18T10:00:00.000Z"})`.execute(db);

    expect((await migrator.migrateTo("2027-01-19-notification-recipients")).error).toBeUndefined();
    const settings = await readSiteSettings(db, {});
    expect(settings.notificationRecipients).toEqual([{ email: "leads@nova.example", language: fallbackLanguage }]);
    expect(settings).not.toHaveProperty("notificationEmail");

    expect((await migrator.migrateTo("2027-01-18-new-drafts")).error).toBeUndefined();
    const { rows } = await sql<{ document: string }>`select document from site_settings`.execute(db);
    expect(JSON.parse(rows[0]!.document)).toEqual(before);
  });
});
