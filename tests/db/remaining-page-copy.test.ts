import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { listContentItems } from "../../server/db/content-items.server";
import { migrationProvider } from "../../server/db/migrations/index.server";
import { revisedDemoContent } from "../../server/seed/site-content/believable-demo.server";
import { shippedRemainingPageContent } from "../../server/seed/site-content/shipped.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

// The rest of the page copy arrives in a site that already runs (decision 040): new kinds
// where absent, new texts of existing items where absent or empty, staff's words kept.

const migration = "2027-01-09-remaining-page-copy";
type Text = Record<string, Record<string, unknown>>;

describe.each(testDialects)(`the ${migration} migration on %s`, (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.drop();
  });

  it("writes the new kinds and texts, keeps what staff wrote, and goes back down", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    await migrator.migrateTo("2027-01-08-traffic");
    const rawText = async (kind: string, slug: string | null) => {
      const query = db.selectFrom("contentItems").select("text").where("kind", "=", kind);
      const row = await (
        slug === null ? query.where("slug", "is", null) : query.where("slug", "=", slug)
      ).executeTakeFirstOrThrow();
      return JSON.parse(row.text) as Text;
    };
    // Staff already wrote a Turkish lead for the references page.
    const ownLead = "Bize güvenen şirketlerden bazıları.";
    const references = await rawText("page-texts", "references");
    await sql`update content_items set text = ${JSON.stringify({ ...references, tr: { ...references.tr, lead: ownLead } })}
      where kind = 'page-texts' and slug = 'references'`.execute(db);

    const { results } = await migrator.migrateTo(migration);
    expect(results?.map((result) => result.migrationName)).toEqual([migration]);
    for (const kind of ["services-page", "packages-page", "footer"] as const) {
      const stored = await listContentItems(db, kind);
      expect(stored.map(({ slug, fields, text }) => ({ slug, fields, text }))).toEqual(revisedDemoContent[kind]);
    }
    const [home] = await listContentItems(db, "home-page");
    expect(home!.text).toEqual(revisedDemoContent["home-page"][0]!.text);
    const leads = (await rawText("page-texts", "references")) as Record<string, { lead: string }>;
    const shippedLead = (language: string) =>
      revisedDemoContent["page-texts"].find((item) => item.slug === "references")!.text[language]!.lead;
    expect(leads.tr!.lead).toBe(ownLead);
    for (const language of ["en", "ru", "az"]) expect(leads[language]!.lead).toBe(shippedLead(language));

    await migrator.migrateDown();
    expect(await db.selectFrom("contentItems").select("id").where("kind", "=", "footer").execute()).toEqual([]);
    // The home page's label goes (the earlier schema refuses it), the shipped leads are empty again.
    expect(Object.values(await rawText("home-page", null)).some((text) => "featuredLabel" in text)).toBe(false);
    const before = (await rawText("page-texts", "references")) as Record<string, { lead: string }>;
    expect(before.en!.lead).toBe("");
    expect(before.tr!.lead).toBe(ownLead);

    // Up again: one item per new kind, as the first time.
    await migrator.migrateTo(migration);
    const count = await db
      .selectFrom("contentItems")
      .select(({ fn }) => fn.countAll<number>().as("count"))
      .where("kind", "in", Object.keys(shippedRemainingPageContent))
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(3);
  });
});
