import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrationProvider } from "../../server/db/migrations/index.server";
import { sentences } from "../../server/db/migrations/2027-01-12-visits-b-privacy.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

// Visits arrive in a site that already counts (decision 050): the leads it has keep their
// sources with empty stories, and the Privacy page takes the new sentences where it still
// says the old ones word for word, leaving what staff rewrote.

type Text = Record<string, { body: string }>;

describe.each(testDialects)("the 2027-01-12 visits migrations on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.drop();
  });

  it("adds visits and a lead's story to a running site, rewords the Privacy page, and goes back down", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    await migrator.migrateTo("2027-01-09-remaining-page-copy");
    await sql`insert into lead_sources (lead_kind, lead_id, created_at, page, entry_path, source, referrer,
      utm_source, utm_medium, utm_campaign) values ('application', 'old-lead', ${new Date().toISOString()},
      '/apply', '/services', 'search', 'Google', '', '', '')`.execute(db);
    // A site that still says the earlier sentences in English; staff rewrote the Turkish page.
    const privacy = async () =>
      JSON.parse(
        (await db.selectFrom("contentItems").select("text").where("slug", "=", "privacy").executeTakeFirstOrThrow())
          .text,
      ) as Text;
    const shipped = await privacy();
    let earlier = shipped.en!.body;
    for (const [language, before, after] of sentences) if (language === "en") earlier = earlier.replace(after, before);
    const ownTurkish = "<p>Kendi yazdığımız gizlilik metni.</p>";
    await sql`update content_items set text = ${JSON.stringify({
      ...shipped,
      en: { ...shipped.en, body: earlier },
      tr: { ...shipped.tr, body: ownTurkish },
    })} where slug = 'privacy'`.execute(db);

    const { results } = await migrator.migrateToLatest();
    expect(results?.map((result) => result.migrationName)).toEqual(
      expect.arrayContaining(["2027-01-12-visits", "2027-01-12-visits-b-privacy"]),
    );
    const after = await privacy();
    expect(after.en!.body).toBe(shipped.en!.body);
    expect(after.tr!.body).toBe(ownTurkish);
    for (const [language, before] of sentences)
      if (language !== "tr") expect(after[language]!.body).not.toContain(before);
    const lead = await db
      .selectFrom("leadSources")
      .selectAll()
      .where("leadId", "=", "old-lead")
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ source: "search", visitId: "", viewsBefore: 0, pages: "[]", firstSource: "" });
    expect(await db.selectFrom("trafficVisits").selectAll().execute()).toEqual([]);

    await migrator.migrateTo("2027-01-09-remaining-page-copy");
    const columns = await sql<{ name: string }>`${
      dialect === "postgres"
        ? sql`select column_name as name from information_schema.columns where table_name = 'lead_sources' and table_schema = current_schema()`
        : sql`select name from pragma_table_info('lead_sources')`
    }`.execute(db);
    expect(columns.rows.map(({ name }) => name)).not.toContain("visit_id");
    await expect(sql`select count(*) from traffic_visits`.execute(db)).rejects.toThrow();
  });
});
