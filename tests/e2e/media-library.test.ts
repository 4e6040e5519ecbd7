import type { BrowserContextOptions, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { MediaItem } from "../../common/media";
import { type AdminClient, signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { viewports } from "../support/browser";
import { siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser({ env: { LOGIN_RATE_LIMIT: "1000" } });

const png = (background: string, width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const path = (page: Page) => new URL(page.url()).pathname;

/** The admin page at `address` in a browser holding a fresh session's token. */
async function signedIn(address: string, options: BrowserContextOptions = {}) {
  const admin = await signInAsAdmin(site.server.url);
  const page = await site.visit(address, {
    ...options,
    storageState: storageHoldingToken(site.server.url, admin.token),
  });
  await expect.poll(() => path(page)).toBe(address);
  return page;
}

async function uploadThroughApi(admin: AdminClient, name: string, background: string): Promise<MediaItem> {
  const response = await fetch(`${site.server.url}/api/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin.token}`, "content-type": "image/png", "x-file-name": name },
    body: new Uint8Array(await png(background)),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as MediaItem;
}

/** The "Design" category (demo content has it; a bare database gets it): it has a drawn default image. */
async function designCategory(admin: AdminClient): Promise<string> {
  const { body } = await admin.call("GET", "/api/categories");
  const existing = (body as { _id: string; name: string }[]).find((category) => category.name === "Design");
  return existing?._id ?? (await admin.call("POST", "/api/categories", { name: "Design" })).body._id;
}

async function publishedPost(admin: AdminClient, values: Record<string, unknown>) {
  const { status, body } = await admin.call("POST", "/api/posts", {
    content: "<p>Body text.</p>",
    excerpt: "An excerpt.",
    status: "published",
    ...values,
  });
  expect(status).toBe(201);
  return body as { _id: string; slug: string };
}

const naturalWidth = (page: Page, selector: string) =>
  page.locator(selector).evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));

describe("the media library", () => {
  it("staff upload two images at once, each with its own progress bar, and both appear in the grid", async () => {
    const page = await signedIn("/admin/media");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Media library");
    await expect.poll(() => page.getByText("Drag and drop images here", { exact: false }).isVisible()).toBe(true);

    await page.locator('input[type="file"][multiple]').setInputFiles([
      { name: "sunrise-red.png", mimeType: "image/png", buffer: await png("#d43d2a") },
      { name: "ocean-blue.png", mimeType: "image/png", buffer: await png("#2552e0") },
    ]);
    for (const name of ["sunrise-red.png", "ocean-blue.png"]) {
      const bar = page.getByRole("progressbar", { name: `Uploading ${name}` });
      await expect.poll(() => bar.getAttribute("aria-valuenow")).toBe("100");
    }
    const grid = page.getByRole("list", { name: "Images" });
    for (const name of ["sunrise-red.png", "ocean-blue.png"]) {
      const item = grid.getByRole("button", { name });
      await item.waitFor();
      await item.scrollIntoViewIfNeeded();
      // The stored width that is sharp at the grid's column here: the smallest (srcset and sizes).
      await expect
        .poll(() => item.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
        .toMatch(/-480\.webp$/);
    }

    // Search by name narrows the grid, and the address keeps the search.
    await page.getByLabel("Search by file name or description").fill("OCEAN");
    await expect.poll(() => page.url()).toContain("search=OCEAN");
    await expect.poll(() => grid.getByRole("button").allTextContents()).toEqual(["ocean-blue.png"]);
  });

  it("a file the server refuses says why, in the admin's language, and the others still upload", async () => {
    site.expectErrors(/status of 415/);
    const page = await signedIn("/admin/media");
    await page.evaluate(() => {
      localStorage.setItem("i18nextLng", "tr");
      document.cookie = "i18next=tr; path=/";
    });
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Medya kütüphanesi");
    await page.locator('input[type="file"][multiple]').setInputFiles([
      { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("only text, named like an image") },
      { name: "good.png", mimeType: "image/png", buffer: await png("#19a35b") },
    ]);
    const refused = page
      .getByRole("list", { name: "Yüklemeler" })
      .getByRole("listitem")
      .filter({ hasText: "notes.png" });
    await expect
      .poll(() => refused.getByRole("alert").textContent())
      .toBe("JPEG, PNG, WebP, GIF veya AVIF biçiminde bir görsel yükleyin.");
    await page.getByRole("list", { name: "Görseller" }).getByRole("button", { name: "good.png" }).waitFor();
  });

  it("on a phone the library fits the screen and the drop zone offers to choose images", async () => {
    const page = await signedIn("/admin/media", { viewport: viewports.phone, hasTouch: true, isMobile: true });
    await page.getByRole("heading", { name: "Media library" }).waitFor();
    await expect.poll(() => page.getByText("Choose images (JPEG", { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText("Drag and drop", { exact: false }).count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("staff pick a library image as a post cover, and the public page describes it in its language", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const image = await uploadThroughApi(admin, "studio-cover.png", "#7a3fd1");
    await admin.call("PATCH", `/api/media/${image._id}`, {
      alt: { en: "Our new studio at dusk", tr: "Akşam karanlığında yeni stüdyomuz", ru: "", az: "" },
    });
    const page = await signedIn("/admin/posts/new");
    await page.getByLabel("Title", { exact: true }).fill("A cover from the library");
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("Text of the post.");
    await page.getByLabel("Excerpt").fill("Picked from the media library.");

    await page.getByRole("button", { name: "Choose from library" }).click();
    const picker = page.getByRole("dialog", { name: "Media library" });
    await picker.getByRole("button", { name: "studio-cover.png" }).click();
    await expect.poll(() => picker.isVisible()).toBe(false);
    const preview = page.getByRole("img", { name: "Cover image preview" });
    await expect.poll(() => preview.getAttribute("src")).toBe(image.url);

    await page.getByRole("button", { name: "Publish" }).click();
    await expect.poll(() => path(page)).toBe("/admin/posts");
    const saved = (await admin.call("GET", "/api/posts/a-cover-from-the-library")).body;
    expect(saved.image).toBe(image.url);

    // A post's page is in the post's language (decision 039): its Turkish and Russian
    // versions, which take its cover, are where the cover is described in those languages.
    const version = async (language: string, title: string) =>
      (
        await admin.call("POST", "/api/posts", {
          title,
          excerpt: "Kütüphaneden / из медиатеки",
          content: "<p>Text.</p>",
          status: "published",
          language,
          translationOf: saved._id,
        })
      ).body.slug as string;
    const turkish = await version("tr", "Kütüphaneden bir kapak");
    const russian = await version("ru", "Обложка из медиатеки");
    const alt = async (address: string) => {
      await page.goto(`${site.server.url}${address}`);
      return page.locator(`article img[src="${image.url}"]`).getAttribute("alt");
    };
    expect(await alt(`/blog/${turkish}?lng=tr`)).toBe("Akşam karanlığında yeni stüdyomuz");
    expect(await alt("/blog/a-cover-from-the-library")).toBe("Our new studio at dusk");
    // Not written in Russian: the English text.
    expect(await alt(`/blog/${russian}?lng=ru`)).toBe("Our new studio at dusk");
  });

  it("deleting an image used as a cover warns with the post, and the post then shows its category's default image", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const image = await uploadThroughApi(admin, "doomed-cover.png", "#e0a025");
    const post = await publishedPost(admin, {
      title: "A post whose cover goes away",
      image: image.url,
      category: await designCategory(admin),
    });
    const page = await signedIn("/admin/media");
    await page.getByRole("list", { name: "Images" }).getByRole("button", { name: "doomed-cover.png" }).click();
    const details = page.getByRole("dialog", { name: "Image details" });
    await details.getByRole("button", { name: "Delete image" }).click();

    const warning = page.getByRole("dialog", { name: "Delete image" });
    const posts = warning.getByRole("list", { name: "Posts that use this image" });
    await expect
      .poll(() => posts.getByRole("listitem").allTextContents())
      .toEqual(["A post whose cover goes awayPublishedcover"]);
    await warning.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => page.getByText("Image deleted.").isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole("list", { name: "Images" }).getByRole("button", { name: "doomed-cover.png" }).count())
      .toBe(0);

    await page.goto(`${site.server.url}/blog/${post.slug}`);
    const cover = "article img[src='/images/blog/default-design.svg']";
    await page.locator(cover).waitFor();
    await expect.poll(() => naturalWidth(page, cover)).toBeGreaterThan(0);
    expect(await page.locator(`img[src*="${image._id}"]`).count()).toBe(0);
  });
});
