import type { FrameLocator, Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import type { MediaItem } from "../../common/media";
import { type AdminClient, signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

// Issue 41's checks of decision 061: a page is edited as the page, with the page itself
// drawn beside the form from the unsaved values; visitors see nothing until it is saved.

const site = siteInBrowser({ env: { LOGIN_RATE_LIMIT: "1000" } });

/** One admin session for the file: no test signs out. */
let admin: AdminClient;
beforeAll(async () => {
  admin = await signInAsAdmin(site.server.url);
});

const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe[title="The page with your unsaved changes"]');

/** The Turkish home page as a visitor's tab shows it: its hero's heading and picture. */
async function heroOf(visitor: Page) {
  return {
    heading: await visitor.getByRole("heading", { level: 1 }).textContent(),
    picture: await visitor.locator("img[data-hero-showcase]").getAttribute("src"),
  };
}

/**
 * The visitor loads the page again, as a visitor does to see what changed: one tab instead
 * of a new browser context each time. A reload asks the server again even while the page's
 * own cache time runs (a navigation to the same address could be answered from the cache).
 */
async function reloaded(visitor: Page) {
  await visitor.reload({ waitUntil: "domcontentloaded" });
  await waitForHydration(visitor);
  return heroOf(visitor);
}

it("staff open Pages → Home and change the Turkish hero's heading and picture: the preview shows them before saving, the Turkish home only after", async () => {
  const media = (await admin.call<MediaItem[]>("GET", "/api/media")).body;
  const visitor = await site.visit("/?lng=tr");
  const before = await heroOf(visitor);
  const picked = media.find((item) => !item.variants.some((variant) => variant.url === before.picture))!;
  const heading = "Önizlemede görünen yeni başlık";

  const page = await site.visit("/admin/posts", { storageState: storageHoldingToken(site.server.url, admin.token) });
  await page.locator("aside").getByRole("link", { name: "Pages", exact: true }).click();
  await page.getByRole("link", { name: /^Home/ }).click();
  await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
  await page.getByRole("tab", { name: /^Türkçe/ }).click();
  const hero = page.locator('[data-page-section="hero"]');
  await hero.getByRole("textbox", { name: "Hero: title", exact: true }).fill(heading);
  await hero.getByRole("button", { name: "Choose from library" }).click();
  await page.getByRole("dialog").getByTitle(picked.originalName, { exact: true }).click();

  // The preview draws the Turkish home page with both, before anything is saved.
  const preview = frameOf(page);
  await expect
    .poll(() => preview.getByRole("heading", { level: 1 }).textContent(), { timeout: 20_000 })
    .toContain(heading);
  await expect
    .poll(() => preview.locator("img[data-hero-showcase]").getAttribute("srcset"))
    .toContain(picked.variants[0]!.url);
  expect(await preview.locator("html").getAttribute("lang")).toBe("tr");

  // Visitors do not see it yet.
  const unsaved = await reloaded(visitor);
  expect(unsaved.heading).not.toContain(heading);
  expect(picked.variants.map((variant) => variant.url)).not.toContain(unsaved.picture);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();

  const saved = await reloaded(visitor);
  expect(saved.heading).toContain(heading);
  expect(picked.variants.map((variant) => variant.url)).toContain(saved.picture);
});

it("the post editor's live preview shows a new post's title before it is saved", async () => {
  const page = await site.visit("/admin/posts/new", {
    storageState: storageHoldingToken(site.server.url, admin.token),
  });
  await page.getByLabel("Title", { exact: true }).fill("A title nobody has saved");
  await page.locator(".ProseMirror").fill("A first paragraph for the preview.");
  await page.getByLabel("Excerpt", { exact: true }).fill("What the preview shows.");
  await page.getByRole("button", { name: "Live preview" }).click();
  await expect
    .poll(() => frameOf(page).getByRole("heading", { level: 1 }).textContent(), { timeout: 20_000 })
    .toBe("A title nobody has saved");

  // At a desktop's width, or a phone's.
  const frameWidth = () =>
    frameOf(page)
      .locator("html")
      .evaluate(() => window.innerWidth);
  await expect.poll(frameWidth).toBe(1440);
  await page.getByRole("button", { name: "Phone" }).click();
  await expect.poll(frameWidth).toBe(390);

  // Typing on changes the drawing.
  await page.getByRole("button", { name: "Hide the live preview" }).click();
  await page.getByLabel("Title", { exact: true }).fill("A title changed while previewing");
  await page.getByRole("button", { name: "Live preview" }).click();
  await expect
    .poll(() => frameOf(page).getByRole("heading", { level: 1 }).textContent(), { timeout: 20_000 })
    .toBe("A title changed while previewing");
  const listed = (await admin.call("GET", "/api/posts?status=all&q=nobody")).body as { posts: unknown[] };
  expect(listed.posts).toEqual([]);
});

it("on a phone a page's preview is loaded only when staff ask for it, and then shows the page", async () => {
  const page = await site.visit("/admin/pages/about", {
    viewport: { width: 390, height: 844 },
    storageState: storageHoldingToken(site.server.url, admin.token),
  });
  await page.getByRole("heading", { level: 1, name: "About" }).waitFor();
  await page.getByRole("button", { name: "Show the preview" }).waitFor();
  // Hidden, the frame is not in the page at all: nothing loads the public page behind the form.
  expect(await page.locator("iframe").count()).toBe(0);
  await page.getByRole("button", { name: "Show the preview" }).click();
  await expect.poll(() => frameOf(page).getByRole("heading", { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
  expect(await frameOf(page).locator("html").getAttribute("lang")).toBe("en");
});
