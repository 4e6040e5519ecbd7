import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCategoryTranslations, demoPostTranslations } from "../../server/seed/demo-translations.server";
import { type AdminClient, signInAsAdmin } from "../support/admin-client";
import { type RunningServer, startServer } from "../support/server";

// The blog in four languages as crawlers and visitors receive it (decision 021).
let server: RunningServer;
let admin: AdminClient;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAsAdmin(server.url);
});
afterAll(() => server?.dispose());

const englishSlug = "core-web-vitals-for-small-businesses";
const versions = demoPostTranslations[englishSlug]!;

async function fetchText(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, text: await response.text() };
}
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]);
const metaContent = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta property="${key}" content="([^"]*)"`, "g"))].map((match) => match[1]);

describe("the blog list in the visitor's language", () => {
  it("lists each post's version in that language, with the categories named in it", async () => {
    for (const language of ["tr", "ru", "az"] as const) {
      const { text } = await fetchText(`/blog?lng=${language}`);
      expect(text).toContain(`href="/blog/${versions[language].slug}"`);
      expect(text).not.toContain(`href="/blog/${englishSlug}"`);
      expect(text).toContain(demoCategoryTranslations.technology[language].name);
      // One card per post: the eight demo posts, none twice.
      expect(text.match(/<article /g)).toHaveLength(8);
    }
    const english = await fetchText("/blog");
    expect(english.text).toContain(`href="/blog/${englishSlug}"`);
    expect(english.text).not.toContain(`href="/blog/${versions.az.slug}"`);
  });

  it("shows a post without a version in the visitor's language in English, marked and with lang=en", async () => {
    const { status, body } = await admin.call("POST", "/api/posts", {
      title: "Only written in English",
      excerpt: "Not translated yet",
      content: "<p>English only.</p>",
      status: "published",
    });
    expect(status).toBe(201);
    const { text } = await fetchText("/blog?lng=az");
    const card = text.match(
      new RegExp(`<article lang="en"[^>]*>(?:(?!</article>).)*/blog/${body.slug}"(?:(?!</article>).)*</article>`, "s"),
    );
    expect(card?.[0]).toContain(">English</span>");
    expect(card?.[0]).toContain("Only written in English");
    // Cards in the page's language carry no lang of their own.
    expect(text).toMatch(new RegExp(`<article class="[^"]*">(?:(?!</article>).)*/blog/${versions.az.slug}"`, "s"));
    // Once it has an Azerbaijani version, that one is shown instead.
    const az = await admin.call("POST", "/api/posts", {
      title: "Yalnız ingiliscə deyil",
      excerpt: "Artıq tərcümə olunub",
      content: "<p>Azərbaycanca.</p>",
      status: "published",
      language: "az",
      translationOf: body._id,
    });
    const after = (await fetchText("/blog?lng=az")).text;
    expect(after).toContain(`href="/blog/${az.body.slug}"`);
    expect(after).not.toContain(`href="/blog/${body.slug}"`);
  });
});

describe("a post page in four languages", () => {
  it("carries its own language on the article, and links every version by hreflang and og:locale:alternate", async () => {
    const { status, text } = await fetchText(`/blog/${versions.az.slug}?lng=az`);
    expect(status).toBe(200);
    expect(text).toContain('<html lang="az"');
    expect(text).toMatch(/<article lang="az">/);
    const url = (slug: string, language: string) =>
      `${server.siteUrl}/blog/${slug}${language === "en" ? "" : `?lng=${language}`}`;
    expect(alternates(text)).toEqual([
      ["en", url(englishSlug, "en")],
      ["tr", url(versions.tr.slug, "tr")],
      ["ru", url(versions.ru.slug, "ru")],
      ["az", url(versions.az.slug, "az")],
      ["x-default", url(englishSlug, "en")],
    ]);
    expect(text).toContain(`<link rel="canonical" href="${url(versions.az.slug, "az")}"/>`);
    expect(metaContent(text, "og:locale")).toEqual(["az_AZ"]);
    expect(metaContent(text, "og:locale:alternate")).toEqual(["en_US", "tr_TR", "ru_RU"]);
    expect(text).toContain(demoCategoryTranslations.technology.az.name);
  });

  // Decision 039: a post's page is in the post's language whoever opens it, so a `?lng=`
  // naming another language is not one of its addresses (decision 021 showed the English
  // article in Russian chrome there).
  it("a ?lng= naming another language than the post's is sent to the post's own address", async () => {
    for (const [path, location] of [
      [`/blog/${englishSlug}?lng=ru`, `/blog/${englishSlug}`],
      [`/blog/${versions.ru.slug}?lng=en`, `/blog/${versions.ru.slug}?lng=ru`],
      [`/blog/${versions.ru.slug}?lng=zz&utm_source=x`, `/blog/${versions.ru.slug}?lng=ru&utm_source=x`],
    ]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(location);
    }
  });

  it("opened by its own address, is in the post's language: <html lang>, frame, date and reading time", async () => {
    const ruPost = demoPostTranslations[englishSlug]!.ru.slug;
    for (const cookie of [undefined, "i18next=tr", "i18next=en"]) {
      const response = await fetch(`${server.url}/blog/${ruPost}`, {
        headers: { ...(cookie && { cookie }), "accept-language": "en-US,en;q=0.9" },
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text, cookie).toContain('<html lang="ru"');
      expect(text).toContain('<article lang="ru">');
      // The frame (navigation), the way back, the date and the reading time are Russian.
      expect(text).toContain(">Главная<");
      expect(text).toContain("Назад в блог");
      expect(text).toMatch(/\d+ мин чтения/);
      expect(text).toMatch(/<time dateTime="[^"]+">\d{1,2} [а-я]+ \d{4}/);
      expect(text).not.toContain("Back to the blog");
      expect(text).not.toContain("min read");
      // The browser takes the page's language as the visitor's instead of switching away.
      expect(text).toContain("data-content-language");
      expect(text).toContain(`<link rel="canonical" href="${server.siteUrl}/blog/${ruPost}?lng=ru"/>`);
    }
    // An English post opened by a visitor whose language is Turkish is in English throughout.
    const english = await fetch(`${server.url}/blog/${englishSlug}`, { headers: { cookie: "i18next=tr" } });
    const englishText = await english.text();
    expect(englishText).toContain('<html lang="en"');
    expect(englishText).toContain("Back to the blog");
    expect(englishText).not.toContain("Bloga dön");
  });

  it("a draft version is linked nowhere on the public page", async () => {
    const { body: english } = await admin.call("POST", "/api/posts", {
      title: "Published in English, drafted in Turkish",
      excerpt: "x",
      content: "<p>x</p>",
      status: "published",
    });
    const { body: draft } = await admin.call("POST", "/api/posts", {
      title: "Türkçe taslak",
      excerpt: "x",
      content: "<p>x</p>",
      language: "tr",
      translationOf: english._id,
    });
    const { text } = await fetchText(`/blog/${english.slug}`);
    expect(text).not.toContain(draft.slug);
    expect(alternates(text).map(([language]) => language)).toEqual(["en", "x-default"]);
    expect(metaContent(text, "og:locale:alternate")).toEqual([]);
  });
});

describe("sitemap and feeds per language", () => {
  it("the sitemap lists each version at its own address with every version as its alternate", async () => {
    const { text } = await fetchText("/sitemap.xml");
    const entry = (loc: string) =>
      text.match(new RegExp(`<url><loc>${loc.replace(/[?.]/g, "\\$&")}</loc>.*?</url>`))?.[0];
    const azEntry = entry(`${server.siteUrl}/blog/${versions.az.slug}?lng=az`);
    expect(azEntry).toBeDefined();
    for (const [language, slug] of [
      ["en", englishSlug],
      ["tr", versions.tr.slug],
      ["ru", versions.ru.slug],
      ["az", versions.az.slug],
    ]) {
      const href = `${server.siteUrl}/blog/${slug}${language === "en" ? "" : `?lng=${language}`}`;
      expect(azEntry).toContain(`hreflang="${language}" href="${href}"`);
      expect(entry(href)).toBeDefined();
    }
    expect(azEntry).toContain(`hreflang="x-default" href="${server.siteUrl}/blog/${englishSlug}"`);
    // The English post read in another language is not an address of its own.
    expect(text).not.toContain(`/blog/${englishSlug}?lng=`);
  });

  it("each language's feed carries that language's versions only", async () => {
    for (const language of ["en", "tr", "ru", "az"] as const) {
      const { text } = await fetchText(language === "en" ? "/rss.xml" : `/rss.xml?lng=${language}`);
      const links = [...text.matchAll(/<link>([^<]+)<\/link>/g)]
        .map((match) => match[1]!)
        .filter((link) => link.includes("/blog/"));
      expect(links.length).toBeGreaterThanOrEqual(8);
      const slug = language === "en" ? englishSlug : versions[language].slug;
      expect(links).toContain(`${server.siteUrl}/blog/${slug}${language === "en" ? "" : `?lng=${language}`}`);
      for (const link of links)
        expect(
          link.endsWith(language === "en" ? "" : `?lng=${language}`) && (language !== "en" || !link.includes("?lng=")),
        ).toBe(true);
    }
  });
});
