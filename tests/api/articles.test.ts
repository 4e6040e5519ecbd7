import { beforeAll, describe, expect, it } from "vitest";
import { languageCodes } from "../../common/i18n/languages";
import { runDuePostChanges } from "../../server/db/post-schedule.server";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";
import { validationText } from "../support/html";

// Articles, the trash and schedules (decision 037): the admin lists a post once with its
// language versions, acts on them in bulk, keeps deleted posts in a trash for 30 days, and
// publishes or takes down versions at a moment.
describe.each(testDialects)("articles, trash and schedules on %s", (dialect) => {
  let admin: string;
  let editor: string;

  const api = apiOnTestDatabase(dialect);
  beforeAll(async () => {
    [admin, editor] = await Promise.all([api.adminToken(), api.editorToken()]);
  });

  const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

  async function createPost(body: Record<string, unknown>, token = admin) {
    const created = await api.call("POST", "/api/posts", {
      token,
      body: { content: "<p>Body</p>", excerpt: "An excerpt", ...body },
    });
    expect(created.status).toBe(201);
    return created.body as { _id: string; slug: string; title: string; status: string; publishAt: string | null };
  }

  /** An English post and its Turkish and Russian versions, the English one published. */
  async function articleInThreeLanguages(title: string, extra: Record<string, unknown> = {}) {
    const en = await createPost({ title, status: "published", ...extra });
    const tr = await createPost({ title: `${title} (TR)`, language: "tr", translationOf: en._id });
    const ru = await createPost({ title: `${title} (RU)`, language: "ru", translationOf: en._id });
    return { en, tr, ru };
  }

  const listArticles = async (query: string, token = editor) => {
    const { status, body } = await api.call(
      "GET",
      `/api/articles?${query.includes("limit=") ? "" : "limit=100&"}${query}`,
      {
        token,
      },
    );
    expect(status).toBe(200);
    return body as {
      articles: { _id: string; title: string; versions: { language: string; id: string; status: string }[] }[];
      total: number;
      authors: { _id: string; name: string }[];
    };
  };
  const bulk = (body: Record<string, unknown>, options: { token?: string; headers?: Record<string, string> } = {}) =>
    api.call("POST", "/api/articles/bulk", { token: editor, ...options, body });
  const visitorSees = async (slug: string) => (await api.call("GET", `/api/posts/${slug}`)).status === 200;

  it("lists an article once, with every version as a badge's data, whatever the languages", async () => {
    const { en, tr, ru } = await articleInThreeLanguages("Grouped article");
    const { articles, total } = await listArticles("q=grouped%20article");
    expect(total).toBe(1);
    expect(articles).toHaveLength(1);
    expect(articles[0]).toMatchObject({
      _id: en._id,
      title: "Grouped article",
      author: { name: "Test Admin" },
      versions: [
        { language: "en", id: en._id, status: "published", publishAt: null, deletedAt: null },
        { language: "tr", id: tr._id, status: "draft" },
        { language: "ru", id: ru._id, status: "draft" },
      ],
    });
  });

  it("filters by language, state, category and author, and pages by article", async () => {
    const category = await api.call("POST", "/api/categories", { token: admin, body: { name: "Filtered" } });
    const byEditor = await createPost({ title: "Editor's filtered piece", category: category.body._id }, editor);
    const { en } = await articleInThreeLanguages("Filtered trio", { category: category.body._id });
    const ids = (page: Awaited<ReturnType<typeof listArticles>>) => page.articles.map((article) => article._id);

    expect(ids(await listArticles(`category=${category.body._id}`)).sort()).toEqual([byEditor._id, en._id].sort());
    expect(ids(await listArticles(`category=${category.body._id}&lang=tr`))).toEqual([en._id]);
    expect(ids(await listArticles(`category=${category.body._id}&status=published`))).toEqual([en._id]);
    // The trio has Turkish and Russian drafts: it is among the drafts too, once.
    expect(ids(await listArticles(`category=${category.body._id}&status=draft`)).sort()).toEqual(
      [byEditor._id, en._id].sort(),
    );
    expect(ids(await listArticles(`category=${category.body._id}&lang=az`))).toEqual([]);
    const everyone = await listArticles(`category=${category.body._id}`);
    const editorId = everyone.authors.find((author) => author.name !== "Test Admin")!._id;
    expect(ids(await listArticles(`category=${category.body._id}&author=${editorId}`))).toEqual([byEditor._id]);
    const firstPage = await listArticles(`category=${category.body._id}&limit=1&page=1`);
    const secondPage = await listArticles(`category=${category.body._id}&limit=1&page=2`);
    expect(firstPage.total).toBe(2);
    expect([...ids(firstPage), ...ids(secondPage)].sort()).toEqual([byEditor._id, en._id].sort());
  });

  it("refuses a bad filter with 400, and the list without a staff token", async () => {
    for (const query of ["status=archived", "lang=de", "limit=0", "page=x"]) {
      const { status, body } = await api.call("GET", `/api/articles?${query}`, { token: editor });
      expect(status, query).toBe(400);
      expect(body.message).toBeTruthy();
    }
    expect((await api.call("GET", "/api/articles")).status).toBe(401);
    expect((await api.call("GET", "/api/articles", { token: "forged.token.value" })).status).toBe(401);
  });

  it("publishes, unpublishes and trashes every version of the chosen articles, or one language's", async () => {
    const { en, tr, ru } = await articleInThreeLanguages("Bulk trio");
    const published = await bulk({ ids: [en._id], action: "publish", language: "tr" });
    expect(published.status).toBe(200);
    expect(published.body).toEqual({ ids: [tr._id] });
    expect(await visitorSees(tr.slug)).toBe(true);
    expect(await visitorSees(ru.slug)).toBe(false);

    const all = await bulk({ ids: [en._id], action: "publish" });
    expect(all.body.ids).toEqual([ru._id]);
    const down = await bulk({ ids: [en._id, "no-such-article"], action: "unpublish" });
    expect(down.body.ids.sort()).toEqual([en._id, tr._id, ru._id].sort());
    expect(await visitorSees(en.slug)).toBe(false);

    const trashed = await bulk({ ids: [en._id], action: "trash", language: "ru" });
    expect(trashed.body.ids).toEqual([ru._id]);
    const { articles } = await listArticles("q=bulk%20trio");
    expect(articles[0]!.versions.find((version) => version.language === "ru")).toMatchObject({
      deletedAt: expect.any(String),
    });
    expect((await listArticles("q=bulk%20trio&status=trash")).articles.map((article) => article._id)).toEqual([en._id]);

    // Activity names each version changed and who did it.
    const activity = await api.call("GET", "/api/activity?subject=post", { token: admin });
    expect(activity.body.items[0]).toMatchObject({ kind: "post.trashed", subjectId: ru._id });
  });

  it("refuses a bulk action without a valid staff token, and bad ids or actions with 400 in the visitor's language", async () => {
    expect((await bulk({ ids: ["x"], action: "publish" }, { token: "" })).status).toBe(401);
    expect((await bulk({ ids: ["x"], action: "publish" }, { token: "forged.token.value" })).status).toBe(401);
    const empty = await bulk({ ids: [], action: "publish" }, { headers: { "accept-language": "ru" } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ ids: validationText("ru", "validation.required") });
    const tooMany = await bulk({ ids: Array.from({ length: 101 }, (_, n) => `id-${n}`), action: "trash" });
    expect(tooMany.status).toBe(400);
    const badAction = await bulk({ ids: ["x"], action: "archive" }, { headers: { "accept-language": "az" } });
    expect(badAction.body.errors).toEqual({ action: validationText("az", "validation.choice") });
    const badIds = await bulk({ ids: [42, { $ne: null }], action: "publish" });
    expect(badIds.status).toBe(400);
    expect((await bulk({ ids: ["x"], action: "publish", language: "de" })).status).toBe(400);
  });

  it("moves a deleted post to the trash: gone from the site, sitemap, feed, search and counts; restored as a draft", async () => {
    const category = await api.call("POST", "/api/categories", { token: admin, body: { name: "Trashable" } });
    const post = await createPost({ title: "Trashable news", status: "published", category: category.body._id });
    const sitemap = async () => (await fetch(`${api.url}/sitemap.xml`)).text();
    const feed = async () => (await fetch(`${api.url}/rss.xml`)).text();
    expect(await sitemap()).toContain(post.slug);
    expect(await feed()).toContain("Trashable news");

    expect((await api.call("DELETE", `/api/posts/${post._id}`, { token: editor })).status).toBe(204);
    expect(await visitorSees(post.slug)).toBe(false);
    expect(await sitemap()).not.toContain(post.slug);
    expect(await feed()).not.toContain("Trashable news");
    expect((await api.call("GET", "/api/posts?q=trashable")).body.total).toBe(0);
    expect((await api.call("GET", "/api/posts?q=trashable", { token: editor })).body.total).toBe(0);
    const categories = await api.call("GET", "/api/categories", { token: admin });
    expect(categories.body.find((item: { _id: string }) => item._id === category.body._id).postCount).toBe(0);
    expect((await listArticles("q=trashable")).total).toBe(0);
    expect((await listArticles("q=trashable&status=trash")).total).toBe(1);

    // Saving a version in the trash would publish it from there: refused until restored.
    const edit = await api.call("PUT", `/api/posts/${post._id}`, {
      token: editor,
      body: { title: "Trashable news", content: "<p>x</p>", excerpt: "x", status: "published" },
      headers: { "accept-language": "tr" },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("Bu yazı çöp kutusunda: düzenlemeden önce geri alın.");

    expect((await bulk({ ids: [post._id], action: "restore" })).body.ids).toEqual([post._id]);
    const restored = await api.call("GET", `/api/posts/${post._id}`, { token: editor });
    expect(restored.body).toMatchObject({ status: "draft", deletedAt: null, slug: post.slug });
    expect(await visitorSees(post.slug)).toBe(false);
  });

  it("deletes for good only what is in the trash, and empties the trash after 30 days", async () => {
    const kept = await createPost({ title: "Not in the trash" });
    expect((await bulk({ ids: [kept._id], action: "delete" })).body.ids).toEqual([]);
    const purged = await createPost({ title: "Purged by hand" });
    await api.call("DELETE", `/api/posts/${purged._id}`, { token: editor });
    expect((await bulk({ ids: [purged._id], action: "delete" })).body.ids).toEqual([purged._id]);
    expect((await api.call("GET", `/api/posts/${purged._id}`, { token: editor })).status).toBe(404);

    const old = await createPost({ title: "Thirty days in the trash" });
    await api.call("DELETE", `/api/posts/${old._id}`, { token: editor });
    const day = 24 * 60 * 60 * 1000;
    expect((await runDuePostChanges(api.database.db, new Date(Date.now() + 29 * day))).purged).toEqual([]);
    const late = await runDuePostChanges(api.database.db, new Date(Date.now() + 30 * day + 1000));
    expect(late.purged.map((row) => row.id)).toContain(old._id);
    expect((await api.call("GET", `/api/posts/${old._id}`, { token: editor })).status).toBe(404);
    expect((await api.call("GET", `/api/posts/${kept._id}`, { token: editor })).status).toBe(200);
  });

  it("schedules a draft to be published and a version to be taken down, at their moments", async () => {
    const publishAt = inAMinute();
    const scheduled = await createPost({ title: "Scheduled piece", publishAt }, editor);
    expect(scheduled).toMatchObject({ status: "draft", publishAt });
    expect((await listArticles("status=scheduled")).articles.map((article) => article._id)).toContain(scheduled._id);
    expect((await listArticles("status=draft")).articles.map((article) => article._id)).not.toContain(scheduled._id);
    expect(await visitorSees(scheduled.slug)).toBe(false);

    // Not before its moment; at it, once.
    expect((await runDuePostChanges(api.database.db, new Date(Date.parse(publishAt) - 1000))).published).toEqual([]);
    const due = await runDuePostChanges(api.database.db, new Date(Date.parse(publishAt) + 10));
    expect(due.published.map((row) => row.id)).toEqual([scheduled._id]);
    expect((await runDuePostChanges(api.database.db, new Date(Date.parse(publishAt) + 20))).published).toEqual([]);
    const live = await api.call("GET", `/api/posts/${scheduled.slug}`);
    expect(live.body).toMatchObject({ status: "published", publishAt: null, publishedAt: publishAt });

    const unpublishAt = inAMinute();
    const update = await api.call("PUT", `/api/posts/${scheduled._id}`, {
      token: admin,
      body: { title: "Scheduled piece", content: "<p>x</p>", excerpt: "x", status: "published", unpublishAt },
    });
    expect(update.body).toMatchObject({ status: "published", unpublishAt });
    const down = await runDuePostChanges(api.database.db, new Date(Date.parse(unpublishAt) + 10));
    expect(down.unpublished.map((row) => row.id)).toEqual([scheduled._id]);
    expect(await visitorSees(scheduled.slug)).toBe(false);
  });

  it("publishing now drops a publishing time; the trash drops both schedules", async () => {
    const now = await createPost({ title: "Published now", status: "published", publishAt: inAMinute() });
    expect(now).toMatchObject({ status: "published", publishAt: null });
    const later = await createPost({ title: "Trashed while scheduled", publishAt: inAMinute() });
    await api.call("DELETE", `/api/posts/${later._id}`, { token: editor });
    const trashed = await api.call("GET", `/api/posts/${later._id}`, { token: editor });
    expect(trashed.body).toMatchObject({ publishAt: null, unpublishAt: null, status: "draft" });
  });

  it.each(languageCodes)("refuses a moment in the past or a bad date, saying so in %s", async (language) => {
    const headers = { "accept-language": language };
    const past = await api.call("POST", "/api/posts", {
      token: editor,
      headers,
      body: { title: "Too late", content: "<p>x</p>", excerpt: "x", publishAt: "2020-01-01T10:00:00Z" },
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ publishAt: validationText(language, "validation.scheduleInPast") });
    const badDate = await api.call("POST", "/api/posts", {
      token: editor,
      headers,
      body: { title: "Bad date", content: "<p>x</p>", excerpt: "x", unpublishAt: "next tuesday" },
    });
    expect(badDate.body.errors).toEqual({ unpublishAt: validationText(language, "validation.dateTime") });
    const backwards = await api.call("POST", "/api/posts", {
      token: editor,
      headers,
      body: {
        title: "Backwards",
        content: "<p>x</p>",
        excerpt: "x",
        publishAt: new Date(Date.now() + 120_000).toISOString(),
        unpublishAt: inAMinute(),
      },
    });
    expect(backwards.body.errors).toEqual({
      unpublishAt: validationText(language, "validation.unpublishBeforePublish"),
    });
  });

  it("reads a schedule with any offset and answers it in UTC", async () => {
    const at = new Date(Date.now() + 3_600_000);
    const withOffset = `${new Date(at.getTime() + 4 * 3_600_000).toISOString().slice(0, 19)}+04:00`;
    const post = await createPost({ title: "Baku time", publishAt: withOffset });
    expect(post.publishAt).toBe(new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString());
  });

  it.each([
    ["ru", "Как ускорить сайт малого бизнеса", "kak-uskorit-sayt-malogo-biznesa"],
    ["tr", "Küçük işletmeler için hızlı web siteleri", "kucuk-isletmeler-icin-hizli-web-siteleri"],
    ["az", "Kiçik biznes üçün sürətli veb-saytlar", "kicik-biznes-ucun-suretli-veb-saytlar"],
  ])("makes a %s version's slug from its own title", async (language, title, slug) => {
    const source = await createPost({ title: `Source for ${language}` });
    const version = await createPost({ title, language, translationOf: source._id });
    expect(version.slug).toBe(slug);
  });

  it("counts articles on the dashboard, not versions", async () => {
    const before = (await api.call("GET", "/api/dashboard", { token: admin })).body.stats.publishedPosts.value;
    const { en } = await articleInThreeLanguages("Counted once");
    await bulk({ ids: [en._id], action: "publish" });
    const after = (await api.call("GET", "/api/dashboard", { token: admin })).body.stats.publishedPosts.value;
    expect(after).toBe(before + 1);
  });

  it("tells every staff member the agency's time zone; admins set it, checked as an IANA name", async () => {
    expect((await api.call("GET", "/api/settings/time-zone", { token: editor })).body).toEqual({
      timeZone: "Asia/Baku",
    });
    expect((await api.call("GET", "/api/settings/time-zone")).status).toBe(401);
    const settings = (await api.call("GET", "/api/settings", { token: admin })).body;
    const refused = await api.call("PUT", "/api/settings", {
      token: admin,
      body: { ...settings, timeZone: "Mars/Olympus" },
      headers: { "accept-language": "az" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ timeZone: validationText("az", "validation.timeZone") });
    const saved = await api.call("PUT", "/api/settings", {
      token: admin,
      body: { ...settings, timeZone: "Europe/Istanbul" },
    });
    expect(saved.status).toBe(200);
    expect((await api.call("GET", "/api/settings/time-zone", { token: editor })).body.timeZone).toBe("Europe/Istanbul");
  });
});
