import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { ImportFileError, type SourceItem, type SourcePost, type SourceTerm } from "../source-model.server";
import { readExport } from "./detect.server";
import { readGhost } from "./ghost.server";

// A Ghost 5 export as "Settings → Labs → Export" writes it: `{db: [{meta, data}]}` with the
// tables as arrays of rows, posts carrying Lexical or mobiledoc (as a JSON string) and the
// stored html, and `__GHOST_URL__` standing for the site's address.

const lexical = {
  root: {
    type: "root",
    children: [
      {
        type: "paragraph",
        children: [
          { type: "extended-text", text: "Hello ", format: 0 },
          { type: "extended-text", text: "bold", format: 1 },
          { type: "text", text: " and ", format: 0 },
          { type: "text", text: "both", format: 3 },
          { type: "linebreak" },
          {
            type: "link",
            url: "https://example.com/?a=1&b=2",
            children: [{ type: "text", text: "a link", format: 0 }],
          },
          { type: "text", text: " <code>", format: 16 },
        ],
      },
      { type: "paragraph", children: [] },
      { type: "extended-heading", tag: "h2", children: [{ type: "text", text: "A heading", format: 0 }] },
      {
        type: "list",
        listType: "number",
        tag: "ol",
        start: 1,
        children: [
          { type: "listitem", children: [{ type: "text", text: "First", format: 0 }] },
          {
            type: "listitem",
            children: [
              {
                type: "list",
                listType: "bullet",
                tag: "ul",
                start: 1,
                children: [{ type: "listitem", children: [{ type: "text", text: "Nested", format: 0 }] }],
              },
            ],
          },
        ],
      },
      { type: "extended-quote", children: [{ type: "text", text: "Quoted", format: 2 }] },
      { type: "aside", children: [{ type: "text", text: "Pulled", format: 0 }] },
      {
        type: "image",
        src: "__GHOST_URL__/content/images/2026/01/team.jpg",
        alt: "The team",
        caption: "Our <b>team</b>",
        width: 1200,
        height: 800,
        cardWidth: "wide",
      },
      { type: "codeblock", code: "const a = 1 < 2;", language: "javascript", caption: "" },
      { type: "html", html: '<div class="custom">Raw</div>' },
      { type: "markdown", markdown: "# Mark\n\n- down" },
      { type: "horizontalrule" },
      {
        type: "bookmark",
        url: "https://ghost.org/",
        metadata: {
          title: "Ghost",
          description: "Publishing",
          icon: "https://ghost.org/icon.png",
          thumbnail: "",
          publisher: "Ghost",
          author: "",
        },
        caption: "",
      },
      { type: "callout", calloutText: "<p>Note this</p>", calloutEmoji: "💡", backgroundColor: "blue" },
      { type: "signup", header: "Subscribe" },
      { type: "paywall" },
    ],
    direction: "ltr",
    format: "",
    indent: 0,
    version: 1,
  },
};

const mobiledoc = {
  version: "0.3.1",
  atoms: [["soft-return", "", {}]],
  cards: [
    ["code", { code: "echo hi\n\necho bye", language: "bash" }],
    ["hr", {}],
    ["gallery", { images: [{ src: "__GHOST_URL__/content/images/a.jpg", width: 10, height: 10, row: 0, alt: "A" }] }],
  ],
  markups: [["strong"], ["a", ["href", "https://example.com/"]], ["em"]],
  sections: [
    [
      1,
      "p",
      [
        [0, [], 0, "Plain "],
        [0, [0], 1, "strong"],
        [0, [], 0, " then "],
        [0, [1, 2], 2, "linked"],
        [1, [], 0, 0],
        [0, [], 0, "after"],
      ],
    ],
    [1, "h3", [[0, [], 0, "Sub"]]],
    [3, "ul", [[[0, [], 0, "one"]], [[0, [], 0, "two"]]]],
    [2, "__GHOST_URL__/content/images/old.jpg"],
    [10, 0],
    [10, 1],
    [10, 2],
  ],
};

function ghostExport() {
  return {
    db: [
      {
        meta: { exported_on: 1764300000000, version: "5.101.0" },
        data: {
          posts: [
            {
              id: "p1",
              uuid: "u-1",
              title: "Lexical post",
              slug: "lexical-post",
              lexical: JSON.stringify(lexical),
              mobiledoc: null,
              html: null,
              feature_image: "__GHOST_URL__/content/images/2026/01/cover.jpg",
              type: "post",
              status: "published",
              visibility: "public",
              created_at: "2026-01-10T09:00:00.000Z",
              updated_at: "2026-01-12T09:00:00.000Z",
              published_at: "2026-01-11T09:00:00.000Z",
              custom_excerpt: "Short story.",
            },
            {
              id: "p2",
              title: "Mobiledoc post",
              slug: "mobiledoc-post",
              lexical: null,
              mobiledoc: JSON.stringify(mobiledoc),
              html: null,
              feature_image: null,
              type: "post",
              status: "draft",
              published_at: null,
              updated_at: "2026-01-13T09:00:00.000Z",
            },
            {
              id: "p3",
              title: "Stored HTML",
              slug: "stored-html",
              lexical: JSON.stringify({
                root: { children: [{ type: "paragraph", children: [{ type: "text", text: "Not this", format: 0 }] }] },
              }),
              html: '<p>Stored <a href="__GHOST_URL__/lexical-post/">html</a></p>',
              type: "post",
              status: "scheduled",
              published_at: "2027-02-01T09:00:00.000Z",
            },
            {
              id: "p4",
              title: "About",
              slug: "about",
              lexical: JSON.stringify({
                root: {
                  children: [{ type: "paragraph", children: [{ type: "text", text: "We are here.", format: 0 }] }],
                },
              }),
              html: null,
              type: "page",
              status: "published",
              published_at: "2025-06-01T09:00:00.000Z",
            },
          ],
          posts_meta: [
            {
              id: "m1",
              post_id: "p1",
              meta_title: "Lexical, for search",
              meta_description: "What search shows.",
              feature_image_alt: "A cover",
            },
          ],
          tags: [
            { id: "t1", name: "News", slug: "news", description: "What is new", visibility: "public" },
            { id: "t2", name: "Growth", slug: "growth", visibility: "public" },
            { id: "t3", name: "#hidden", slug: "hash-hidden", visibility: "internal" },
            { id: "t4", name: "Unused", slug: "unused", visibility: "public" },
          ],
          posts_tags: [
            { id: "pt1", post_id: "p1", tag_id: "t2", sort_order: 2 },
            { id: "pt2", post_id: "p1", tag_id: "t3", sort_order: 0 },
            { id: "pt3", post_id: "p1", tag_id: "t1", sort_order: 1 },
            { id: "pt4", post_id: "p2", tag_id: "t2", sort_order: 0 },
          ],
          users: [
            {
              id: "u1",
              name: "Ayşe Yılmaz",
              slug: "ayse",
              email: "ayse@old.example",
              bio: "Writes.",
              profile_image: "__GHOST_URL__/content/images/ayse.jpg",
            },
            { id: "u2", name: "Ivan", slug: "ivan", email: "ivan@old.example", bio: null, profile_image: null },
          ],
          posts_authors: [
            { id: "pa1", post_id: "p1", author_id: "u1", sort_order: 0 },
            { id: "pa2", post_id: "p1", author_id: "u2", sort_order: 1 },
            { id: "pa3", post_id: "p2", author_id: "u2", sort_order: 0 },
            { id: "pa4", post_id: "p3", author_id: "u1", sort_order: 0 },
          ],
          settings: [{ id: "s1", key: "title", value: "Old Ghost" }],
        },
      },
    ],
  };
}

async function readAll(reader: Awaited<ReturnType<typeof readGhost>>) {
  const items: SourceItem[] = [];
  for await (const item of reader.items) items.push(item);
  return items;
}

const stream = (text: string) => Readable.from([Buffer.from(text, "utf8")]);

describe("the Ghost reader", () => {
  it("reads authors, primary tags as categories, other tags, posts and pages as Ghost renders them", async () => {
    const reader = await readGhost(stream(JSON.stringify(ghostExport(), null, 2)), { baseUrl: "https://old.example/" });
    expect(reader.site).toEqual({ format: "ghost", title: "Old Ghost", baseUrl: "https://old.example" });
    const items = await readAll(reader);
    expect(items.map((item) => item.type)).toEqual([
      "author",
      "author",
      "term",
      "term",
      "term",
      "term",
      "post",
      "post",
      "post",
      "post",
    ]);

    expect(items[0]).toEqual({
      type: "author",
      sourceId: "u1",
      login: "ayse",
      name: "Ayşe Yılmaz",
      email: "ayse@old.example",
      bio: "Writes.",
      photoUrl: "https://old.example/content/images/ayse.jpg",
      oldPaths: ["/author/ayse/"],
    });
    expect(items[1]).toMatchObject({ sourceId: "u2", login: "ivan", oldPaths: ["/author/ivan/"] });

    const terms = items.filter((item): item is SourceTerm => item.type === "term");
    expect(terms.map(({ kind, sourceId, slug, oldPaths }) => ({ kind, sourceId, slug, oldPaths }))).toEqual([
      { kind: "category", sourceId: "t1", slug: "news", oldPaths: ["/tag/news/"] },
      { kind: "category", sourceId: "t2", slug: "growth", oldPaths: ["/tag/growth/"] },
      { kind: "tag", sourceId: "t2", slug: "growth", oldPaths: [] },
      { kind: "tag", sourceId: "t4", slug: "unused", oldPaths: ["/tag/unused/"] },
    ]);
    expect(terms[0]!.description).toBe("What is new");

    const posts = items.filter((item): item is SourcePost => item.type === "post");
    const [lexicalPost, mobiledocPost, storedPost, page] = posts;

    expect(lexicalPost).toMatchObject<Partial<SourcePost>>({
      kind: "post",
      sourceId: "p1",
      slug: "lexical-post",
      status: "published",
      publishedAt: new Date("2026-01-11T09:00:00.000Z"),
      updatedAt: new Date("2026-01-12T09:00:00.000Z"),
      excerpt: "Short story.",
      author: { sourceId: "u1" },
      categories: ["news"],
      tags: ["growth"],
      featuredImage: { url: "https://old.example/content/images/2026/01/cover.jpg", alt: "A cover" },
      seoTitle: "Lexical, for search",
      seoDescription: "What search shows.",
      comments: [],
      oldPaths: ["/lexical-post/"],
    });
    expect(lexicalPost!.notes).toEqual(["card:signup", "card:paywall", "internal-tag:#hidden"]);
    const html = lexicalPost!.html;
    expect(html).toContain(
      '<p>Hello <strong>bold</strong> and <strong><em>both</em></strong><br><a href="https://example.com/?a=1&amp;b=2">a link</a><code> &lt;code&gt;</code></p>',
    );
    expect(html).not.toContain("<p></p>");
    expect(html).toContain("<h2>A heading</h2>");
    expect(html).toContain("<ol><li>First</li><li><ul><li>Nested</li></ul></li></ol>");
    expect(html).toContain("<blockquote><p><em>Quoted</em></p></blockquote>");
    expect(html).toContain('<blockquote class="kg-blockquote-alt">Pulled</blockquote>');
    expect(html).toContain(
      '<figure class="kg-card kg-image-card kg-width-wide kg-card-hascaption"><img src="https://old.example/content/images/2026/01/team.jpg" class="kg-image" alt="The team" loading="lazy" width="1200" height="800"><figcaption>Our <b>team</b></figcaption></figure>',
    );
    expect(html).toContain('<pre><code class="language-javascript">const a = 1 &lt; 2;</code></pre>');
    expect(html).toContain('<div class="custom">Raw</div>');
    expect(html).toContain("<h1>Mark</h1>");
    expect(html).toContain("<li>down</li>");
    expect(html).toContain("<hr>");
    expect(html).toContain('<a class="kg-bookmark-container" href="https://ghost.org/">');
    expect(html).toContain('<div class="kg-bookmark-title">Ghost</div>');
    expect(html).toContain(
      '<div class="kg-card kg-callout-card kg-callout-card-blue"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text"><p>Note this</p></div></div>',
    );

    expect(mobiledocPost).toMatchObject({
      status: "draft",
      author: { sourceId: "u2" },
      categories: ["growth"],
      tags: [],
      excerpt: "",
    });
    expect(mobiledocPost!.publishedAt).toBeUndefined();
    expect(mobiledocPost!.featuredImage).toBeUndefined();
    expect(mobiledocPost!.html).toBe(
      [
        '<p>Plain <strong>strong</strong> then <a href="https://example.com/"><em>linked</em></a><br>after</p>',
        "<h3>Sub</h3>",
        "<ul><li>one</li><li>two</li></ul>",
        '<figure class="kg-card kg-image-card"><img src="https://old.example/content/images/old.jpg" class="kg-image" alt="" loading="lazy"></figure>',
        '<pre><code class="language-bash">echo hi\n\necho bye</code></pre>',
        "<hr>",
        '<figure class="kg-card kg-gallery-card kg-width-wide"><div class="kg-gallery-container"><div class="kg-gallery-row"><div class="kg-gallery-image"><img src="https://old.example/content/images/a.jpg" alt="A" loading="lazy" width="10" height="10"></div></div></div></figure>',
      ].join("\n"),
    );

    // Stored html wins over the document it was rendered from.
    expect(storedPost).toMatchObject({
      status: "scheduled",
      publishedAt: new Date("2027-02-01T09:00:00.000Z"),
      html: '<p>Stored <a href="https://old.example/lexical-post/">html</a></p>',
      categories: [],
      tags: [],
    });
    expect(page).toMatchObject({ kind: "page", slug: "about", html: "<p>We are here.</p>", oldPaths: ["/about/"] });
    expect(page!.author).toBeUndefined();
  });

  it("leaves Ghost's own address out when the old site's address is not given", async () => {
    const reader = await readGhost(stream(JSON.stringify(ghostExport())));
    expect(reader.site.baseUrl).toBeUndefined();
    const items = await readAll(reader);
    const post = items.find((item): item is SourcePost => item.type === "post")!;
    expect(post.featuredImage).toEqual({ url: "/content/images/2026/01/cover.jpg", alt: "A cover" });
    expect(post.html).toContain('src="/content/images/2026/01/team.jpg"');
  });

  it("names the line of malformed JSON", async () => {
    const lines = JSON.stringify(ghostExport(), null, 2).split("\n");
    const broken = lines.findIndex((line) => line.includes('"slug": "mobiledoc-post"'));
    lines[broken] = lines[broken]!.replace(/,$/, "");
    await expect(readGhost(stream(lines.join("\n")))).rejects.toThrow(
      new RegExp(`not valid JSON.*\\(line ${broken + 2}\\)`),
    );

    // A fault Node's message gives no position for.
    const bare = lines.slice();
    bare[broken] = '    "slug": mobiledoc,';
    const error = await readGhost(stream(bare.join("\n"))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).line).toBe(broken + 1);
  });

  it("says JSON that is not a Ghost export is not one", async () => {
    await expect(readGhost(stream('{"posts": []}'))).rejects.toThrow(/not a Ghost export/);
    await expect(readGhost(stream(""))).rejects.toThrow(ImportFileError);
  });
});

describe("readExport", () => {
  it("tells a Ghost export from a WordPress one by its first bytes", async () => {
    const ghost = await readExport(
      Readable.from([Buffer.from("\uFEFF  \n"), Buffer.from(JSON.stringify(ghostExport()))]),
    );
    expect(ghost.site.format).toBe("ghost");
    expect((await readAll(ghost)).length).toBe(10);

    const wxr = `<?xml version="1.0" encoding="UTF-8" ?>\n<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>T</title><link>https://old.example</link><wp:wxr_version>1.2</wp:wxr_version></channel></rss>`;
    const wordpress = await readExport(Readable.from([...Buffer.from(wxr)].map((byte) => Buffer.from([byte]))));
    expect(wordpress.site).toEqual({ format: "wordpress", title: "T", baseUrl: "https://old.example" });
    expect(await readAll(wordpress)).toEqual([]);
  });

  it("refuses a file that is neither", async () => {
    await expect(readExport(stream("title,body\nA,B\n"))).rejects.toThrow(
      /neither a WordPress export \(WXR\) nor a Ghost export/,
    );
    await expect(readExport(stream(""))).rejects.toThrow(/empty/);
  });
});
