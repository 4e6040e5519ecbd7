import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createAnswerCache } from "../../server/cache/answer-cache.server";
import { onPublicChange } from "../../server/db/public-changes.server";
import {
  createContentItem,
  listContentItems,
  readLocalizedContent,
  setContentItemVisible,
  updateContentItem,
} from "../../server/db/content-items.server";
import { migrateToLatest, newId } from "../../server/db/database.server";
import { migrationProvider } from "../../server/db/migrations/index.server";
import { readSiteSettings } from "../../server/db/site-settings.server";
import { shippedHomeContent } from "../../server/seed/site-content/shipped.server";
import { demoContent } from "../../server/seed/site-content/believable-demo.server";
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
    // Written with the columns posts had then (the data module writes today's).
    const post = { _id: newId() };
    const now = new Date().toISOString();
    await sql`insert into posts (id, title, slug, content, excerpt, status, created_at, updated_at, published_at)
      values (${post._id}, ${"Written before the upgrade"}, ${"written-before"}, ${"<p>Text</p>"}, ${"Excerpt"},
        ${"published"}, ${now}, ${now}, ${now})`.execute(db);
    expect(await migrateToLatest(db)).toContain("2026-12-25-content-items");
    // Every kind, the home page's cards and featured project (2026-12-29) included, as the
    // 2027-01-06 revision of the demo left them.
    // A project's team is stored as team items' ids (decision 073), named here as demoContent names them.
    const team = new Map((await listContentItems(db, "team")).map((member) => [member._id, member.fields.name]));
    const credited = (fields: Record<string, unknown>) =>
      Array.isArray(fields.team) ? { ...fields, team: fields.team.map((id: string) => team.get(id) ?? id) } : fields;
    for (const [kind, items] of Object.entries(demoContent)) {
      const stored = await listContentItems(db, kind as keyof typeof demoContent);
      expect(stored.map(({ slug, fields, text }) => ({ slug, fields: credited(fields), text }))).toEqual(items);
    }
    // …and its posts become English versions, each the first of its translation group.
    expect(
      await db
        .selectFrom("posts")
        .select(["title", "language", "translationGroup"])
        .where("id", "=", post._id)
        .executeTakeFirst(),
    ).toEqual({ title: "Written before the upgrade", language: "en", translationGroup: post._id });
  });

  it("the home page's cards and featured project arrive where absent, and items already there are kept", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const { db } = database;
    await new Migrator({ db, provider: migrationProvider }).migrateTo("2026-12-28-post-translations");
    const now = new Date().toISOString();
    const own = { ...shippedHomeContent.offerings[0]!, fields: { icon: "globe" } };
    await sql`insert into content_items (id, kind, slug, position, visible, fields, text, created_at, updated_at)
      values (${newId()}, ${"offerings"}, ${null}, ${0}, ${1}, ${JSON.stringify(own.fields)},
        ${JSON.stringify(own.text)}, ${now}, ${now})`.execute(db);
    const { results } = await new Migrator({ db, provider: migrationProvider }).migrateTo("2026-12-29-home-content");
    expect(results?.map(({ migrationName }) => migrationName)).toEqual(["2026-12-29-home-content"]);
    const offerings = await listContentItems(db, "offerings");
    expect(offerings.map(({ slug, fields, text }) => ({ slug, fields, text }))).toEqual([own]);
    const featured = await listContentItems(db, "featured-project");
    expect(featured.map(({ slug, fields, text }) => ({ slug, fields, text }))).toEqual(
      shippedHomeContent["featured-project"],
    );
  });

  it("serves visitors each field in their language, English where it is missing, shown items only", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    await db.deleteFrom("contentItems").where("kind", "=", "faq").execute();
    const cache = createAnswerCache();
    onPublicChange(db, () => cache.clear());
    const translated = await createContentItem(db, "faq", question("How long?", "Ne kadar sürer?"));
    const hidden = await createContentItem(db, "faq", question("Hidden?"));
    await setContentItemVisible(db, "faq", hidden._id, false);

    expect(await readLocalizedContent(db, cache, "faq", "tr")).toEqual([
      {
        id: translated._id,
        slug: null,
        updatedAt: translated.updatedAt,
        question: "Ne kadar sürer?",
        answer: "An answer.",
      },
    ]);
    expect((await readLocalizedContent(db, cache, "faq", "az"))[0]?.question).toBe("How long?");

    // A write clears the cache the reads went through, so the next read sees it at once.
    await updateContentItem(db, "faq", translated._id, question("How long does it take?", "Ne kadar sürer?"));
    expect((await readLocalizedContent(db, cache, "faq", "en"))[0]?.question).toBe("How long does it take?");
  });

  it("localises a kind once per language while the cache holds it: renders share the frozen result", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const cache = createAnswerCache();
    onPublicChange(db, () => cache.clear());
    const first = await readLocalizedContent(db, cache, "faq", "ru");
    expect(first.length).toBeGreaterThan(0);
    expect(await readLocalizedContent(db, cache, "faq", "ru")).toBe(first);
    expect(await readLocalizedContent(db, cache, "faq", "az")).not.toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    // A write clears the cache: the next read is made afresh from the new rows.
    const item = (await listContentItems(db, "faq"))[0]!;
    await updateContentItem(db, "faq", item._id, { ...question("Changed?"), slug: item.slug });
    const after = await readLocalizedContent(db, cache, "faq", "ru");
    expect(after).not.toBe(first);
    expect(after[0]?.question).toBe("Changed?");
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
