import { afterEach, describe, expect, it } from "vitest";
import { createCategory, localizeCategory } from "../../server/db/categories.server";
import {
  createPost,
  createTranslation,
  listPublishedPosts,
  type PostValues,
  TranslationExistsError,
  trashPost,
} from "../../server/db/posts.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { postValues } from "../support/post-values";

/** A version neither scheduled nor in the trash (decision 037). */
const unscheduled = { publishAt: null, unpublishAt: null, deletedAt: null };

// Published unless a test says otherwise.
const post = (values: Partial<PostValues>) => postValues({ status: "published", ...values });

// Decision 021's list rule, in the data module, on both databases: of each post, its
// version in the visitor's language, else its English one, else its first one.
describe.each(testDialects)("post versions on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.drop();
  });

  it("lists one version per post, preferring the visitor's language, then English, then the first", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const both = await createPost(db, post({ title: "Both" }), null, day(1));
    const bothAz = await createTranslation(db, both._id, post({ title: "Hər ikisi", language: "az" }), day(2));
    const englishOnly = await createPost(db, post({ title: "English only" }), null, day(3));
    const draftAz = await createTranslation(
      db,
      englishOnly._id,
      post({ title: "Qaralama", language: "az", status: "draft" }),
      day(4),
    );
    const russianOnly = await createPost(db, post({ title: "Только по-русски", language: "ru" }), null, day(5));
    const russianFirst = await createPost(db, post({ title: "Сначала по-русски", language: "ru" }), null, day(6));
    const turkishSecond = await createTranslation(
      db,
      russianFirst._id,
      post({ title: "Sonra Türkçe", language: "tr" }),
      day(7),
    );

    const titles = async (language: "en" | "tr" | "ru" | "az") =>
      (await listPublishedPosts(db, { preferLanguage: language, page: 1, limit: 50 })).posts.map((item) => item.title);
    expect(await titles("az")).toEqual(["Сначала по-русски", "Только по-русски", "English only", "Hər ikisi"]);
    expect(await titles("en")).toEqual(["Сначала по-русски", "Только по-русски", "English only", "Both"]);
    expect(await titles("tr")).toEqual(["Sonra Türkçe", "Только по-русски", "English only", "Both"]);
    const page = await listPublishedPosts(db, { preferLanguage: "az", page: 1, limit: 2 });
    expect(page.total).toBe(4);
    // Search works on the versions shown.
    const found = await listPublishedPosts(db, { preferLanguage: "az", q: "ikisi", page: 1, limit: 10 });
    expect(found.posts.map((item) => item._id)).toEqual([bothAz!._id]);
    expect(draftAz!.status).toBe("draft");
    expect(turkishSecond!.translations.map((version) => version.language)).toEqual(["tr", "ru"]);

    // Moving the first version to the trash leaves the others grouped.
    await trashPost(db, both._id);
    expect(await titles("en")).toContain("Hər ikisi");
    expect((await listPublishedPosts(db, { lang: "az", page: 1, limit: 10 })).posts[0]!.translations).toEqual([
      { language: "az", id: bothAz!._id, slug: bothAz!.slug, title: "Hər ikisi", status: "published", ...unscheduled },
    ]);
    expect(russianOnly.translations).toHaveLength(1);
  });

  it("refuses a second version in a language, and answers undefined for an unknown source", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const english = await createPost(db, post({}), null);
    await createTranslation(db, english._id, post({ title: "Bir", language: "tr" }));
    await expect(createTranslation(db, english._id, post({ title: "İki", language: "tr" }))).rejects.toBeInstanceOf(
      TranslationExistsError,
    );
    expect(await createTranslation(db, "no-such-post", post({ language: "az" }))).toBeUndefined();
  });

  it("names a category in a language, falling back to English field by field", async () => {
    database = await createTestDatabase(dialect);
    const category = await createCategory(database.db, {
      name: "Design",
      description: "Visual craft",
      translations: { tr: { name: "Tasarım", description: "" }, ru: { name: "", description: "Дизайн" } },
    });
    expect(localizeCategory(category, "tr")).toEqual({ name: "Tasarım", description: "Visual craft" });
    expect(localizeCategory(category, "ru")).toEqual({ name: "Design", description: "Visual craft" });
    expect(localizeCategory(category, "en")).toEqual({ name: "Design", description: "Visual craft" });
  });
});
