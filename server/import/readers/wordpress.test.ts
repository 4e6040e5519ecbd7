import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { wxrDocument, wxrHead, wxrItem, wxrTail, type WxrItem, type WxrTerm } from "../../../tests/support/wxr";
import {
  ImportFileError,
  type SourceAttachment,
  type SourceAuthor,
  type SourceItem,
  type SourcePost,
  type SourceTerm,
} from "../source-model.server";
import { readWordPress } from "./wordpress.server";
import { wpautop } from "./wordpress-content.server";

/** The file in small byte chunks, so elements, CDATA and multi-byte letters are cut mid-way. */
function chunked(text: string, size = 97): Readable {
  const bytes = Buffer.from(text, "utf8");
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return Readable.from(chunks);
}

async function readAll(text: string) {
  const reader = await readWordPress(chunked(text));
  const items: SourceItem[] = [];
  for await (const item of reader.items) items.push(item);
  return { site: reader.site, items };
}

const site = { title: "Old Agency", baseUrl: "https://old.example" };
const authors = [
  { id: 1, login: "admin", email: "admin@old.example", displayName: "Ayşe Admin" },
  { id: 2, login: "editor", email: "editor@old.example" },
];

// Polylang: languages are terms of `language`, a term's language a `term_language` term,
// and each group of translations a `post_translations`/`term_translations` term whose
// description maps language → id.
const polylangTerms: WxrTerm[] = [
  { element: "category", id: 2, slug: "news", name: "News", description: "What is <b>new</b>" },
  { element: "category", id: 5, slug: "haberler", name: "Haberler" },
  { element: "tag", id: 3, slug: "seo", name: "SEO" },
  {
    element: "term",
    id: 40,
    taxonomy: "language",
    slug: "en",
    name: "English",
    description: 'a:3:{s:6:"locale";s:5:"en_US";s:3:"rtl";i:0;s:9:"flag_code";s:2:"us";}',
  },
  {
    element: "term",
    id: 41,
    taxonomy: "language",
    slug: "tr",
    name: "Türkçe",
    description: 'a:3:{s:6:"locale";s:5:"tr_TR";s:3:"rtl";i:0;s:9:"flag_code";s:2:"tr";}',
  },
  { element: "term", id: 42, taxonomy: "term_language", slug: "pll_en", name: "English" },
  {
    element: "term",
    id: 43,
    taxonomy: "term_translations",
    slug: "pll_5f1e2d3c4b",
    name: "pll_5f1e2d3c4b",
    description: 'a:2:{s:2:"en";i:2;s:2:"tr";i:5;}',
  },
  {
    element: "term",
    id: 44,
    taxonomy: "post_translations",
    slug: "pll_6a7b8c9d0e",
    name: "pll_6a7b8c9d0e",
    description: 'a:2:{s:2:"en";i:10;s:2:"tr";i:11;}',
  },
  { element: "term", id: 45, taxonomy: "nav_menu", slug: "main", name: "Main" },
];

const classicContent = `Our first post, with a line
that breaks once.

[caption id="attachment_20" align="aligncenter" width="640"]<a href="https://old.example/team/"><img class="size-full wp-image-20" src="https://old.example/wp-content/uploads/2026/01/team.jpg" alt="The team" width="640" height="480" /></a> The team in Baku[/caption]

[gallery ids="20,21"]

<ul>
<li>One</li>
<li>Two</li>
</ul>
<pre>code
  kept

as is</pre>
Last words with [contact-form-7 id="9"] inside.`;

const gutenbergContent = `<!-- wp:paragraph -->
<p>İlk yazımız, bloklarla.</p>
<!-- /wp:paragraph -->

<!-- wp:image {"id":20,"sizeSlug":"large"} -->
<figure class="wp-block-image size-large"><img src="https://old.example/wp-content/uploads/2026/01/team.jpg" alt="Ekip"/></figure>
<!-- /wp:image -->

<!-- wp:separator /-->`;

const polylangItems: WxrItem[] = [
  {
    id: 20,
    title: "team",
    slug: "team",
    link: "https://old.example/team/",
    type: "attachment",
    status: "inherit",
    attachmentUrl: "https://old.example/wp-content/uploads/2026/01/team.jpg",
    meta: { _wp_attached_file: "2026/01/team.jpg", _wp_attachment_image_alt: "The team" },
  },
  {
    id: 10,
    title: "Hello from the agency",
    slug: "hello-from-the-agency",
    link: "https://old.example/2026/01/hello-from-the-agency/",
    type: "post",
    status: "publish",
    creator: "admin",
    content: classicContent,
    excerpt: "A <em>short</em> hello.",
    dateGmt: "2026-01-15 09:30:00",
    modifiedGmt: "2026-01-20 12:00:00",
    terms: [
      { domain: "category", slug: "news", name: "News" },
      { domain: "post_tag", slug: "seo", name: "SEO" },
      { domain: "language", slug: "en", name: "English" },
      { domain: "post_translations", slug: "pll_6a7b8c9d0e", name: "pll_6a7b8c9d0e" },
    ],
    meta: {
      _thumbnail_id: "20",
      _edit_last: "1",
      _yoast_wpseo_title: "%%title%% %%sep%% %%sitename%%",
      _yoast_wpseo_metadesc: "How we say hello.",
    },
    comments: [
      {
        id: 1,
        author: "Reader",
        email: "reader@example.net",
        dateGmt: "2026-01-16 10:00:00",
        content: "<p>Great <b>post</b> &amp; thanks!</p>",
        approved: "1",
      },
      {
        id: 2,
        author: "Waiting",
        email: "w@example.net",
        dateGmt: "2026-01-16 11:00:00",
        content: "Not yet approved",
        approved: "0",
      },
      {
        id: 3,
        author: "Spammer",
        email: "s@example.net",
        dateGmt: "2026-01-16 12:00:00",
        content: "Buy now",
        approved: "spam",
      },
      {
        id: 4,
        author: "Other blog",
        email: "",
        dateGmt: "2026-01-16 13:00:00",
        content: "Linked here",
        approved: "1",
        type: "pingback",
      },
    ],
  },
  {
    id: 11,
    title: "Ajanstan merhaba",
    slug: "ajanstan-merhaba",
    link: "https://old.example/tr/2026/01/ajanstan-merhaba/",
    type: "post",
    status: "publish",
    creator: "editor",
    content: gutenbergContent,
    dateGmt: "2026-01-15 10:30:00",
    terms: [
      { domain: "category", slug: "haberler", name: "Haberler" },
      { domain: "language", slug: "tr", name: "Türkçe" },
      { domain: "post_translations", slug: "pll_6a7b8c9d0e", name: "pll_6a7b8c9d0e" },
    ],
  },
  {
    id: 12,
    title: "Coming soon",
    slug: "coming-soon",
    link: "https://old.example/?p=12",
    type: "post",
    status: "future",
    content: "Soon.",
    dateGmt: "2027-03-01 08:00:00",
    terms: [{ domain: "language", slug: "en", name: "English" }],
  },
  {
    id: 13,
    title: "Internal notes",
    slug: "internal-notes",
    link: "https://old.example/2026/02/internal-notes/",
    type: "post",
    status: "private",
    content: "Only for us.",
    dateGmt: "2026-02-01 08:00:00",
    // A language the site does not have.
    terms: [{ domain: "language", slug: "de", name: "Deutsch" }],
  },
  {
    id: 14,
    title: "Work in progress",
    slug: "",
    link: "https://old.example/?p=14",
    type: "post",
    status: "draft",
    content: "Half written.",
  },
  {
    id: 15,
    title: "About us",
    slug: "about",
    link: "https://old.example/about/",
    type: "page",
    status: "publish",
    content: "<!-- wp:paragraph --><p>We are an agency.</p><!-- /wp:paragraph -->",
    dateGmt: "2025-06-01 08:00:00",
    terms: [{ domain: "language", slug: "en", name: "English" }],
  },
  { id: 30, title: "Home", slug: "home", link: "https://old.example/home/", type: "nav_menu_item", status: "publish" },
  { id: 31, title: "Deleted", slug: "deleted", link: "https://old.example/deleted/", type: "post", status: "trash" },
  {
    id: 32,
    title: "Hello (revision)",
    slug: "10-revision-v1",
    link: "https://old.example/10-revision-v1/",
    type: "revision",
    status: "inherit",
  },
];

const byType = <T extends SourceItem["type"]>(items: SourceItem[], type: T) =>
  items.filter((item): item is Extract<SourceItem, { type: T }> => item.type === type);

describe("the WordPress reader", () => {
  it("reads a Polylang site's authors, terms, attachments, posts and pages as WordPress showed them", async () => {
    const { site: read, items } = await readAll(wxrDocument(site, authors, polylangTerms, polylangItems));
    expect(read).toEqual({ format: "wordpress", title: "Old Agency", baseUrl: "https://old.example" });

    // File order: authors, then terms, then items as they close.
    expect(items.map((item) => item.type)).toEqual([
      "author",
      "author",
      "term",
      "term",
      "term",
      "attachment",
      "post",
      "post",
      "post",
      "post",
      "post",
      "post",
    ]);

    const [admin, editor] = byType(items, "author");
    expect(admin).toEqual<SourceAuthor>({
      type: "author",
      sourceId: "1",
      login: "admin",
      name: "Ayşe Admin",
      email: "admin@old.example",
      oldPaths: ["/author/admin/"],
    });
    expect(editor!.name).toBe("editor");

    const terms = byType(items, "term");
    expect(terms).toEqual<SourceTerm[]>([
      {
        type: "term",
        kind: "category",
        sourceId: "2",
        slug: "news",
        name: "News",
        description: "What is new",
        language: "en",
        translationGroup: "pll_5f1e2d3c4b",
        oldPaths: ["/category/news/"],
      },
      {
        type: "term",
        kind: "category",
        sourceId: "5",
        slug: "haberler",
        name: "Haberler",
        language: "tr",
        translationGroup: "pll_5f1e2d3c4b",
        oldPaths: ["/category/haberler/"],
      },
      { type: "term", kind: "tag", sourceId: "3", slug: "seo", name: "SEO", oldPaths: ["/tag/seo/"] },
    ]);

    expect(byType(items, "attachment")).toEqual<SourceAttachment[]>([
      {
        type: "attachment",
        sourceId: "20",
        url: "https://old.example/wp-content/uploads/2026/01/team.jpg",
        alt: "The team",
        title: "team",
      },
    ]);

    const posts = byType(items, "post");
    const post = (id: string) => posts.find((candidate) => candidate.sourceId === id)!;
    expect(posts.map((candidate) => candidate.sourceId)).toEqual(["10", "11", "12", "13", "14", "15"]);

    const hello = post("10");
    expect(hello).toMatchObject<Partial<SourcePost>>({
      kind: "post",
      title: "Hello from the agency",
      slug: "hello-from-the-agency",
      excerpt: "A short hello.",
      status: "published",
      publishedAt: new Date("2026-01-15T09:30:00Z"),
      updatedAt: new Date("2026-01-20T12:00:00Z"),
      author: { login: "admin" },
      categories: ["news"],
      tags: ["seo"],
      featuredImage: { attachmentSourceId: "20" },
      seoTitle: "Hello from the agency - Old Agency",
      seoDescription: "How we say hello.",
      language: "en",
      translationGroup: "pll_6a7b8c9d0e",
      oldPaths: ["/2026/01/hello-from-the-agency/", "/?p=10"],
    });
    // Approved comments only, as text; no pingbacks.
    expect(hello.comments).toEqual([
      {
        sourceId: "1",
        author: "Reader",
        email: "reader@example.net",
        text: "Great post & thanks!",
        date: new Date("2026-01-16T10:00:00Z"),
      },
    ]);
    // Classic content is paragraphed as wpautop does; the caption is a figure; other shortcodes stay and are noted.
    expect(hello.html).toContain("<p>Our first post, with a line<br />\nthat breaks once.</p>");
    expect(hello.html).toContain(
      '<figure><a href="https://old.example/team/"><img class="size-full wp-image-20" src="https://old.example/wp-content/uploads/2026/01/team.jpg" alt="The team" width="640" height="480" /></a><figcaption>The team in Baku</figcaption></figure>',
    );
    expect(hello.html).not.toContain("[caption");
    expect(hello.html).toContain('<p>[gallery ids="20,21"]</p>');
    expect(hello.html).toContain("<ul>\n<li>One</li>\n<li>Two</li>\n</ul>");
    expect(hello.html).toContain("<pre>code\n  kept\n\nas is</pre>");
    expect(hello.html).toContain('<p>Last words with [contact-form-7 id="9"] inside.</p>');
    expect(hello.notes).toEqual(["shortcode:[gallery]", "shortcode:[contact-form-7]"]);

    const merhaba = post("11");
    expect(merhaba).toMatchObject({
      language: "tr",
      translationGroup: "pll_6a7b8c9d0e",
      categories: ["haberler"],
      author: { login: "editor" },
    });
    expect(merhaba.oldPaths).toEqual(["/tr/2026/01/ajanstan-merhaba/", "/?p=11"]);
    // Block markup kept as written, block comments gone, no extra paragraphs.
    expect(merhaba.html).not.toContain("wp:");
    expect(merhaba.html).toContain("<p>İlk yazımız, bloklarla.</p>");
    expect(merhaba.html).toContain(
      '<figure class="wp-block-image size-large"><img src="https://old.example/wp-content/uploads/2026/01/team.jpg" alt="Ekip"/></figure>',
    );
    expect(merhaba.html).not.toContain("<p><figure");
    expect(merhaba.notes).toEqual([]);

    expect(post("12")).toMatchObject({
      status: "scheduled",
      publishedAt: new Date("2027-03-01T08:00:00Z"),
      oldPaths: ["/?p=12"],
    });
    expect(post("13")).toMatchObject({ status: "draft", notes: ["status:private", "language:de"] });
    expect(post("13").language).toBeUndefined();
    const draft = post("14");
    expect(draft).toMatchObject({ status: "draft", slug: "14", oldPaths: ["/?p=14"] });
    expect(draft.publishedAt).toBeUndefined();
    expect(post("15")).toMatchObject({
      kind: "page",
      html: "<p>We are an agency.</p>",
      oldPaths: ["/about/", "/?p=15", "/?page_id=15"],
      comments: [],
    });
  });

  it("reads WPML's language and translation group (WPML Export and Import's fields)", async () => {
    const terms: WxrTerm[] = [
      {
        element: "category",
        id: 2,
        slug: "news",
        name: "News",
        meta: { _wpml_import_language_code: "en", _wpml_import_translation_group: "7" },
      },
      {
        element: "category",
        id: 3,
        slug: "novosti",
        name: "Новости",
        meta: {
          _wpml_import_language_code: "ru",
          _wpml_import_source_language_code: "en",
          _wpml_import_translation_group: "7",
        },
      },
    ];
    const items: WxrItem[] = [
      {
        id: 10,
        title: "Hello",
        slug: "hello",
        link: "https://old.example/hello/",
        type: "post",
        status: "publish",
        content: "Hello.",
        dateGmt: "2026-01-15 09:30:00",
        terms: [{ domain: "category", slug: "news", name: "News" }],
        meta: { _wpml_import_language_code: "en", _wpml_import_translation_group: "55" },
      },
      {
        id: 11,
        title: "Привет",
        // WordPress keeps a non-Latin slug percent-encoded.
        slug: "%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82",
        link: "https://old.example/ru/privet/",
        type: "post",
        status: "publish",
        content: "Привет.",
        dateGmt: "2026-01-15 09:30:00",
        terms: [{ domain: "category", slug: "novosti", name: "Новости" }],
        meta: {
          _wpml_import_language_code: "ru",
          _wpml_import_source_language_code: "en",
          _wpml_import_translation_group: "55",
        },
      },
    ];
    const { items: read } = await readAll(wxrDocument(site, [], terms, items));
    expect(
      byType(read, "term").map(({ slug, language, translationGroup }) => ({ slug, language, translationGroup })),
    ).toEqual([
      { slug: "news", language: "en", translationGroup: "wpml:7" },
      { slug: "novosti", language: "ru", translationGroup: "wpml:7" },
    ]);
    expect(
      byType(read, "post").map(({ slug, language, translationGroup }) => ({ slug, language, translationGroup })),
    ).toEqual([
      { slug: "hello", language: "en", translationGroup: "wpml:55" },
      { slug: "привет", language: "ru", translationGroup: "wpml:55" },
    ]);
  });

  it("gives old paths relative to a site that lives under a folder", async () => {
    const items: WxrItem[] = [
      {
        id: 7,
        title: "Hi",
        slug: "hi",
        link: "https://old.example/blog/2026/hi/",
        type: "post",
        status: "publish",
        content: "Hi",
        dateGmt: "2026-01-01 00:00:00",
      },
    ];
    const { site: read, items: read2 } = await readAll(
      wxrDocument({ title: "Blog", baseUrl: "https://old.example/blog/" }, [], [], items),
    );
    expect(read.baseUrl).toBe("https://old.example/blog");
    expect(byType(read2, "post")[0]!.oldPaths).toEqual(["/2026/hi/", "/?p=7"]);
  });

  it("hands on each item as it closes, before the rest of the file has arrived", async () => {
    const input = new PassThrough();
    input.write(wxrHead(site, authors, polylangTerms));
    input.write(wxrItem(polylangItems[1]!));
    const reader = await readWordPress(input);
    const iterator = reader.items[Symbol.asyncIterator]();
    const seen: SourceItem[] = [];
    while (!seen.some((item) => item.type === "post")) {
      const next = await iterator.next();
      expect(next.done).toBe(false);
      seen.push(next.value as SourceItem);
    }
    expect(seen.at(-1)).toMatchObject({ type: "post", sourceId: "10" });
    // Only now does the rest of the file come.
    input.end(wxrItem(polylangItems[2]!) + wxrTail);
    const rest: SourceItem[] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) rest.push(next.value);
    expect(rest.map((item) => item.type === "post" && item.sourceId)).toEqual(["11"]);
  });

  it("names the line of malformed XML", async () => {
    const document = wxrDocument(site, authors, polylangTerms, polylangItems);
    const lines = document.split("\n");
    const broken = lines.findIndex((line) => line.includes("<wp:post_name>") && line.includes("ajanstan-merhaba"));
    lines[broken] = lines[broken]!.replace("</wp:post_name>", "</wp:post_nam>");
    const reader = await readWordPress(chunked(lines.join("\n")));
    const read: SourceItem[] = [];
    const error = await (async () => {
      try {
        for await (const item of reader.items) read.push(item);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).line).toBe(broken + 1);
    expect((error as ImportFileError).message).toMatch(new RegExp(`not well-formed XML.*\\(line ${broken + 1}\\)`));
    // What came before the fault was read.
    expect(byType(read, "post").map((post) => post.sourceId)).toEqual(["10"]);
  });

  it("names the line where a file ends too early", async () => {
    const document = wxrDocument(site, authors, polylangTerms, polylangItems);
    const cut = document.slice(0, document.indexOf("<wp:status>"));
    const reader = await readWordPress(chunked(cut));
    await expect(async () => {
      for await (const item of reader.items) void item;
    }).rejects.toThrow(ImportFileError);
  });

  it("says a file that is not WXR is not a WordPress export", async () => {
    await expect(readWordPress(chunked('{"db":[{"meta":{}}]}'))).rejects.toThrow(/not a WordPress export.*\(line 1\)/);
    await expect(
      readWordPress(
        chunked('<?xml version="1.0"?>\n<rss version="2.0"><channel><title>A feed</title></channel></rss>'),
      ),
    ).rejects.toThrow(/not a WordPress export \(WXR\).*\(line 2\)/);
    await expect(readWordPress(chunked(""))).rejects.toThrow(ImportFileError);
  });
});

describe("wpautop", () => {
  it("makes paragraphs and line breaks as WordPress does, leaving block elements alone", () => {
    expect(wpautop("One\n\nTwo\nlines")).toBe("<p>One</p>\n<p>Two<br />\nlines</p>");
    expect(wpautop("<blockquote>Quoted</blockquote>\n\nAfter")).toBe(
      "<blockquote><p>Quoted</p></blockquote>\n<p>After</p>",
    );
    expect(wpautop("<h2>Title</h2>\nText")).toBe("<h2>Title</h2>\n<p>Text</p>");
    expect(wpautop('<a\nhref="x">link</a>')).toBe('<p><a\nhref="x">link</a></p>');
    expect(wpautop("   ")).toBe("");
  });
});
