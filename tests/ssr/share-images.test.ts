import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin } from "../support/admin-client";
import { seededPublicPagePaths, seededSlugs, seededText, seededTextOf } from "../support/seeded-content";
import { metaContent } from "../support/html";
import { type RunningServer, startServer } from "../support/server";

// Each page's share image is a 1200×630 card the server renders (docs/decisions/022).

let server: RunningServer;
let admin: AdminClient;
let post: { _id: string; slug: string };
/** The post's Azerbaijani version: a post's page is in the post's language (decision 039). */
let azPost: { slug: string };

const postInput = {
  title: "Şəkillər və paylaşım: Azərbaycanlılaşdırılmış kartlar",
  excerpt: "How a post's share card follows its title.",
  content: "<p>Cards for sharing.</p>",
  tags: ["sharing"],
  status: "published",
};
const azTitle = "Paylaşım kartları yazının başlığını izləyir";

beforeAll(async () => {
  server = await startServer();
  admin = await signInAsAdmin(server.url);
  const created = await admin.call("POST", "/api/posts", postInput);
  expect(created.status).toBe(201);
  post = created.body;
  const translated = await admin.call("POST", "/api/posts", {
    ...postInput,
    title: azTitle,
    language: "az",
    translationOf: post._id,
  });
  expect(translated.status).toBe(201);
  azPost = translated.body;
});
afterAll(() => server?.dispose());

/** The page's share image tags; the card's address is on SITE_URL, fetched here from the test server. */
async function shareImageOf(path: string, language: string) {
  const response = await fetch(`${server.url}${path}?lng=${language}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const [image] = metaContent(html, "property", "og:image");
  expect(image).toMatch(new RegExp(`^${server.siteUrl}/share/${language}/[\\w/-]+\\.[\\w-]{12}\\.png$`));
  expect(metaContent(html, "name", "twitter:image")).toEqual([image]);
  expect(metaContent(html, "property", "og:image:width")).toEqual(["1200"]);
  expect(metaContent(html, "property", "og:image:height")).toEqual(["630"]);
  expect(metaContent(html, "name", "twitter:card")).toEqual(["summary_large_image"]);
  const [alt] = metaContent(html, "property", "og:image:alt");
  expect(metaContent(html, "name", "twitter:image:alt")).toEqual([alt]);
  return { url: `${server.url}${new URL(image!).pathname}`, alt };
}

async function expectCard(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
  const png = Buffer.from(await response.arrayBuffer());
  const { width, height, format } = await sharp(png).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
  return { png, etag: response.headers.get("etag")! };
}

describe("a page shared on a social network shows its own card", () => {
  const pages = [
    { path: "/", title: (language: string) => seededTextOf("page-texts", "home", language).seoTitle },
    {
      path: "/services/web-development",
      title: (language: string) =>
        seededText("services", seededSlugs.services.indexOf("web-development"), language).title,
    },
    {
      path: (language: string) => `/blog/${language === "az" ? azPost.slug : post.slug}`,
      title: (language: string) => (language === "az" ? azTitle : postInput.title),
    },
  ];

  for (const page of pages) {
    for (const language of ["en", "az"]) {
      it(`${typeof page.path === "string" ? page.path : "a blog post"} in ${language}: a 1200×630 PNG titled in its language`, async () => {
        const path = typeof page.path === "string" ? page.path : page.path(language);
        const { url, alt } = await shareImageOf(path, language);
        expect(alt).toBe(page.title(language));
        await expectCard(url);
      });
    }
  }

  it("every public page has a card of its own", async () => {
    const cards = new Set<string>();
    for (const path of seededPublicPagePaths) {
      const { url } = await shareImageOf(path, "ru");
      await expectCard(url);
      cards.add(url);
    }
    expect(cards.size).toBe(seededPublicPagePaths.length);
  });

  it("names the Azerbaijani title in Azerbaijani, not English", async () => {
    const english = await shareImageOf("/services/web-development", "en");
    const azerbaijani = await shareImageOf("/services/web-development", "az");
    expect(azerbaijani.alt).not.toBe(english.alt);
    expect(azerbaijani.url).not.toBe(english.url);
  });

  it("answers a repeat request with 304 by its ETag", async () => {
    const { url } = await shareImageOf("/", "en");
    const { etag } = await expectCard(url);
    const again = await fetch(url, { headers: { "if-none-match": etag, "cache-control": "max-age=0" } });
    expect(again.status).toBe(304);
  });
});

describe("a post's card follows the post", () => {
  it("gets a new address when the post is edited, and the old one no longer answers with the old image", async () => {
    const path = `/blog/${post.slug}`;
    const before = await shareImageOf(path, "en");
    const old = await expectCard(before.url);

    const title = "Paylaşım kartları yenilənib: Удовлетворённость";
    const edited = await admin.call("PUT", `/api/posts/${post._id}`, { ...postInput, slug: post.slug, title });
    expect(edited.status).toBe(200);

    const after = await shareImageOf(path, "en");
    expect(after.alt).toBe(title);
    expect(after.url).not.toBe(before.url);
    const current = await expectCard(after.url);
    expect(current.png.equals(old.png)).toBe(false);

    const stale = await fetch(before.url);
    expect(stale.status).toBe(404);
    expect(stale.headers.get("content-type")).not.toMatch(/image/);
  });

  it("is gone with the post: a draft has no card", async () => {
    const draft = await admin.call("POST", "/api/posts", {
      ...postInput,
      title: "A draft with a card?",
      status: "draft",
    });
    expect(draft.status).toBe(201);
    const published = await admin.call("POST", "/api/posts", { ...postInput, title: "Soon a draft" });
    const { url } = await shareImageOf(`/blog/${published.body.slug}`, "en");
    await expectCard(url);
    const unpublished = await admin.call("PUT", `/api/posts/${published.body._id}`, {
      ...postInput,
      title: "Soon a draft",
      slug: published.body.slug,
      status: "draft",
    });
    expect(unpublished.status).toBe(200);
    expect((await fetch(url)).status).toBe(404);
  });
});

describe("an address that names no current card", () => {
  it("answers 404 with a message, never an image or a server error", async () => {
    const { url } = await shareImageOf("/", "en");
    const hash = url.match(/\.([\w-]{12})\.png$/)![1];
    for (const path of [
      "/share",
      "/share/",
      `/share/en/home.${"A".repeat(12)}.png`,
      `/share/en/home.${hash}.jpg`,
      `/share/en/home.${hash!.slice(1)}.png`,
      `/share/xx/home.${hash}.png`,
      `/share/tr/home.${hash}.png`,
      `/share/en/no-such-page.${hash}.png`,
      `/share/en/blog/no-such-post.${hash}.png`,
      `/share/en/services/no-such-service.${hash}.png`,
      `/share/en/admin.${hash}.png`,
      `/share/en/..%2f..%2fetc%2fpasswd.${hash}.png`,
      `/share/en/${"a".repeat(5000)}.${hash}.png`,
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ message: expect.any(String) });
    }
    // A malformed escape is refused before any route sees it (server/request-guards.server.ts).
    const malformed = await fetch(`${server.url}/share/en/%ff%00.${hash}.png`);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get("content-type")).not.toMatch(/image/);
  });
});
