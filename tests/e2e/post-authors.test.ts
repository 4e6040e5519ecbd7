import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { demoAuthors } from "../../server/seed/demo-authors.server";
import { demoPostTranslations } from "../../server/seed/demo-translations.server";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

const site = siteInBrowser();

const kerem = demoAuthors.find((author) => author.name === "Kerem Demir")!;
const englishSlug = "core-web-vitals-for-small-businesses";

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe("a post's real author", () => {
  it("a visitor sees who wrote the post, with photo and bio, and opens their page listing their posts", async () => {
    const page = await site.visit(`/blog/${englishSlug}`);
    await waitForHydration(page);
    const article = page.locator("article").first();
    const byline = article.getByRole("link", { name: kerem.name });
    await expect.poll(() => byline.isVisible()).toBe(true);
    await expect.poll(() => article.getByText(kerem.bio.en).isVisible()).toBe(true);
    // His team portrait, imported into the media library at start (decision 041).
    const photo = article.locator('img.rounded-full[src^="/media/"]');
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);

    await byline.click();
    await expect.poll(() => path(page)).toBe("/blog/author/kerem-demir");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: kerem.name }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(kerem.bio.en).isVisible()).toBe(true);
    const posts = page.getByRole("region", { name: "Articles by Kerem Demir" }).getByRole("heading", { level: 3 });
    await expect
      .poll(() => posts.allInnerTexts())
      .toEqual([
        "Core Web Vitals for Small Businesses: What Actually Matters",
        "Native or Cross-Platform? Choosing the Right Approach for Your Mobile App",
      ]);
  });

  it("an editor names another author in the editor, and the public post follows", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const { body: post } = await admin.call("POST", "/api/posts", {
      title: "A post changing hands",
      excerpt: "Who wrote it?",
      content: "<p>Someone on the team.</p>",
      status: "published",
    });
    const address = `/admin/posts/edit/${post._id}`;
    const page = await site.visit(address, { storageState: storageHoldingToken(site.server.url, admin.token) });
    const author = page.getByLabel("Author", { exact: true });
    await expect.poll(() => author.locator("option:checked").textContent()).toBe("Admin");
    await author.selectOption({ label: "Olga Petrova" });
    await page.getByRole("toolbar", { name: "Post actions" }).getByRole("button", { name: "Update" }).click();
    await expect.poll(() => path(page)).toBe("/admin/posts");

    const visitor = await site.visit(`/blog/${post.slug}`);
    await expect
      .poll(() => visitor.locator("article").first().getByRole("link", { name: "Olga Petrova" }).isVisible())
      .toBe(true);
  });
});

describe("an author's profile", () => {
  it("staff set their photo and a bio per language on the profile, and their author page shows them", async () => {
    const admin = await signInAsAdmin(site.server.url);
    await admin.call("POST", "/api/posts", {
      title: "The admin writes too",
      excerpt: "A post of the admin's own",
      content: "<p>Now and then.</p>",
      status: "published",
    });
    const page = await site.visit("/admin/profile", {
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    const section = page.getByRole("region", { name: "As an author" });
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#2552e0" } })
      .png()
      .toBuffer();
    await section.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await expect.poll(() => section.getByRole("img", { name: "Photo of Admin" }).isVisible()).toBe(true);
    const bio = section.locator("textarea:visible");
    await bio.fill("Keeps the site running.");
    await section.getByRole("tab", { name: /Русский/ }).click();
    await bio.fill("Следит, чтобы сайт работал.");
    await section.getByRole("button", { name: "Save author profile" }).click();
    await expect.poll(() => page.getByText("Your author profile was saved").isVisible()).toBe(true);

    const visitor = await site.visit("/blog/author/admin?lng=ru");
    await expect.poll(() => visitor.getByText("Следит, чтобы сайт работал.").isVisible()).toBe(true);
    // The upload's smallest stored width, not the 1600 px copy.
    const photo = visitor.locator("main header img");
    await expect.poll(() => photo.getAttribute("src")).toMatch(/^\/media\/[0-9a-f-]{36}-480\.webp$/);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const english = await site.visit("/blog/author/admin");
    await expect.poll(() => english.getByText("Keeps the site running.").isVisible()).toBe(true);
  });
});

describe("an admin and another's author profile", () => {
  it("an admin writes a colleague's Turkish bio from the users screen, and their author page shows it", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const page = await site.visit("/admin/users", { storageState: storageHoldingToken(site.server.url, admin.token) });
    await page.getByRole("button", { name: "Author profile: Olga Petrova" }).click();
    const dialog = page.getByRole("dialog", { name: "Author profile: Olga Petrova" });
    await dialog.getByRole("tab", { name: /Türkçe/ }).click();
    await dialog.locator("textarea:visible").fill("Olga, markaların görünümünü şekillendiriyor.");
    await dialog.getByRole("button", { name: "Save author profile" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const visitor = await site.visit("/blog/author/olga-petrova?lng=tr");
    await expect.poll(() => visitor.getByText("Olga, markaların görünümünü şekillendiriyor.").isVisible()).toBe(true);
  });
});

describe("a post opened by its own address", () => {
  it("is in the post's language throughout, for a visitor whose browser speaks English, and stays so", async () => {
    const russianSlug = demoPostTranslations[englishSlug]!.ru.slug;
    const page = await site.visit(`/blog/${russianSlug}`, { locale: "en-US" }, { newVisitor: true });
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("ru");
    await expect.poll(() => page.getByRole("link", { name: "Назад в блог" }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/\d+ мин чтения/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText("Back to the blog").count()).toBe(0);
    // Reading it made Russian the visitor's language: the blog it leads back to is Russian.
    await page.getByRole("link", { name: "Назад в блог" }).click();
    await expect.poll(() => path(page)).toBe("/blog");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).not.toBe("Insights from our team");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("ru");
  });
});

describe("the language switcher on a post", () => {
  it("opens the blog list in the chosen language when the post has no version in it", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const { body } = await admin.call("POST", "/api/posts", {
      title: "Written in English only",
      excerpt: "No translation yet",
      content: "<p>English.</p>",
      status: "published",
    });
    const page = await site.visit(`/blog/${body.slug}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: /Current language: English/ }).click();
    await page.getByRole("button", { name: "Türkçe" }).click();
    await expect.poll(() => path(page)).toBe("/blog");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Ekibimizden notlar");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("tr");
  });
});

/**
 * WCAG's contrast ratio of each token's computed colour on its block's background. Colours
 * are read back through a canvas: Tailwind's are `oklch(…)`, the tokens' `rgb(…)`.
 */
function contrastScript() {
  const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  const channels = (color: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  };
  const luminance = (color: string) => {
    const [r, g, b] = channels(color).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const block = document.querySelector("article pre")!;
  const background = getComputedStyle(block).backgroundColor;
  const code = block.querySelector("code")!;
  const ratios = [code, ...block.querySelectorAll("span")].map((element) => {
    const [lighter, darker] = [luminance(getComputedStyle(element).color), luminance(background)].sort((a, b) => b - a);
    return { className: element.className, ratio: (lighter! + 0.05) / (darker! + 0.05) };
  });
  return {
    background,
    codeBackground: getComputedStyle(code).backgroundColor,
    codeColor: getComputedStyle(code).color,
    ratios,
    tokens: block.querySelectorAll("span").length,
  };
}

describe("code blocks in posts", () => {
  it.each(["light", "dark"] as const)("are readable in the %s theme: every token at least 4.5:1", async (scheme) => {
    const page = await site.visit("/blog/why-your-product-needs-a-design-system", { colorScheme: scheme });
    await waitForHydration(page);
    const measured = await page.evaluate(contrastScript);
    expect(measured.tokens).toBeGreaterThan(3);
    // No bar behind each line: the inline-code style stays out of the block.
    expect(measured.codeBackground).toBe("rgba(0, 0, 0, 0)");
    for (const { className, ratio } of measured.ratios)
      expect(ratio, `${className} ${JSON.stringify(measured)}`.slice(0, 400)).toBeGreaterThanOrEqual(4.5);
  });
});
