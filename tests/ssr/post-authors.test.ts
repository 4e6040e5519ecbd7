import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAuthors } from "../../server/seed/demo-authors.server";
import { demoPostTranslations } from "../../server/seed/demo-translations.server";
import { visibleText } from "../support/html";
import { type RunningServer, startServer } from "../support/server";

// Decision 039 as crawlers receive it: the seeded demo blog, written by the team page's people.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.dispose());

const kerem = demoAuthors.find((author) => author.name === "Kerem Demir")!;
/** His photo as pages show it: his team portrait, imported into the media library at start (decision 041). */
const libraryPhoto = () => expect.stringMatching(new RegExp(`^${server.siteUrl}/media/[0-9a-f-]{36}-\\d+\\.webp$`));
const englishSlug = "core-web-vitals-for-small-businesses";
const russianSlug = demoPostTranslations[englishSlug]!.ru.slug;

async function fetchText(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: "manual" });
  return { status: response.status, text: await response.text() };
}
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]);
/** The article up to its related posts: what the post itself shows. */
const articleOnly = (html: string) => html.slice(html.indexOf("<article"), html.indexOf('id="related-heading"'));
const count = (text: string, part: string) => text.split(part).length - 1;

describe("a post's author", () => {
  it("is shown once, with photo, name linking to the author page, and bio; the date once too", async () => {
    const { status, text } = await fetchText(`/blog/${englishSlug}`);
    expect(status).toBe(200);
    const article = articleOnly(text);
    expect(count(visibleText(article), kerem.name)).toBe(1);
    expect(article).toContain(`href="/blog/author/kerem-demir"`);
    const photo = (jsonLd(text)[0].author.image as string).slice(server.siteUrl.length);
    expect(article).toContain(`src="${photo}"`);
    expect(visibleText(article)).toContain(kerem.bio.en);
    expect(count(article, "<time ")).toBe(1);
    expect(visibleText(article)).not.toContain("Published on");
  });

  it("names a Person in the post's JSON-LD, with the author page in the post's language and the photo", async () => {
    const [english] = jsonLd((await fetchText(`/blog/${englishSlug}`)).text);
    expect(english.author).toEqual({
      "@type": "Person",
      name: kerem.name,
      url: `${server.siteUrl}/blog/author/kerem-demir`,
      image: libraryPhoto(),
    });
    const russian = await fetchText(`/blog/${russianSlug}?lng=ru`);
    expect(jsonLd(russian.text)[0].author.url).toBe(`${server.siteUrl}/blog/author/kerem-demir?lng=ru`);
    expect(visibleText(articleOnly(russian.text))).toContain(kerem.bio.ru);
    expect(russian.text).toContain(`href="/blog/author/kerem-demir?lng=ru"`);
  });
});

describe("an author page", () => {
  it("lists the author's published posts in the page's language, with the bio, canonical and hreflang", async () => {
    const { status, text } = await fetchText("/blog/author/kerem-demir");
    expect(status).toBe(200);
    expect(text).toContain('<html lang="en"');
    expect(text).toMatch(/<h1[^>]*>Kerem Demir<\/h1>/);
    expect(visibleText(text)).toContain(kerem.bio.en);
    expect(text).toContain(`href="/blog/${englishSlug}"`);
    expect(text).toContain('href="/blog/native-vs-cross-platform-mobile-apps"');
    // Only his: the design posts are Olga's.
    expect(text).not.toContain('href="/blog/why-your-product-needs-a-design-system"');
    expect(text).toContain(`<link rel="canonical" href="${server.siteUrl}/blog/author/kerem-demir"/>`);
    expect(alternates(text).map(([language]) => language)).toEqual(["en", "tr", "ru", "az", "x-default"]);
    const [profile] = jsonLd(text);
    expect(profile).toMatchObject({
      "@type": "ProfilePage",
      mainEntity: { "@type": "Person", name: "Kerem Demir", image: libraryPhoto() },
    });

    const russian = await fetchText("/blog/author/kerem-demir?lng=ru");
    expect(russian.text).toContain('<html lang="ru"');
    expect(visibleText(russian.text)).toContain(kerem.bio.ru);
    expect(russian.text).toContain(`href="/blog/${russianSlug}"`);
    expect(russian.text).not.toContain(`href="/blog/${englishSlug}"`);
    expect(russian.text).toContain(`<link rel="canonical" href="${server.siteUrl}/blog/author/kerem-demir?lng=ru"/>`);
  });

  it("is a 404 for an unknown slug and for staff who have published nothing", async () => {
    expect((await fetchText("/blog/author/nobody-here")).status).toBe(404);
    // The first admin wrote none of the demo posts.
    expect((await fetchText("/blog/author/admin")).status).toBe(404);
  });

  it("is in the sitemap in four languages", async () => {
    const { text } = await fetchText("/sitemap.xml");
    for (const suffix of ["", "?lng=tr", "?lng=ru", "?lng=az"])
      expect(text).toContain(`<loc>${server.siteUrl}/blog/author/kerem-demir${suffix.replace("&", "&amp;")}</loc>`);
  });
});

describe("code in posts", () => {
  it("is highlighted by the server: token spans and no highlighting script", async () => {
    const { text } = await fetchText("/blog/why-your-product-needs-a-design-system");
    expect(text).toMatch(/<pre><code class="hljs language-css">/);
    expect(text).toMatch(/<span class="hljs-[a-z-]+">/);
    expect(text).not.toMatch(/highlight/i);
  });
});
