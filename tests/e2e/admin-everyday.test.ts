import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { viewports } from "../support/browser";
import { siteInBrowser } from "../support/site-in-browser";

// Issue 41's everyday frictions, as staff meet them: the history tells saves apart, a move
// to the trash can be undone from its toast, a search typed just before a click never
// takes the click back, and the sidebar has the spec's width.
const site = siteInBrowser();

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function publish(admin: AdminClient, title: string) {
  const { body } = await admin.call("POST", "/api/posts", {
    title,
    excerpt: "What we do for clients.",
    content: "<p>We build fast sites.</p>",
    status: "published",
  });
  return body as { _id: string; slug: string };
}

async function signedIn(address: string) {
  const admin = await signInAsAdmin(site.server.url);
  const page = await site.visit(address, { storageState: storageHoldingToken(site.server.url, admin.token) });
  await page.getByRole("navigation", { name: "Admin navigation" }).waitFor();
  return { admin, page };
}

describe("everyday editing", () => {
  it("two saves within a minute are told apart in the history, and a revision compares with what the editor holds", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const post = await publish(admin, "Two saves");
    await admin.call("PUT", `/api/posts/${post._id}`, {
      title: "Two saves, one minute",
      excerpt: "What we do for clients.",
      content: "<p>We build fast sites.</p>",
      status: "published",
    });
    const page = await site.visit(`/admin/posts/edit/${post._id}`, {
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    const title = page.getByLabel("Title", { exact: true });
    await expect.poll(() => title.inputValue()).toBe("Two saves, one minute");
    await title.fill("Two saves, one minute apart");

    await page.getByRole("button", { name: "History" }).click();
    const sheet = page.getByRole("dialog", { name: "Revision history" });
    const lines = sheet.getByRole("region", { name: "All revisions" }).locator("li");
    await expect.poll(() => lines.count()).toBe(2);
    const [newer, older] = (await lines.allTextContents()).map((text) => text.replace(/\s+/g, " "));
    // Each says its kind, author and time to the second, and what it changed.
    for (const line of [newer, older]) expect(line).toMatch(/^Published.*Admin · .*\d:\d\d:\d\d/);
    expect(newer).toContain("Changed “Title”");
    expect(older).toContain("First revision");

    await lines
      .last()
      .getByRole("button", { name: /^Compare with current: / })
      .click();
    await expect
      .poll(async () => (await sheet.locator("ins").allTextContents()).map((text) => text.replace(/\s+/g, " ").trim()))
      .toEqual(["Inserted: , one minute apart"]);
  });

  it("a post moved to the trash comes back with the toast's Undo", async () => {
    const { admin, page } = await signedIn("/admin/posts");
    const post = await publish(admin, "Undone by mistake");
    await page.reload();
    const row = page.locator(`[data-article]`, { hasText: "Undone by mistake" });
    await row.getByRole("button", { name: "Move to trash: “Undone by mistake”" }).click();
    const toast = page.getByRole("status").filter({ hasText: "moved to the trash" });
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect
      .poll(async () => (await admin.call("GET", `/api/posts/${post._id}`)).body.deletedAt ?? null)
      .toBeNull();
    await expect.poll(() => row.isVisible()).toBe(true);
  });

  it("typing in the posts search and clicking a post's Edit at once opens the editor at its own address", async () => {
    const { admin, page } = await signedIn("/admin/posts");
    const post = await publish(admin, "Clicked while searching");
    await page.reload();
    const link = page.getByRole("link", { name: "Edit “Clicked while searching”" });
    await link.waitFor();
    // The editor's post arrives late, so the search's delayed update would fire while the
    // editor is on its way (as on a slow connection).
    await page.route(`**/api/posts/${post._id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole("searchbox", { name: "Search by title" }).pressSequentially("Click");
    await link.click();
    const title = page.getByLabel("Title", { exact: true });
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe("Clicked while searching");
    expect(path(page)).toBe(`/admin/posts/edit/${post._id}`);
  });

  it("on a phone the editor's long title wraps whole and the sticky bar is one opaque row under 64 px", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const post = await publish(admin, "Core Web Vitals for Small Business Websites in 2027");
    const page = await site.visit(`/admin/posts/edit/${post._id}`, {
      viewport: viewports.phone,
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    const title = page.getByLabel("Title", { exact: true });
    await expect.poll(() => title.inputValue()).toBe("Core Web Vitals for Small Business Websites in 2027");
    // All of it shows: the field is as tall as its lines, and nothing scrolls inside it.
    const fits = () =>
      title.evaluate((field) => ({
        lines: Math.round(field.clientHeight / parseFloat(getComputedStyle(field).lineHeight)) > 1,
        whole: field.scrollHeight <= field.clientHeight + 1 && field.scrollWidth <= field.clientWidth + 1,
      }));
    await expect.poll(fits).toEqual({ lines: true, whole: true });

    const bar = page.getByRole("toolbar", { name: "Post actions" });
    expect((await bar.boundingBox())!.height).toBeLessThan(64);
    // Opaque: no alpha in its colour, so the text under it never shows through.
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toMatch(
      /rgba|\/|transparent/,
    );
    for (const name of ["History", "Preview", "Unpublish", "Update"])
      expect(await bar.getByRole("button", { name }).isVisible()).toBe(true);
  });

  it("the sidebar is 256 px wide expanded and 80 px collapsed, its brand whole in a tooltip", async () => {
    const { page } = await signedIn("/admin");
    const sidebar = page.locator("#admin-sidebar");
    const width = async () => (await sidebar.boundingBox())?.width;
    await expect.poll(width).toBe(256);
    const brand = sidebar.getByRole("link", { name: /Admin$/ });
    expect(await brand.getAttribute("title")).toMatch(/ Admin$/);
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect.poll(width).toBe(80);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect.poll(width).toBe(256);
  });
});
