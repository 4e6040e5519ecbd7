import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin } from "../support/admin-client";
import { scriptsBlockedByPolicy } from "../support/html";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let admin: AdminClient;
let categoryId: string;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAsAdmin(server.url);
  const categories = await fetch(`${server.url}/api/categories`).then((response) => response.json());
  categoryId = (categories as { _id: string; name: string }[]).find((category) => category.name === "Design")!._id;
});
afterAll(() => server?.dispose());

async function fetchText(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

const metaContent = (html: string, attribute: "name" | "property", key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, "g"))].map((match) =>
    decode(match[1]!),
  );
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]);

function expectLanguageAlternates(html: string, path: string) {
  const url = `${server.siteUrl}${path}`;
  expect(alternates(html)).toEqual([
    ["en", url],
    ["tr", `${url}?lng=tr`],
    ["ru", `${url}?lng=ru`],
    ["az", `${url}?lng=az`],
    ["x-default", url],
  ]);
}

describe("the blog list as a crawler receives it", () => {
  it("loads the first card's image at once with high priority (the likely largest paint) and the rest lazily", async () => {
    const { text: html } = await fetchText("/blog");
    // Covers are library images (decision 041); a post without one shows its category's picture.
    const cardImages = [...html.matchAll(/<img src="\/(?:media|images\/blog)\/[^"]+"[^>]*>/g)].map((match) => match[0]);
    expect(cardImages.length).toBeGreaterThan(2);
    expect(cardImages[0]).toContain('loading="eager"');
    expect(cardImages[0]).toContain('fetchPriority="high"');
    for (const image of cardImages.slice(1)) expect(image).toContain('loading="lazy"');
  });

  it("has its title, description, canonical, hreflang, feed link and the published posts", async () => {
    const { status, text: html, headers } = await fetchText("/blog");
    expect(status).toBe(200);
    expect(html).toContain("<title>Blog | Nova Digital</title>");
    expect(metaContent(html, "name", "description")[0]).toMatch(/^Practical articles/);
    expect(html).toContain(`<link rel="canonical" href="${server.siteUrl}/blog"/>`);
    expectLanguageAlternates(html, "/blog");
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="\/rss.xml" title="[^"]+"\/>/);
    expect(metaContent(html, "property", "og:image")).toEqual([
      expect.stringMatching(new RegExp(`^${server.siteUrl}/share/en/blog\\.[\\w-]{12}\\.png$`)),
    ]);
    expect(html).toContain('href="/blog/core-web-vitals-for-small-businesses"');
    expect(html).toContain("Articles found: 8");
    expect(html).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT[^"]+">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/);
    expect(headers.get("cache-control")).toMatch(/max-age=\d+.*stale-while-revalidate=\d+/);
    expect(headers.get("etag")).toMatch(/^W\/"/);
  });

  it("renders a filtered and searched list from its address, for sharing and crawling", async () => {
    const design = await fetchText("/blog?category=design");
    expect(design.text).toContain("Articles found: 2");
    expect(design.text).toContain('href="/blog/accessible-colour-contrast-guide"');
    expect(design.text).not.toContain('href="/blog/core-web-vitals-for-small-businesses"');
    const nothing = await fetchText("/blog?q=zzzz-no-such-words");
    expect(nothing.status).toBe(200);
    expect(nothing.text).toContain("No articles found matching your search");
    // It offers to clear the search with a plain link, keeping a chosen category.
    expect(nothing.text).toMatch(/<a [^>]*href="\/blog"[^>]*>(<svg.*?<\/svg>)?Clear the search<\/a>/);
    const inCategory = await fetchText("/blog?category=design&q=zzzz-no-such-words&lng=az");
    expect(inCategory.text).toMatch(
      /<a [^>]*href="\/blog\?category=design"[^>]*>(<svg.*?<\/svg>)?Axtarışı təmizlə<\/a>/,
    );
  });

  it("shows on each card the post's excerpt, its author and its reading time in the page's language", async () => {
    // 450 words: three minutes at the site's 200 words a minute, the rule the post page uses too.
    const { status, body } = await admin.call("POST", "/api/posts", {
      title: "Cardigans and reading time",
      excerpt: "What a card promises before the visitor opens the article.",
      content: `<p>${"word ".repeat(450)}</p>`,
      status: "published",
    });
    expect(status).toBe(201);
    const card = (html: string) =>
      html.match(/<article[^>]*>(?:(?!<\/article>).)*Cardigans and reading time.*?<\/article>/s)?.[0] ?? "";
    try {
      const english = card((await fetchText("/blog?q=Cardigans")).text);
      expect(english).toContain("What a card promises before the visitor opens the article.");
      expect(english).toContain("By Admin");
      expect(english).toContain("3 min read");
      expect((await fetchText(`/blog/${body.slug}`)).text).toContain("3 min read");

      // Read in Russian, the English post's card says so in its `lang`; its labels are Russian.
      const russian = card((await fetchText("/blog?q=Cardigans&lng=ru")).text);
      expect(russian).toMatch(/^<article lang="en"/);
      expect(russian).toContain("What a card promises before the visitor opens the article.");
      expect(russian).toContain("Автор: Admin");
      expect(russian).toContain("3 мин чтения");
      expect(russian).not.toContain("min read");
    } finally {
      await admin.call("DELETE", `/api/posts/${body._id}`);
    }
  });

  it("answers a repeat visit with 304 when the page has not changed", async () => {
    const first = await fetchText("/blog?lng=ru");
    // fetch() adds `Cache-Control: no-cache` to conditional requests unless one is given.
    const again = await fetch(`${server.url}/blog?lng=ru`, {
      headers: { "if-none-match": first.headers.get("etag")!, "cache-control": "max-age=0" },
    });
    expect(again.status).toBe(304);
    // The browser keeps its copy: the 304's policy must still allow that copy's scripts.
    expect(scriptsBlockedByPolicy(first.text, again.headers.get("content-security-policy") ?? "")).toEqual([]);
  });

  it("serves a cached page as the same bytes in brotli, gzip or plain, each allowed by its policy", async () => {
    const bodies = new Set<string>();
    for (const encoding of ["br", "gzip", "identity", "gzip, deflate, br, zstd"]) {
      const response = await fetch(`${server.url}/blog`, { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("content-encoding") ?? "identity").toBe(encoding.includes("br") ? "br" : encoding);
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
      const html = await response.text(); // fetch() decodes brotli and gzip
      expect(scriptsBlockedByPolicy(html, response.headers.get("content-security-policy") ?? "")).toEqual([]);
      bodies.add(html);
    }
    expect(bodies.size).toBe(1);
  });
});

describe("a post page as a crawler receives it", () => {
  let slug: string;
  beforeAll(async () => {
    const { status, body } = await admin.call("POST", "/api/posts", {
      title: "Crawlable post about <b>grids</b>",
      excerpt: "The excerpt stands in for an empty SEO description.",
      content: "<h2>Grids</h2><p>Text with <strong>bold</strong> words &amp; more.</p>",
      category: categoryId,
      tags: ["layout", "css"],
      status: "published",
      image: "/images/blog/default-design.svg",
      seo: { title: "Grids in practice", description: "", keywords: ["css grid", "layout"] },
    });
    expect(status).toBe(201);
    slug = body.slug;
  });

  it("carries title, description fallback, keywords, canonical, robots, Open Graph and article tags", async () => {
    const { status, text: html } = await fetchText(`/blog/${slug}`);
    expect(status).toBe(200);
    expect(html).toContain("<title>Grids in practice | Nova Digital</title>");
    expect(metaContent(html, "name", "description")).toEqual(["The excerpt stands in for an empty SEO description."]);
    expect(metaContent(html, "name", "keywords")).toEqual(["css grid, layout"]);
    expect(metaContent(html, "name", "robots")).toEqual(["index, follow"]);
    expect(html).toContain(`<link rel="canonical" href="${server.siteUrl}/blog/${slug}"/>`);
    // A post's alternates are its published versions (decision 021): this one has only English.
    expect(alternates(html)).toEqual([
      ["en", `${server.siteUrl}/blog/${slug}`],
      ["x-default", `${server.siteUrl}/blog/${slug}`],
    ]);
    expect(metaContent(html, "property", "og:type")).toEqual(["article"]);
    expect(metaContent(html, "property", "og:title")).toEqual(["Grids in practice | Nova Digital"]);
    expect(metaContent(html, "property", "og:url")).toEqual([`${server.siteUrl}/blog/${slug}`]);
    // The post's share card, not its cover (docs/decisions/022).
    expect(metaContent(html, "property", "og:image")).toEqual([
      expect.stringMatching(new RegExp(`^${server.siteUrl}/share/en/blog/${slug}\\.[\\w-]{12}\\.png$`)),
    ]);
    expect(metaContent(html, "property", "og:image:alt")).toEqual(["Crawlable post about <b>grids</b>"]);
    expect(metaContent(html, "name", "twitter:card")).toEqual(["summary_large_image"]);
    expect(metaContent(html, "property", "article:published_time")[0]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(metaContent(html, "property", "article:modified_time")[0]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(metaContent(html, "property", "article:section")).toEqual(["Design"]);
    expect(metaContent(html, "property", "article:tag")).toEqual(["layout", "css"]);
    // The page itself: header, sanitised content, tags, reading time, related posts.
    expect(html).toMatch(/<h1[^>]*>Crawlable post about &lt;b&gt;grids&lt;\/b&gt;<\/h1>/);
    expect(html).toContain("<h2>Grids</h2><p>Text with <strong>bold</strong> words &amp; more.</p>");
    expect(html).toContain("1 min read");
    expect(html).toMatch(/#(<!-- -->)?layout</);
    expect(html).toContain("Related articles");
    expect(html).toContain('href="/blog/accessible-colour-contrast-guide"');
  });

  it("has BlogPosting and BreadcrumbList data whose article body has no markup", async () => {
    // Opened by a Turkish visitor, the English post's page is English throughout (decision 039).
    const { text: html } = await fetchText(`/blog/${slug}`, { cookie: "i18next=tr" });
    const [posting, breadcrumbs] = jsonLd(html);
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "Crawlable post about <b>grids</b>",
      description: "The excerpt stands in for an empty SEO description.",
      url: `${server.siteUrl}/blog/${slug}`,
      image: [`${server.siteUrl}/images/blog/default-design.svg`],
      // Its author is a person with a page of their own (decision 039).
      author: { "@type": "Person", name: "Admin", url: `${server.siteUrl}/blog/author/admin` },
      publisher: { "@type": "Organization", name: "Nova Digital" },
      inLanguage: "en",
    });
    expect(posting.articleBody).toBe("Grids Text with bold words & more.");
    expect(posting.articleBody).not.toMatch(/<[a-z/]/i);
    expect(posting.datePublished).toMatch(/^\d{4}-/);
    expect(posting.dateModified).toMatch(/^\d{4}-/);
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      "Blog",
      "Crawlable post about <b>grids</b>",
    ]);
    expect(html).toContain(`<link rel="canonical" href="${server.siteUrl}/blog/${slug}"/>`);
  });
});

describe("publishing, unpublishing and deleting", () => {
  const inList = async (slug: string) => (await fetchText("/blog")).text.includes(`href="/blog/${slug}"`);
  const inSitemap = async (slug: string) => (await fetchText("/sitemap.xml")).text.includes(`/blog/${slug}</loc>`);
  const inFeed = async (slug: string) => (await fetchText("/rss.xml")).text.includes(`/blog/${slug}</link>`);
  const everywhere = async (slug: string) => [await inList(slug), await inSitemap(slug), await inFeed(slug)];

  it("a draft is a 404 for a visitor and is listed nowhere; so is an unknown slug", async () => {
    const { body: draft } = await admin.call("POST", "/api/posts", {
      title: "Secret draft",
      excerpt: "Not yet",
      content: "<p>Draft</p>",
    });
    const page = await fetchText(`/blog/${draft.slug}`);
    expect(page.status).toBe(404);
    expect(page.text).toContain("Page not found");
    expect(metaContent(page.text, "name", "robots")).toEqual(["noindex, nofollow"]);
    expect(await everywhere(draft.slug)).toEqual([false, false, false]);
    expect((await fetchText("/blog/no-such-post")).status).toBe(404);
    expect((await fetchText(`/blog/${draft._id}`)).status).toBe(404);
  });

  it("a published post appears in the list, the sitemap and the feed at once, and leaves all three when unpublished or deleted", async () => {
    // Warm every cache first, so the test proves they are cleared.
    await everywhere("x");
    const post = { title: "Fresh news", excerpt: "Just out", content: "<p>News</p>", status: "published" };
    const { body: created } = await admin.call("POST", "/api/posts", post);
    expect(await everywhere(created.slug)).toEqual([true, true, true]);
    expect((await fetchText(`/blog/${created.slug}`)).status).toBe(200);

    await admin.call("PUT", `/api/posts/${created._id}`, { ...post, title: "Fresh news, edited", status: "draft" });
    expect(await everywhere(created.slug)).toEqual([false, false, false]);
    expect((await fetchText(`/blog/${created.slug}`)).status).toBe(404);

    await admin.call("PUT", `/api/posts/${created._id}`, { ...post, title: "Fresh news, edited" });
    const page = await fetchText(`/blog/${created.slug}`);
    expect(page.text).toContain("Fresh news, edited");
    expect(await everywhere(created.slug)).toEqual([true, true, true]);

    expect((await admin.call("DELETE", `/api/posts/${created._id}`)).status).toBe(204);
    expect(await everywhere(created.slug)).toEqual([false, false, false]);
    expect((await fetchText(`/blog/${created.slug}`)).status).toBe(404);
  });
});
