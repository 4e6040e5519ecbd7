import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importSource } from "../../server/import/import-source.server";
import { createMediaStore, type MediaStore } from "../../server/media/media-store.server";
import type { SourceItem, SourceReader, SourceSite } from "../../server/import/source-model.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

// The import fed by hand-built items (the readers' output format, decision 059), with the
// old site's images served by a local HTTP server: one answers, one is missing (404) and
// one sits on a port nobody listens on.

let imageServer: Server;
let oldSite: string;
let unreachable: string;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  imageServer = createServer((req, res) => {
    if (req.url?.startsWith("/wp-content/uploads/")) res.writeHead(200, { "content-type": "image/png" }).end(png);
    else res.writeHead(404).end("missing");
  });
  await new Promise<void>((resolve) => imageServer.listen(0, "127.0.0.1", resolve));
  oldSite = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
  // A port that was free a moment ago: nothing answers there.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(async () => {
  await new Promise((resolve) => imageServer?.close(resolve));
});

/** A two-language (Polylang) WordPress site, as a reader would give it. */
function items(): SourceItem[] {
  const day = (iso: string) => new Date(iso);
  return [
    {
      type: "author",
      sourceId: "7",
      login: "leyla",
      name: "Leyla Mammadova",
      email: "leyla@old.example",
      bio: "Writes about search.",
      oldPaths: ["/author/leyla/"],
    },
    {
      type: "term",
      kind: "category",
      sourceId: "11",
      slug: "haberler",
      name: "Haberler",
      language: "tr",
      translationGroup: "pll_cat_1",
      oldPaths: ["/tr/category/haberler/"],
    },
    {
      type: "term",
      kind: "category",
      sourceId: "10",
      slug: "news",
      name: "News",
      language: "en",
      translationGroup: "pll_cat_1",
      oldPaths: ["/category/news/"],
    },
    { type: "term", kind: "tag", sourceId: "20", slug: "seo", name: "SEO", oldPaths: ["/tag/seo/"] },
    { type: "attachment", sourceId: "90", url: `${oldSite}/wp-content/uploads/cover.png`, alt: "A blue cover" },
    {
      type: "post",
      kind: "post",
      sourceId: "100",
      title: "Moving in",
      slug: "moving-in",
      html: `<p>Hello.</p><figure><img src="/wp-content/uploads/inline.png" alt="A blue square" srcset="${oldSite}/wp-content/uploads/inline-300.png 300w"></figure><p><img src="${oldSite}/missing.png" alt="gone"></p><p><img src="${unreachable}/x.png"></p>`,
      excerpt: "How we moved.",
      status: "published",
      publishedAt: day("2024-05-02T10:00:00Z"),
      author: { login: "leyla" },
      categories: ["news"],
      tags: ["seo"],
      featuredImage: { attachmentSourceId: "90" },
      language: "en",
      translationGroup: "pll_post_1",
      comments: [
        { sourceId: "1", author: "Ali", email: "ali@example.com", text: "Nice.", date: day("2024-05-03T08:00:00Z") },
      ],
      oldPaths: ["/2024/05/moving-in/", "/?p=100"],
      notes: ['[gallery ids="1,2"]'],
    },
    {
      type: "post",
      kind: "post",
      sourceId: "101",
      title: "Taşınıyoruz",
      slug: "tasiniyoruz",
      html: "<p>Merhaba.</p>",
      excerpt: "",
      status: "published",
      publishedAt: day("2024-05-02T11:00:00Z"),
      author: { sourceId: "7" },
      categories: ["haberler"],
      tags: [],
      language: "tr",
      translationGroup: "pll_post_1",
      comments: [],
      oldPaths: ["/tr/2024/05/tasiniyoruz/"],
      notes: [],
    },
    {
      type: "post",
      kind: "post",
      sourceId: "102",
      title: "Coming soon",
      slug: "coming-soon",
      html: "<p>Later.</p>",
      excerpt: "Soon.",
      status: "scheduled",
      publishedAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      author: { login: "leyla" },
      categories: [],
      tags: [],
      language: "en",
      translationGroup: "pll_post_2",
      comments: [],
      oldPaths: ["/?p=102"],
      notes: [],
    },
    {
      type: "post",
      kind: "page",
      sourceId: "200",
      title: "About us",
      slug: "about",
      html: "<p>We are an agency.</p>",
      excerpt: "",
      status: "published",
      language: "en",
      translationGroup: "pll_page_1",
      categories: [],
      tags: [],
      comments: [],
      oldPaths: ["/about/"],
      notes: [],
    },
    {
      type: "post",
      kind: "page",
      sourceId: "201",
      title: "Hakkımızda",
      slug: "hakkimizda",
      html: "<p>Biz bir ajansız.</p>",
      excerpt: "",
      status: "published",
      language: "tr",
      translationGroup: "pll_page_1",
      categories: [],
      tags: [],
      comments: [],
      oldPaths: ["/tr/hakkimizda/"],
      notes: [],
    },
  ];
}

function reader(site: SourceSite, list: SourceItem[]): SourceReader {
  return {
    site,
    items: (async function* () {
      yield* list;
    })(),
  };
}

const site: SourceSite = { format: "wordpress", title: "Old agency", baseUrl: "" };

/** Every row the import may touch, to compare before and after a run. */
async function snapshot(db: TestDatabase["db"]) {
  const [posts, users, categories, comments, media, contentItems, redirects, mappings] = await Promise.all([
    db.selectFrom("posts").selectAll().orderBy("id").execute(),
    db.selectFrom("users").select(["id", "name", "role"]).orderBy("id").execute(),
    db.selectFrom("categories").selectAll().orderBy("id").execute(),
    db.selectFrom("comments").selectAll().orderBy("id").execute(),
    db.selectFrom("media").select(["id", "alt"]).orderBy("id").execute(),
    db.selectFrom("contentItems").selectAll().where("kind", "=", "pages").orderBy("id").execute(),
    db.selectFrom("redirects").select(["source", "target", "origin"]).orderBy("source").execute(),
    db.selectFrom("importMappings").selectAll().orderBy("kind").orderBy("sourceId").execute(),
  ]);
  return { posts, users, categories, comments, media, contentItems, redirects, mappings };
}

describe.each(testDialects)("importing an old site on %s", (dialect) => {
  let database: TestDatabase;
  let store: MediaStore;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    store = createMediaStore(database.db, database.dataDir);
    site.baseUrl = oldSite;
  });
  afterAll(async () => {
    await database?.drop();
  });

  const options = (dryRun: boolean) => ({
    db: database.db,
    mediaStore: store,
    language: "en" as const,
    dryRun,
    userId: null,
    imageLimits: { timeoutMs: 5000, maxBytes: 1024 * 1024 },
  });

  it("a dry run reports what it would do and writes nothing", async () => {
    const before = await snapshot(database.db);
    const report = await importSource(reader(site, items()), options(true));
    expect(await snapshot(database.db)).toEqual(before);
    expect(report.created).toMatchObject({ author: 1, category: 2, tag: 1, post: 3, page: 2, comment: 1 });
    expect(report.lines).toContainEqual({
      kind: "post",
      outcome: "note",
      title: "Moving in",
      detail: '[gallery ids="1,2"]',
    });
  });

  it("brings in articles with their versions, authors, comments, images and redirects", async () => {
    const progress: number[] = [];
    const report = await importSource(reader(site, items()), {
      ...options(false),
      onProgress: (done) => void progress.push(done),
    });
    expect(progress.at(-1)).toBe(items().length);
    const db = database.db;

    const author = await db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", "leyla@old.example")
      .executeTakeFirstOrThrow();
    expect(author).toMatchObject({ name: "Leyla Mammadova", role: "editor" });
    expect(JSON.parse(author.bio)).toMatchObject({ en: "Writes about search." });

    const categories = await db.selectFrom("categories").selectAll().execute();
    expect(categories).toHaveLength(1);
    expect(categories[0]).toMatchObject({ name: "News", nameKey: "news" });
    expect(JSON.parse(categories[0]!.translations)).toMatchObject({ tr: { name: "Haberler" } });

    const posts = await db.selectFrom("posts").selectAll().orderBy("slug").execute();
    const en = posts.find((post) => post.slug === "moving-in")!;
    const tr = posts.find((post) => post.slug === "tasiniyoruz")!;
    const scheduled = posts.find((post) => post.slug === "coming-soon")!;
    expect(tr.translationGroup).toBe(en.translationGroup);
    expect([en.language, tr.language]).toEqual(["en", "tr"]);
    expect(en).toMatchObject({ status: "published", authorId: author.id, categoryId: categories[0]!.id });
    expect(tr).toMatchObject({ authorId: author.id, categoryId: categories[0]!.id, excerpt: "Merhaba." });
    expect(JSON.parse(en.tags)).toEqual(["SEO"]);
    expect(new Date(en.publishedAt!).toISOString()).toBe("2024-05-02T10:00:00.000Z");
    expect(scheduled.status).toBe("draft");
    expect(scheduled.publishAt).not.toBeNull();

    // The cover (an attachment) and the inline image are library images; the broken ones are reported.
    const media = await db.selectFrom("media").selectAll().execute();
    expect(media).toHaveLength(2);
    expect(en.image).toMatch(/^\/media\/[\w-]+-\d+\.webp$/);
    expect(en.content).toMatch(/<img src="\/media\/[\w-]+-\d+\.webp" alt="A blue square"/);
    expect(en.content).not.toContain("srcset");
    expect(media.map((row) => JSON.parse(row.alt).en).sort()).toEqual(["A blue cover", "A blue square"]);
    const failed = report.lines.filter((line) => line.kind === "image" && line.outcome === "failed");
    expect(failed.map((line) => line.title).sort()).toEqual([`${oldSite}/missing.png`, `${unreachable}/x.png`].sort());
    expect(failed.find((line) => line.title.endsWith("missing.png"))!.detail).toBe("HTTP 404");

    const comments = await db.selectFrom("comments").selectAll().execute();
    expect(comments).toEqual([expect.objectContaining({ postId: en.id, name: "Ali", status: "approved" })]);

    const pageIds = await db.selectFrom("importMappings").select("localId").where("kind", "=", "page").execute();
    const pages = await db
      .selectFrom("contentItems")
      .selectAll()
      .where(
        "id",
        "in",
        pageIds.map((row) => row.localId),
      )
      .execute();
    expect(pageIds).toHaveLength(2);
    expect(pages).toHaveLength(1);
    // "about" is the site's own page: the imported one takes the next free address.
    expect(pages[0]!.slug).toBe("about-2");
    expect(JSON.parse(pages[0]!.text)).toMatchObject({ en: { title: "About us" }, tr: { title: "Hakkımızda" } });

    const redirects = Object.fromEntries(
      (await db.selectFrom("redirects").select(["source", "target", "origin"]).execute()).map((row) => [
        row.source,
        [row.target, row.origin],
      ]),
    );
    expect(redirects).toEqual({
      "/author/leyla": [`/blog/author/${author.slug}`, "import"],
      "/tr/category/haberler": ["/blog?category=news&lng=tr", "import"],
      "/category/news": ["/blog?category=news", "import"],
      "/tag/seo": ["/blog?q=SEO", "import"],
      "/2024/05/moving-in": ["/blog/moving-in", "import"],
      "/?p=100": ["/blog/moving-in", "import"],
      "/tr/2024/05/tasiniyoruz": ["/blog/tasiniyoruz", "import"],
      "/tr/hakkimizda": ["/about-2?lng=tr", "import"],
    });
    expect(report.lines).toContainEqual({
      kind: "redirect",
      outcome: "unsupported",
      title: "/about/",
      detail: "this site's own page",
    });
  });

  it("a second run creates nothing and changes nothing", async () => {
    const before = await snapshot(database.db);
    const report = await importSource(reader(site, items()), options(false));
    expect(await snapshot(database.db)).toEqual(before);
    expect(Object.values(report.created).filter((count) => count > 0)).toEqual([]);
    expect(report.skipped).toMatchObject({ author: 1, category: 2, tag: 1, post: 3, page: 2, comment: 1 });
  });

  it("a failed item is undone alone: the items before it in its batch stay, and a later run brings the rest", async () => {
    const batchSite: SourceSite = { format: "wordpress", title: "Batch site", baseUrl: "https://batch.example" };
    const post = (n: number, commentDate = new Date("2025-03-01T10:00:00Z")): SourceItem => ({
      type: "post",
      kind: "post",
      sourceId: `b${n}`,
      title: `Batch post ${n}`,
      slug: `batch-post-${n}`,
      html: "<p>Text.</p>",
      excerpt: "",
      status: "published",
      publishedAt: new Date("2025-03-01T09:00:00Z"),
      categories: [],
      tags: [],
      language: "en",
      comments: [{ sourceId: "1", author: "Reader", email: "reader@example.com", text: "Nice.", date: commentDate }],
      oldPaths: [`/batch-post-${n}/`],
      notes: [],
    });
    const titles = async () =>
      (
        await database.db
          .selectFrom("posts")
          .select("title")
          .where("title", "like", "Batch post %")
          .orderBy("title")
          .execute()
      ).map((row) => row.title);
    const progress: number[] = [];
    // The third post fails after its post row is written (its comment's date cannot be stored).
    const broken = [post(1), post(2), post(3, new Date(Number.NaN)), post(4)];
    await expect(
      importSource(reader(batchSite, broken), {
        ...options(false),
        batchSize: 10,
        onProgress: (done) => void progress.push(done),
      }),
    ).rejects.toThrow();
    // Progress is told of committed items only (a slow machine may commit before the batch is full).
    expect(progress.every((done) => done <= 2)).toBe(true);
    expect(await titles()).toEqual(["Batch post 1", "Batch post 2"]);
    const redirects = await database.db
      .selectFrom("redirects")
      .select("source")
      .where("source", "like", "/batch-post-%")
      .orderBy("source")
      .execute();
    expect(redirects.map((row) => row.source)).toEqual([
      expect.stringContaining("/batch-post-1"),
      expect.stringContaining("/batch-post-2"),
    ]);
    progress.length = 0;

    const report = await importSource(reader(batchSite, [post(1), post(2), post(3), post(4)]), {
      ...options(false),
      batchSize: 2,
      onProgress: (done) => void progress.push(done),
    });
    expect(progress).toContain(2);
    expect(progress.at(-1)).toBe(4);
    expect(report.created).toMatchObject({ post: 2, comment: 2 });
    expect(report.skipped).toMatchObject({ post: 2, comment: 2 });
    expect(await titles()).toEqual(["Batch post 1", "Batch post 2", "Batch post 3", "Batch post 4"]);
  });
});
