import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { viewports } from "../support/browser";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";
import { demoPostTranslations } from "../../server/seed/demo-translations.server";

const site = siteInBrowser();

const cardTitles = (page: Page) => page.locator("main article h2").allTextContents();

describe("the blog", () => {
  it("a visitor filters the blog by category, and All shows every article again", async () => {
    const page = await site.visit("/blog");
    expect(await cardTitles(page)).toHaveLength(8);
    const filter = page.getByRole("navigation", { name: "Filter articles by category" });

    await filter.getByRole("link", { name: "Design" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe("design");
    await expect
      .poll(() => cardTitles(page))
      .toEqual([
        "Why Your Growing Product Needs a Design System",
        "Accessible Colour Contrast: A Practical Guide for Brand Palettes",
      ]);
    expect(await filter.getByRole("link", { name: "Design" }).getAttribute("aria-current")).toBe("page");
    await expect.poll(() => page.getByText("Articles found: 2").isVisible()).toBe(true);

    await filter.getByRole("link", { name: "All" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await expect.poll(async () => (await cardTitles(page)).length).toBe(8);

    // Back through the history to the list the page was loaded with: the cards, the server's
    // until the first filter (decision 075), are drawn again each time.
    await page.goBack();
    await expect.poll(async () => (await cardTitles(page)).length).toBe(2);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await expect.poll(async () => (await cardTitles(page)).length).toBe(8);
  });

  it("a visitor searches the blog and sees only the matching articles", async () => {
    const page = await site.visit("/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("colour contrast");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("colour contrast");
    await expect
      .poll(() => cardTitles(page))
      .toEqual(["Accessible Colour Contrast: A Practical Guide for Brand Palettes"]);
    await page.reload();
    expect(await page.getByRole("searchbox", { name: "Search articles" }).inputValue()).toBe("colour contrast");
    expect(await cardTitles(page)).toHaveLength(1);
  });

  it("a visitor searching for something no article mentions is told nothing was found", async () => {
    const page = await site.visit("/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("quantum knitting");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => page.getByText("No articles found matching your search").isVisible()).toBe(true);
    expect(await cardTitles(page)).toEqual([]);
  });

  it("a visitor whose search in a category finds nothing clears it and sees that category's articles again", async () => {
    const page = await site.visit("/blog?category=design&q=quantum+knitting");
    expect(await cardTitles(page)).toEqual([]);
    await page.getByRole("link", { name: "Clear the search" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?category=design");
    await expect.poll(async () => (await cardTitles(page)).length).toBe(2);
    expect(await page.getByRole("searchbox", { name: "Search articles" }).inputValue()).toBe("");
  });

  it("a visitor sees a spinner while a slow list is loading", async () => {
    const page = await site.visit("/blog");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/blog.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Filter articles by category" })
      .getByRole("link", { name: "Marketing" })
      .click();
    const spinner = page.getByRole("status").filter({ hasText: "Loading articles…" });
    await expect.poll(() => spinner.count()).toBe(1);
    expect(await cardTitles(page)).toEqual([]);
    release();
    await expect.poll(() => spinner.count()).toBe(0);
    expect(await cardTitles(page)).toHaveLength(2);
  });

  it("an article without its own image shows its category's default image", async () => {
    const page = await site.visit("/blog?category=business");
    const card = page.locator("main article").filter({ hasText: "How to Write a Website Brief" });
    expect(await card.locator("img").getAttribute("src")).toBe("/images/blog/default-business.svg");
    await expect
      .poll(() => card.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  it("a reader on a phone sees a post's cover take at most half the screen, its place kept while it loads", async () => {
    const sizes = [viewports.phone, { width: 375, height: 667 }, viewports.desktop];
    // The site's images (the cover is served from /media, decision 041) are held until
    // `release`, a new hold for each load.
    let held!: Promise<void>;
    let release!: () => void;
    const hold = () => (held = new Promise<void>((resolve) => (release = resolve)));
    hold();
    // One tab, the post loaded anew at each size.
    const page = await site.visit(
      "/blog/what-is-a-discovery-phase",
      { viewport: sizes[0] },
      {
        prepare: (page) =>
          page.route("**/media/**", async (route) => {
            await held;
            await route.continue();
          }),
      },
    );
    for (const [step, viewport] of sizes.entries()) {
      if (step > 0) {
        hold();
        await page.setViewportSize(viewport);
        await page.goto(`${site.server.url}/blog/what-is-a-discovery-phase`, { waitUntil: "domcontentloaded" });
        await waitForHydration(page);
      }
      const cover = page.locator("main article img").first();
      const height = () => cover.evaluate((image) => image.getBoundingClientRect().height);
      const waiting = await height();
      // Measured while the picture is still held: the box the page reserved, not the picture's.
      expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
      release();
      await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      expect(await height(), `${viewport.width}×${viewport.height}: no layout shift`).toBe(waiting);
      if (viewport === viewports.desktop) expect(waiting).toBe(400);
      else {
        expect(waiting, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(viewport.height / 2);
        expect(waiting).toBeGreaterThan(viewport.width / 3);
      }
    }
  });

  it("a reader at the end of a post sees the related posts line up with the article, on a phone and a laptop", async () => {
    // One tab, the post loaded anew at the second size.
    const page = await site.visit("/blog/what-is-a-discovery-phase", { viewport: viewports.phone });
    for (const viewport of [viewports.phone, { width: 1366, height: 800 }]) {
      if (viewport !== viewports.phone) {
        await page.setViewportSize(viewport);
        await page.goto(`${site.server.url}/blog/what-is-a-discovery-phase`, { waitUntil: "domcontentloaded" });
        await waitForHydration(page);
      }
      const edges = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const box = element.getBoundingClientRect();
            return [Math.round(box.left), Math.round(box.right)];
          });
      const related = page.getByRole("region", { name: "Related articles" });
      expect(await related.getByRole("listitem").count()).toBeGreaterThan(0);
      // The cover spans the article's column.
      const column = await edges("main article img");
      expect(await edges("#related-heading"), `${viewport.width} px`).toEqual([column[0], expect.any(Number)]);
      expect(
        await related.getByRole("list").evaluate((list) => {
          const box = list.getBoundingClientRect();
          return [Math.round(box.left), Math.round(box.right)];
        }),
        `${viewport.width} px`,
      ).toEqual(column);
    }
  });

  it("a visitor sees the cards of a row equally tall, each excerpt at most three lines", async () => {
    const page = await site.visit("/blog", { viewport: { width: 1366, height: 900 } });
    const cards = page.locator("main li > article");
    const boxes = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const box = article.getBoundingClientRect();
        const excerpt = article.querySelector("h2 + p")!;
        const lineHeight = parseFloat(getComputedStyle(excerpt).lineHeight);
        return { top: Math.round(box.top), height: Math.round(box.height), lines: excerpt.clientHeight / lineHeight };
      }),
    );
    const firstRow = boxes.filter((box) => box.top === boxes[0]!.top);
    expect(firstRow).toHaveLength(3);
    expect(new Set(firstRow.map((box) => box.height)).size).toBe(1);
    for (const box of boxes) expect(box.lines).toBeLessThanOrEqual(3);
    expect(Math.max(...boxes.map((box) => box.lines))).toBe(3);
  });

  it("a reader bookmarks an article in its header, and the bookmark is not kept after a reload", async () => {
    const page = await site.visit("/blog/what-is-a-discovery-phase");
    const bookmark = page.getByRole("button", { name: "Bookmark this page" });
    expect(await bookmark.getAttribute("aria-pressed")).toBe("false");
    await bookmark.click();
    expect(await bookmark.getAttribute("aria-pressed")).toBe("true");
    await bookmark.click();
    expect(await bookmark.getAttribute("aria-pressed")).toBe("false");
    await bookmark.click();
    await page.reload();
    expect(await page.getByRole("button", { name: "Bookmark this page" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("a reader without a share sheet copies the article's link with the share button", async () => {
    const page = await site.visit(
      "/blog/what-is-a-discovery-phase",
      { permissions: ["clipboard-read", "clipboard-write"] },
      {
        prepare: (page) =>
          page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined })),
      },
    );
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => page.getByText("Link copied to the clipboard").isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${site.server.url}/blog/what-is-a-discovery-phase`,
    );
  });

  it("a visitor who chooses Turkish, then Russian, sees the dates written in that language", async () => {
    const page = await site.visit("/blog");
    const firstDate = () => page.locator("main article time").first().textContent();
    expect(await firstDate()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    await page.getByRole("button", { name: /Current language: English/ }).click();
    await page.getByRole("button", { name: "Türkçe" }).click();
    await expect
      .poll(firstDate)
      .toMatch(/^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Ekibimizden notlar");

    await page
      .getByRole("button", { name: /Geçerli dil|Türkçe/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Русский" }).click();
    await expect
      .poll(firstDate)
      .toMatch(
        /^\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4} г\.$/,
      );

    // The server writes the same dates on a Russian page (a post's page is in the post's
    // language, decision 039: the Russian version's).
    const russianSlug = demoPostTranslations["what-is-a-discovery-phase"]!.ru.slug;
    await page.goto(`${site.server.url}/blog/${russianSlug}?lng=ru`, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    expect(await page.locator("article time").first().textContent()).toMatch(/ \d{4} г\.$/);
  });
});
