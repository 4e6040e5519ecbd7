import { Migrator, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCategory, listCategories, toCategoryJson } from "../../server/db/categories.server";
import { type Database, migrateToLatest, newId, openDatabase, toIsoString } from "../../server/db/database.server";
import { listMedia, toMediaJson } from "../../server/db/media.server";
import { migrationProvider } from "../../server/db/migrations/index.server";
import { createPost } from "../../server/db/posts.server";
import { ensureFirstAdmin, seedDemoContent } from "../../server/seed/seed.server";
import { countUsers, createUser, findUserByEmail } from "../../server/db/users.server";
import { verifyPassword } from "../../server/passwords.server";
import { createTestDatabase, hasTestPostgres, skipNote, type TestDatabase, testDialects } from "../support/database";

describe.each(testDialects)("database on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.drop();
  });

  it("migrates an empty database once, and a second run applies nothing", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    expect(await migrateToLatest(database.db)).toEqual([
      "2026-11-22-initial",
      "2026-12-05-media-and-activity",
      "2026-12-10-revocable-sign-ins",
      "2026-12-20-comments",
      "2026-12-21-site-settings",
      "2026-12-22-media-library",
      "2026-12-23-lead-status",
      "2026-12-24-notifications-seen",
      "2026-12-25-content-items",
      "2026-12-27-shared-state",
      "2026-12-28-post-translations",
      "2026-12-29-home-content",
      "2026-12-30-sessions",
      "2026-12-31-two-factor",
      "2027-01-01-articles-trash-schedule",
      "2027-01-02-revisions",
      "2027-01-03-authors",
      "2027-01-04-page-texts-navigation-pages",
      "2027-01-05-media-focal-point",
      "2027-01-06-demo-fixes",
      "2027-01-07-logo-orders",
      "2027-01-08-traffic",
      "2027-01-09-remaining-page-copy",
      "2027-01-10-logo-packages",
      "2027-01-11-sign-in-hardening",
      "2027-01-12-visits",
      "2027-01-12-visits-b-privacy",
      "2027-01-13-lead-loop",
      "2027-01-13-lead-loop-b",
      "2027-01-14-newsletter",
      "2027-01-15-redirects",
      "2027-01-16-new-post-drafts",
      "2027-01-18-new-drafts",
      "2027-01-19-notification-recipients",
      "2027-01-22-imports",
      "2027-01-24-case-studies",
      "2027-01-31-import-uploads",
      "2027-02-01-project-team-ids",
    ]);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it("gives images uploaded before the media library empty alt text and a searchable name", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const { db } = database;
    await new Migrator({ db, provider: migrationProvider }).migrateTo("2026-12-10-revocable-sign-ins");
    const id = newId();
    await sql`insert into media (id, original_name, width, height, widths, bytes, created_at)
      values (${id}, ${"Ofis Şəkli.png"}, ${600}, ${400}, ${"[600]"}, ${1234}, ${new Date().toISOString()})`.execute(
      db,
    );
    await migrateToLatest(db);
    const [row] = await listMedia(db, { search: "ŞƏKLİ" });
    expect(toMediaJson(row!)).toMatchObject({ _id: id, alt: { en: "", tr: "", ru: "", az: "" } });
  });

  it("round-trips users with an argon2id hash; email trimmed, any case, Unicode NFKC", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const user = await createUser(db, { name: "Leyla", email: " Leyla@Agency.Test ", password: "a long password" });
    expect(user.email).toBe("leyla@agency.test");
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const found = await findUserByEmail(db, "LEYLA@agency.test");
    expect(found?.id).toBe(user.id);
    // Found as the sign-in limits count it (the CLI looks users up without the API's schema).
    expect((await findUserByEmail(db, " ＬＥＹＬＡ@Agency.test "))?.id).toBe(user.id);
    expect(await verifyPassword(found!.passwordHash, "a long password")).toBe(true);
    expect(await verifyPassword(found!.passwordHash, "wrong")).toBe(false);
    await expect(
      createUser(db, { name: "Again", email: "leyla@agency.test", password: "x".repeat(12) }),
    ).rejects.toThrow();
  });

  it("round-trips categories and keeps names unique regardless of case", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const category = await createCategory(db, { name: "Design", description: "Visual craft" });
    expect(toCategoryJson(category)).toEqual({
      _id: category.id,
      name: "Design",
      description: "Visual craft",
      translations: {},
      postCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    await expect(createCategory(db, { name: "DESIGN" })).rejects.toThrow();
    expect((await listCategories(db)).map((row) => row.name)).toEqual(["Design"]);
  });

  it("round-trips posts with tags, SEO fields, unique slugs, and keeps them when the category goes", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const author = await createUser(db, { name: "Admin", email: "a@agency.test", password: "x".repeat(12) });
    const category = await createCategory(db, { name: "Technology" });
    const input = {
      title: "Şəhər saytları",
      content: "<p>Hello</p>",
      excerpt: "Short",
      categoryId: category.id,
      image: null,
      slug: undefined,
      tags: ["seo", "web"],
      status: "published" as const,
      seo: { title: "SEO title", description: "SEO description", keywords: ["one", "two"] },
    };
    const first = await createPost(db, input, author.id);
    const second = await createPost(db, input, author.id);
    expect(first.slug).toBe("seher-saytlari");
    expect(second.slug).toBe("seher-saytlari-2");
    const row = await db.selectFrom("posts").selectAll().where("id", "=", first._id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.tags)).toEqual(["seo", "web"]);
    expect(JSON.parse(row.seoKeywords)).toEqual(["one", "two"]);
    expect(row.status).toBe("published");
    expect(toIsoString(row.publishedAt!)).toBe(toIsoString(row.createdAt));

    await db.deleteFrom("categories").where("id", "=", category.id).execute();
    const orphan = await db
      .selectFrom("posts")
      .select("categoryId")
      .where("id", "=", first._id)
      .executeTakeFirstOrThrow();
    expect(orphan.categoryId).toBeNull();
  });

  it("rejects a status other than draft or published", async () => {
    database = await createTestDatabase(dialect);
    await expect(
      sql`insert into posts (id, title, slug, content, excerpt, status, created_at, updated_at)
          values (${newId()}, 't', 's', 'c', 'e', 'archived', ${new Date().toISOString()}, ${new Date().toISOString()})`.execute(
        database.db,
      ),
    ).rejects.toThrow();
  });

  it("round-trips applications, contact messages and newsletter subscribers", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const now = new Date().toISOString();
    await db
      .insertInto("applications")
      .values({
        id: newId(),
        name: "Aysel",
        email: "a@b.az",
        message: "Hi",
        phoneNumber: "+994 50",
        businessName: "Cafe",
        createdAt: now,
      })
      .execute();
    await db
      .insertInto("contactMessages")
      .values({
        id: newId(),
        name: "Murat",
        email: "m@b.tr",
        subject: "Quote",
        message: "Hello",
        readAt: null,
        createdAt: now,
      })
      .execute();
    await db.insertInto("newsletterSubscribers").values({ id: newId(), email: "n@b.ru", createdAt: now }).execute();
    const application = await db.selectFrom("applications").selectAll().executeTakeFirstOrThrow();
    expect(application).toMatchObject({ name: "Aysel", phoneNumber: "+994 50", businessName: "Cafe" });
    expect(toIsoString(application.createdAt)).toBe(now);
    const message = await db.selectFrom("contactMessages").selectAll().executeTakeFirstOrThrow();
    expect(message).toMatchObject({ subject: "Quote", readAt: null });
    await expect(
      db.insertInto("newsletterSubscribers").values({ id: newId(), email: "n@b.ru", createdAt: now }).execute(),
    ).rejects.toThrow();
  });

  it("creates the first admin from the environment, once", async () => {
    database = await createTestDatabase(dialect);
    const admin = { email: "boss@agency.test", password: "a long password" };
    expect(await ensureFirstAdmin(database.db, { admin })).toEqual({ created: true, email: admin.email });
    expect(await ensureFirstAdmin(database.db, { admin })).toEqual({ created: false });
    expect(await countUsers(database.db)).toBe(1);
  });

  it("refuses to make the first admin of a weak ADMIN_PASSWORD, and makes no user", async () => {
    database = await createTestDatabase(dialect);
    const admin = { email: "boss@agency.test", password: "1234567890" };
    await expect(ensureFirstAdmin(database.db, { admin })).rejects.toThrow(/ADMIN_PASSWORD is refused/);
    expect(await countUsers(database.db)).toBe(0);
  });

  it("generates the first admin's password when none is given, once", async () => {
    database = await createTestDatabase(dialect);
    const result = await ensureFirstAdmin(database.db, {});
    expect(result.created && result.generatedPassword).toBeTruthy();
    expect(await ensureFirstAdmin(database.db, {})).toEqual({ created: false });
  });

  it("seeds the demo content once, and never again after it is deleted", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    await ensureFirstAdmin(db, {});
    expect(await seedDemoContent(db)).toBe(true);
    const categories = await listCategories(db);
    expect(categories.map((row) => row.name).sort()).toEqual(["Business", "Design", "Marketing", "Technology"]);
    const posts = await db.selectFrom("posts").selectAll().execute();
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.every((post) => post.status === "published" && post.authorId && post.categoryId)).toBe(true);
    // In four languages: every English post has a published version in tr, ru and az, with
    // its author and category, and every category its translated name.
    const english = posts.filter((post) => post.language === "en");
    expect(posts).toHaveLength(english.length * 4);
    for (const post of english) {
      const versions = posts.filter((other) => other.translationGroup === post.id);
      expect(versions.map((version) => version.language).sort()).toEqual(["az", "en", "ru", "tr"]);
      expect(new Set(versions.map((version) => `${version.authorId} ${version.categoryId}`)).size).toBe(1);
    }
    expect(categories.every((row) => Object.keys(JSON.parse(row.translations)).sort().join() === "az,ru,tr")).toBe(
      true,
    );
    // Written by the team page's four people (decision 039): editors, one category each,
    // with a bio in every language and a photo.
    const authors = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "in", [...new Set(posts.map((post) => post.authorId!))])
      .execute();
    expect(authors.map((author) => author.name).sort()).toEqual([
      "Kerem Demir",
      "Nigar Aliyeva",
      "Olga Petrova",
      "Tural Huseynov",
    ]);
    for (const author of authors) {
      expect(author.role).toBe("editor");
      expect(author.photo).toMatch(/^\/images\/team\/\w+\.svg$/);
      expect(Object.keys(JSON.parse(author.bio)).sort()).toEqual(["az", "en", "ru", "tr"]);
      const categoriesWritten = new Set(
        posts.filter((post) => post.authorId === author.id).map((post) => post.categoryId),
      );
      expect(categoriesWritten.size).toBe(1);
    }

    await db.deleteFrom("posts").execute();
    expect(await seedDemoContent(db)).toBe(false);
    expect(await db.selectFrom("posts").select("id").execute()).toEqual([]);
  });
});

describe.runIf(hasTestPostgres)(skipNote("a PostgreSQL connection closed by the server", hasTestPostgres), () => {
  let test: TestDatabase;
  let database: Database;
  let lost: Error[];
  beforeEach(async () => {
    test = await createTestDatabase("postgres");
    lost = [];
    database = openDatabase({
      databaseUrl: test.databaseUrl,
      dataDir: test.dataDir,
      onConnectionLost: (error) => lost.push(error),
    });
  });
  afterEach(async () => {
    await database.close();
    await test.drop();
  });

  it("is reported, not thrown, and the next query reconnects", async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(test.db);
    await expect.poll(() => lost.length).toBe(1);
    const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(again.rows[0]!.one).toBe(1);
  });

  it("is reported, not thrown, when it is lent out between two queries of a transaction", async () => {
    const transaction = database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(test.db);
      // The connection is still lent out to this transaction when its loss is reported.
      // (PostgreSQL's farewell and the closed socket may each be reported.)
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(again.rows[0]!.one).toBe(1);
  });
});

describe.runIf(hasTestPostgres)(skipNote("a PostgreSQL opened with serving limits", hasTestPostgres), () => {
  let test: TestDatabase;
  let limited: Database;
  beforeEach(async () => {
    test = await createTestDatabase("postgres");
    limited = openDatabase({
      databaseUrl: test.databaseUrl,
      dataDir: test.dataDir,
      limits: {
        poolSize: 2,
        connectTimeoutMs: 1000,
        statementTimeoutMs: 300,
        lockTimeoutMs: 200,
        idleInTransactionTimeoutMs: 4000,
      },
    });
  });
  afterEach(async () => {
    await limited.close();
    await test.drop();
  });

  const setting = async (db: Database["db"], name: string) =>
    Object.values((await sql.raw<Record<string, string>>(`show ${name}`).execute(db)).rows[0]!)[0];

  it("sets statement, lock and idle-transaction timeouts on its connections and cancels a long statement; start-up's handle has none", async () => {
    expect(await setting(limited.db, "statement_timeout")).toBe("300ms");
    expect(await setting(limited.db, "lock_timeout")).toBe("200ms");
    expect(await setting(limited.db, "idle_in_transaction_session_timeout")).toBe("4s");
    await expect(sql`select pg_sleep(2)`.execute(limited.db)).rejects.toMatchObject({ code: "57014" });
    expect(await setting(test.db, "statement_timeout")).toBe("0");
  });
});
