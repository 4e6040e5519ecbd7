import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { authorSlug, findPublishedAuthor, listPublishedAuthorStamps } from "../../server/db/authors.server";
import { migrationProvider } from "../../server/db/migrations/index.server";
import { createPost } from "../../server/db/posts.server";
import { createUser, setUserName } from "../../server/db/users.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { postValues } from "../support/post-values";

const password = "a long enough password";

describe("authorSlug", () => {
  it("transliterates Cyrillic, Turkish and Azerbaijani names as every other slug is (common/slug.ts)", () => {
    expect(authorSlug("Nigar Əliyeva")).toBe("nigar-eliyeva");
    expect(authorSlug("Тураль Гусейнов")).toBe("tural-guseynov");
    expect(authorSlug("Щукин Красный")).toBe("shchukin-krasnyy");
    expect(authorSlug("Gökçe Üzümcü Işık")).toBe("gokce-uzumcu-isik");
    expect(authorSlug("!!!")).toBe("author");
  });
});

// Decision 039, on both databases.
describe.each(testDialects)("authors on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.drop();
  });

  it("the migration gives every user a unique slug and every post without an author the first admin", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    const before = await migrator.migrateTo("2027-01-02-revisions");
    expect(before.error).toBeUndefined();
    const row = (id: string, name: string, role: string, createdAt: string) => ({
      id,
      name,
      email: `${id}@agency.test`,
      passwordHash: "x",
      role,
      createdAt,
      updatedAt: createdAt,
    });
    // Kysely's types name the columns the migration adds; this database does not have them yet.
    await db
      .insertInto("users")
      .values([
        row("u-editor", "Leyla Karimova", "editor", "2026-01-01T00:00:00.000Z"),
        row("u-admin", "Leyla Karimova", "admin", "2026-01-02T00:00:00.000Z"),
        row("u-admin-2", "Second Admin", "admin", "2026-01-03T00:00:00.000Z"),
      ] as never)
      .execute();
    const post = (id: string, authorId: string | null) => ({
      id,
      title: id,
      slug: id,
      content: "<p>x</p>",
      excerpt: "x",
      tags: "[]",
      status: "published",
      language: "en",
      translationGroup: id,
      seoTitle: "",
      seoDescription: "",
      seoKeywords: "[]",
      authorId,
      searchText: id,
      createdAt: "2026-01-04T00:00:00.000Z",
      updatedAt: "2026-01-04T00:00:00.000Z",
    });
    await db
      .insertInto("posts")
      .values([post("orphan", null), post("written", "u-editor")] as never)
      .execute();

    const { results } = await migrator.migrateTo("2027-01-03-authors");
    expect(results?.map((result) => result.migrationName)).toEqual(["2027-01-03-authors"]);
    const users = await db.selectFrom("users").select(["id", "slug", "bio", "photo"]).orderBy("createdAt").execute();
    expect(users).toEqual([
      { id: "u-editor", slug: "leyla-karimova", bio: "{}", photo: null },
      { id: "u-admin", slug: "leyla-karimova-2", bio: "{}", photo: null },
      { id: "u-admin-2", slug: "second-admin", bio: "{}", photo: null },
    ]);
    const posts = await db.selectFrom("posts").select(["id", "authorId"]).orderBy("id").execute();
    expect(posts).toEqual([
      { id: "orphan", authorId: "u-admin" },
      { id: "written", authorId: "u-editor" },
    ]);
  });

  it("keeps a slug the migration made in its own spelling until the user's name changes", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo("2027-01-02-revisions")).error).toBeUndefined();
    const createdAt = "2026-01-01T00:00:00.000Z";
    await db
      .insertInto("users")
      .values({
        id: "u-az",
        name: "Nigar Əliyeva",
        email: "nigar@agency.test",
        passwordHash: "x",
        role: "editor",
        createdAt,
        updatedAt: createdAt,
      } as never)
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const slugOf = async () => (await db.selectFrom("users").select("slug").executeTakeFirstOrThrow()).slug;
    // The frozen migration spells ə as the library does (a); the author page keeps that address.
    expect(await slugOf()).toBe("nigar-aliyeva");
    expect((await setUserName(db, "u-az", "Nigar Əliyeva"))?.slug).toBe("nigar-aliyeva");
    expect((await setUserName(db, "u-az", "Nigar Əliyeva-Məmmədova"))?.slug).toBe("nigar-eliyeva-memmedova");
    expect(await slugOf()).toBe("nigar-eliyeva-memmedova");
  });

  it("keeps slugs unique as users are created and renamed, and lists only authors with a published post", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const first = await createUser(db, { name: "Kerem Demir", email: "k1@agency.test", password });
    const second = await createUser(db, { name: "Kerem Demir", email: "k2@agency.test", password });
    expect([first.slug, second.slug]).toEqual(["kerem-demir", "kerem-demir-2"]);
    expect((await setUserName(db, second.id, "Kerem Demir"))?.slug).toBe("kerem-demir-2");
    expect((await setUserName(db, second.id, "Olga Petrova"))?.slug).toBe("olga-petrova");

    await createPost(db, postValues({ status: "draft" }), first.id);
    expect(await findPublishedAuthor(db, "kerem-demir", "en")).toBeUndefined();
    await createPost(db, postValues({ status: "published" }), first.id);
    expect(await findPublishedAuthor(db, "kerem-demir", "ru")).toMatchObject({ id: first.id, name: "Kerem Demir" });
    expect((await listPublishedAuthorStamps(db)).map((stamp) => stamp.slug)).toEqual(["kerem-demir"]);
  });
});
