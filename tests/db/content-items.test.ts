import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createContentCache } from "../../server/cache/content-cache.server";
import { onContentChange } from "../../server/db/content-changes.server";
import {
  createContentItem,
  listContentItems,
  readLocalizedContent,
  setContentItemVisible,
  updateContentItem,
} from "../../server/db/content-items.server";
import { migrateToLatest } from "../../server/db/database.server";
import { migrationProvider } from "../../server/db/migrations/index.server";
import { createPost } from "../../server/db/posts.server";
import { readSiteSettings } from "../../server/db/site-settings.server";
import { shippedSiteContent } from "../../server/db/site-content/shipped.server";
import { shippedMarketingFigures } from "../../common/settings";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

const question = (en: string, tr?: string) => ({
  slug: null,
  visible: true,
  fields: {},
  text: { en: { question: en, answer: "An answer." }, ...(tr ? { tr: { question: tr } } : {}) },
});

describe.each(testDialects)("site content in the database on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.drop();
  });

  it("a site that already runs gets today's content when it upgrades, and keeps its own", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const { db } = database;
    await new Migrator({ db, provider: migrationProvider }).migrateTo("2026-12-24-notifications-seen");
    const post = await createPost(
      db,
      {
        title: "Written before the upgrade",
        content: "<p>Text</p>",
        excerpt: "Excerpt",
        categoryId: null,
        image: null,
        slug: undefined,
        tags: [],
        status: "published",
        seo: { title: "", description: "", keywords: [] },
      },
      null,
    );
    expect(await migrateToLatest(db)).toContain("2026-12-25-content-items");
    for (const [kind, items] of Object.entries(shippedSiteContent)) {
      const stored = await listContentItems(db, kind as keyof typeof shippedSiteContent);
      expect(stored.map(({ slug, fields, text }) => ({ slug, fields, text }))).toEqual(items);
    }
    expect(await db.selectFrom("posts").select("title").where("id", "=", post._id).executeTakeFirst()).toEqual({
      title: "Written before the upgrade",
    });
  });

  it("serves visitors each field in their language, English where it is missing, shown items only", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    await db.deleteFrom("contentItems").where("kind", "=", "faq").execute();
    const cache = createContentCache();
    onContentChange(db, () => cache.clear());
    const translated = await createContentItem(db, "faq", question("How long?", "Ne kadar sürer?"));
    const hidden = await createContentItem(db, "faq", question("Hidden?"));
    await setContentItemVisible(db, "faq", hidden._id, false);

    expect(await readLocalizedContent(db, cache, "faq", "tr")).toEqual([
      { id: translated._id, slug: null, question: "Ne kadar sürer?", answer: "An answer." },
    ]);
    expect((await readLocalizedContent(db, cache, "faq", "az"))[0]?.question).toBe("How long?");

    // A write clears the cache the reads went through, so the next read sees it at once.
    await updateContentItem(db, "faq", translated._id, question("How long does it take?", "Ne kadar sürer?"));
    expect((await readLocalizedContent(db, cache, "faq", "en"))[0]?.question).toBe("How long does it take?");
  });

  it("reads settings saved before the figures existed with the figures the site quoted", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const { figures: _, ...older } = await readSiteSettings(db, {});
    await db
      .insertInto("siteSettings")
      .values({ id: "site", document: JSON.stringify(older), updatedBy: null, updatedAt: new Date().toISOString() })
      .execute();
    expect((await readSiteSettings(db, {})).figures).toEqual(shippedMarketingFigures);
  });
});
