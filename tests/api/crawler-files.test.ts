import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededPublicPagePaths as publicPagePaths } from "../support/seeded-content";
import { newId } from "../../server/db/database.server";
import { launchBrowser } from "../support/browser";
import { startApi, type TestApi } from "../support/api";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

const siteUrl = "https://agency.test";
const sitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9";
const xhtmlNs = "http://www.w3.org/1999/xhtml";

// A real XML parser (the browser's) decides well-formedness and namespaces.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser?.close());

interface ParsedSitemap {
  error: string | null;
  root: string;
  rootNs: string | null;
  urls: { loc: string; lastmod: string; alternates: [string, string][] }[];
}

function parseSitemap(xml: string): Promise<ParsedSitemap> {
  return page.evaluate(
    ({ xml, sitemapNs, xhtmlNs }) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const error = doc.querySelector("parsererror")?.textContent ?? null;
      const urls = [...doc.getElementsByTagNameNS(sitemapNs, "url")].map((url) => ({
        loc: url.getElementsByTagNameNS(sitemapNs, "loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagNameNS(sitemapNs, "lastmod")[0]?.textContent ?? "",
        alternates: [...url.getElementsByTagNameNS(xhtmlNs, "link")].map(
          (link) => [link.getAttribute("hreflang")!, link.getAttribute("href")!] as [string, string],
        ),
      }));
      return { error, root: doc.documentElement.localName, rootNs: doc.documentElement.namespaceURI, urls };
    },
    { xml, sitemapNs, xhtmlNs },
  );
}

function parseFeed(xml: string) {
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    const channel = doc.querySelector("rss > channel");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      atomSelf: doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]?.getAttribute("href") ?? null,
      title: channel?.querySelector(":scope > title")?.textContent,
      language: channel?.querySelector(":scope > language")?.textContent,
      items: [...doc.querySelectorAll("item")].map((item) => ({
        title: item.querySelector("title")?.textContent,
        link: item.querySelector("link")?.textContent,
        pubDate: item.querySelector("pubDate")?.textContent,
        description: item.querySelector("description")?.textContent,
        // What a feed reader shows: the description is HTML to it.
        shown: (() => {
          const html = new DOMParser().parseFromString(
            item.querySelector("description")?.textContent ?? "",
            "text/html",
          );
          return { text: html.body.textContent, elements: html.body.querySelectorAll("*").length };
        })(),
      })),
    };
  }, xml);
}

describe.each(testDialects)("sitemap, feed and robots.txt on %s", (dialect) => {
  let database: TestDatabase;
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    api = await startApi(database, { SITE_URL: siteUrl });
    token = await api.adminToken();
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}`);
    return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
  };
  const createPost = async (body: Record<string, unknown>) =>
    (await api.call("POST", "/api/posts", { token, body: { content: "<p>Body</p>", excerpt: "Excerpt", ...body } }))
      .body;

  it("robots.txt lets crawlers in, keeps them out of /admin and /api, and names the sitemap", async () => {
    const { status, type, text } = await get("/robots.txt");
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api$/m);
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it("the sitemap is well-formed and lists every public page in four languages, every post version and author page, with alternates and lastmod", async () => {
    const published = await createPost({ title: "Listed & found <here>", status: "published" });
    const turkish = await createPost({
      title: "Listelendi ve bulundu",
      status: "published",
      language: "tr",
      translationOf: published._id,
    });
    await createPost({ title: "Taslak çeviri", language: "az", translationOf: published._id });
    const lonely = await createPost({ title: "Only in English", status: "published" });
    const draft = await createPost({ title: "Hidden draft" });
    const { status, type, text } = await get("/sitemap.xml");
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/xml/);
    const sitemap = await parseSitemap(text);
    expect(sitemap.error).toBeNull();
    expect([sitemap.root, sitemap.rootNs]).toEqual(["urlset", sitemapNs]);

    const locs = sitemap.urls.map((url) => url.loc);
    for (const path of publicPagePaths) {
      const url = `${siteUrl}${path}`;
      expect(locs).toEqual(expect.arrayContaining([url, `${url}?lng=tr`, `${url}?lng=ru`, `${url}?lng=az`]));
    }
    expect(locs.some((loc) => loc.includes(draft.slug))).toBe(false);
    expect(locs.some((loc) => loc.includes("taslak"))).toBe(false);
    // A post is listed as its published versions, each at its own address in its own language.
    const english = `${siteUrl}/blog/${published.slug}`;
    const turkishUrl = `${siteUrl}/blog/${turkish.slug}?lng=tr`;
    // …and their author's page in four languages (decision 039), listed like a fixed page.
    expect(sitemap.urls).toHaveLength(publicPagePaths.length * 4 + 3 + 4);
    expect(locs).toContain(`${siteUrl}/blog/author/test-admin`);
    for (const url of sitemap.urls) {
      expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      if (url.loc.includes("/blog/") && !url.loc.includes("/blog/author/")) continue;
      const bare = url.loc.replace(/\?lng=\w+$/, "");
      expect(url.alternates).toEqual([
        ["en", bare],
        ["tr", `${bare}?lng=tr`],
        ["ru", `${bare}?lng=ru`],
        ["az", `${bare}?lng=az`],
        ["x-default", bare],
      ]);
    }
    const versions = [
      ["en", english],
      ["tr", turkishUrl],
      ["x-default", english],
    ];
    const postEntry = sitemap.urls.find((url) => url.loc === english)!;
    expect(postEntry.lastmod).toBe(published.updatedAt);
    expect(postEntry.alternates).toEqual(versions);
    expect(sitemap.urls.find((url) => url.loc === turkishUrl)!.alternates).toEqual(versions);
    const lonelyUrl = `${siteUrl}/blog/${lonely.slug}`;
    expect(sitemap.urls.find((url) => url.loc === lonelyUrl)!.alternates).toEqual([
      ["en", lonelyUrl],
      ["x-default", lonelyUrl],
    ]);
  });

  it("the RSS feed is well-formed RSS 2.0 of the latest published posts, newest first", async () => {
    await createPost({ title: "Older feed post", status: "published" });
    const newer = await createPost({
      title: "Newer feed post",
      excerpt: "Fish & chips <b>bold</b> ]]> &amp; <img src=x>",
      status: "published",
    });
    const draft = await createPost({ title: "Draft feed post" });
    const { status, type, text } = await get("/rss.xml");
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/rss\+xml/);
    const feed = await parseFeed(text);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.atomSelf).toBe(`${siteUrl}/rss.xml`);
    expect(feed.language).toBe("en");
    const titles = feed.items.map((item) => item.title);
    expect(titles.indexOf("Newer feed post")).toBeLessThan(titles.indexOf("Older feed post"));
    expect(titles).not.toContain(draft.title);
    const item = feed.items.find((entry) => entry.title === "Newer feed post")!;
    expect(item.link).toBe(`${siteUrl}/blog/${newer.slug}`);
    // Readers show the excerpt as the text it is, never as markup.
    expect(item.shown).toEqual({ text: "Fish & chips <b>bold</b> ]]> &amp; <img src=x>", elements: 0 });
    expect(new Date(item.pubDate!).toISOString().slice(0, 16)).toBe(newer.publishedAt.slice(0, 16));

    // Each language's feed carries that language's versions only.
    const translated = await createPost({
      title: "Yeni akış yazısı",
      status: "published",
      language: "tr",
      translationOf: newer._id,
    });
    const turkish = await parseFeed((await get("/rss.xml?lng=tr")).text);
    expect(turkish.language).toBe("tr");
    expect(turkish.atomSelf).toBe(`${siteUrl}/rss.xml?lng=tr`);
    expect(turkish.items[0]?.title).toBe("Yeni akış yazısı");
    expect(turkish.items[0]?.link).toBe(`${siteUrl}/blog/${translated.slug}?lng=tr`);
    expect(turkish.items.every((entry) => entry.link?.endsWith("?lng=tr"))).toBe(true);
    const english = await parseFeed((await get("/rss.xml")).text);
    expect(english.items.map((entry) => entry.title)).not.toContain("Yeni akış yazısı");
    expect((await parseFeed((await get("/rss.xml?lng=ru")).text)).items).toEqual([]);
  });

  it("a sitemap part that does not exist is a 404", async () => {
    expect((await get("/sitemap.xml?part=2")).status).toBe(404);
    expect((await get("/sitemap.xml?part=x")).status).toBe(404);
  });
});

describe("with 5,000 published posts", () => {
  let database: TestDatabase;
  let api: TestApi;
  const count = 5000;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    const now = Date.now();
    const rows = Array.from({ length: count }, (_, n) => {
      const at = new Date(now - n * 60_000).toISOString();
      const id = newId();
      return {
        id,
        translationGroup: id,
        title: `Post ${n}`,
        slug: `post-${n}`,
        content: "<p>Body</p>",
        excerpt: "Excerpt",
        tags: "[]",
        status: "published" as const,
        seoTitle: "",
        seoDescription: "",
        seoKeywords: "[]",
        searchText: `post ${n}`,
        createdAt: at,
        updatedAt: at,
        publishedAt: at,
      };
    });
    for (let start = 0; start < count; start += 500) {
      await database.db
        .insertInto("posts")
        .values(rows.slice(start, start + 500))
        .execute();
    }
    api = await startApi(database, { SITE_URL: siteUrl });
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it("the sitemap still lists every post version, and the feed the latest twenty", async () => {
    const sitemap = await (await fetch(`${api.url}/sitemap.xml`)).text();
    expect(sitemap.match(/<url>/g)).toHaveLength(publicPagePaths.length * 4 + count);
    expect(sitemap).toContain(`<loc>${siteUrl}/blog/post-4999</loc>`);
    const feed = await parseFeed(await (await fetch(`${api.url}/rss.xml`)).text());
    expect(feed.error).toBeNull();
    expect(feed.items.map((item) => item.title).slice(0, 2)).toEqual(["Post 0", "Post 1"]);
    expect(feed.items).toHaveLength(20);
  });
});
