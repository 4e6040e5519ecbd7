import { shippedMarketingFigures } from "../../common/settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin } from "../support/admin-client";
import { locale, metaContent, visibleText } from "../support/html";
import { type RunningServer, startServer } from "../support/server";

// The product carries the agency's name from the settings (decision 017): a rename in the
// admin shows in every page's title, share data and card, structured data, the feed and the
// footer, in every language; the locale's `brand.name` stands in only when the database is away.

const renamed = "Qala Studio";

let server: RunningServer;
let admin: AdminClient;
let postSlug: string;
beforeAll(async () => {
  server = await startServer();
  admin = await signInAsAdmin(server.url);
  const posts = await fetch(`${server.url}/api/posts?limit=1`).then((response) => response.json());
  postSlug = posts.posts[0].slug;
  const { body: settings } = await admin.call("GET", "/api/settings");
  const saved = await admin.call("PUT", "/api/settings", { ...settings, name: renamed });
  expect(saved.status).toBe(200);
});
afterAll(() => server.dispose());

describe("the agency's name from the settings", () => {
  it.each(["en", "tr", "ru", "az"])("titles every page and its share data in %s", async (language) => {
    const seeded = locale(language, "common", "brand.name");
    for (const path of ["/", "/services", "/contact", "/blog", `/blog/${postSlug}`, "/no-such-page"]) {
      const html = await fetch(`${server.url}${path}?lng=${language}`).then((response) => response.text());
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      expect(title, path).toContain(renamed);
      expect(title, path).not.toContain(seeded);
      if (path !== "/no-such-page") expect(metaContent(html, "property", "og:site_name"), path).toEqual([renamed]);
    }
  });

  it("names the agency in the footer, the post's structured data and its share card", async () => {
    const post = await fetch(`${server.url}/blog/${postSlug}`).then((response) => response.text());
    expect(visibleText(post)).toContain(
      `© ${shippedMarketingFigures.foundedYear}–${new Date().getUTCFullYear()} ${renamed}`,
    );
    const data = [...post.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(data.join(" ")).toContain(`"name":"${renamed}"`);
    const [image] = metaContent(post, "property", "og:image");
    const card = await fetch(`${server.url}${new URL(image!).pathname}`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
  });

  it("titles the feed with it, and describes it with the blog page's own description", async () => {
    const { body: texts } = await admin.call("GET", "/api/content/page-texts");
    const blog = texts.items.find((item: { slug: string }) => item.slug === "blog");
    for (const language of ["en", "ru"]) {
      const feed = await fetch(`${server.url}/rss.xml?lng=${language}`).then((response) => response.text());
      expect(feed).toContain(`| ${renamed}</title>`);
      const description = feed.match(/<channel>.*?<description>([^<]*)<\/description>/s)?.[1];
      expect(description).toBe(blog.text[language].seoDescription);
    }
  });
});
