import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-client";
import { adminInBrowser, pagePath } from "../support/admin-in-browser";
import { viewports } from "../support/browser";

// The posts screens (app/admin/posts): the list, the editor, and a post that is not there.
const { site, apiToken, signedIn } = adminInBrowser();

describe("posts", () => {
  it("a staff member searches and filters the post list", async () => {
    const page = await signedIn("/admin/posts");
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const firstTitle = (await rows.first().locator("td").first().textContent())!;
    await page.getByLabel("Search by title").fill(firstTitle.slice(0, 12));
    await expect.poll(() => pagePath(page)).toContain("q=");
    await expect.poll(() => rows.first().locator("td").first().textContent()).toBe(firstTitle);

    await page.getByLabel("Search by title").fill("no post is called this");
    await expect.poll(() => page.getByText("No posts match this search.").isVisible()).toBe(true);
    await page.getByLabel("Search by title").fill("");
    await page.getByLabel("Filter by status").selectOption("draft");
    await expect.poll(() => pagePath(page)).toContain("status=draft");
    await expect.poll(async () => (await rows.allTextContents()).every((text) => text.includes("Draft"))).toBe(true);
  });

  it("a filter picked while the list for a search is still on its way keeps the search's change", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const draft = { title: "A draft while the network is slow", content: "<p>Text.</p>", excerpt: "Excerpt." };
    expect((await admin.call("POST", "/api/posts", { ...draft, status: "draft" })).status).toBe(201);
    const page = await signedIn("/admin/posts?q=no+post+is+called+this");
    await expect.poll(() => page.getByText("No posts match this search.").isVisible()).toBe(true);
    // A slow network: the lists asked for from here on wait until the test lets them go.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const asked: string[] = [];
    await page.route("**/api/articles?*", async (route) => {
      asked.push(new URL(route.request().url()).search);
      await held;
      await route.continue();
    });

    await page.getByLabel("Search by title").fill("");
    // The emptied search has asked for its list (once the typing pause passed); the filter comes now.
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).not.toContain("q=");
    await page.getByLabel("Filter by status").selectOption("draft");
    await expect.poll(() => asked.length).toBe(2);
    letGo();

    await expect.poll(() => pagePath(page)).toBe("/admin/posts?status=draft");
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const texts = await rows.allTextContents();
    expect(texts.every((text) => text.includes("Draft"))).toBe(true);
    expect(texts.some((text) => text.includes(draft.title))).toBe(true);
    expect(await page.getByLabel("Search by title").inputValue()).toBe("");
  });

  it("writes a post with the editor, tags and a cover, publishes it, edits it and moves it to the trash", async () => {
    const page = await signedIn("/admin/posts");
    await page.getByRole("link", { name: "Add new post" }).click();
    await expect.poll(() => pagePath(page)).toBe("/admin/posts/new");

    // A new post is a draft until it is published; the bar offers both.
    const bar = page.getByRole("toolbar", { name: "Post actions" });
    expect(await bar.textContent()).toContain("Draft");
    await expect.poll(() => bar.getByRole("button", { name: "Save draft" }).isVisible()).toBe(true);

    await page.getByLabel("Title", { exact: true }).fill("Launching our new studio");
    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.type("We opened a ");
    await page.keyboard.press("Control+B");
    await page.keyboard.type("bright new studio");
    await page.keyboard.press("Control+B");
    await page.keyboard.type(". Visit site");
    for (let i = 0; i < 4; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.getByRole("button", { name: "Link", exact: true }).click();
    await page.getByLabel("Link address").fill("https://example.com/studio");
    await page.keyboard.press("Enter");

    await page.getByLabel("Excerpt").fill("Our team moved into a bigger studio in Baku.");
    await page.getByRole("textbox", { name: "Tags" }).fill(" studio ,  news,, Baku ");
    expect(await page.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents()).toEqual([
      "studio",
      "news",
      "Baku",
    ]);

    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#2552e0" } })
      .png()
      .toBuffer();
    await page.locator("input#image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
    const cover = page.getByRole("img", { name: "Cover image preview" });
    await cover.waitFor();
    // Stored as WebP at 480, 960 and its own 1200 pixels; the cover is the largest.
    expect(await cover.getAttribute("src")).toMatch(/^\/media\/[0-9a-f-]+-1200\.webp$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

    // The search preview follows the title and excerpt.
    const preview = page.getByRole("region", { name: "Search result preview" });
    expect(await preview.textContent()).toContain("/blog/launching-our-new-studio");
    expect(await preview.textContent()).toContain("Our team moved into a bigger studio in Baku.");

    // The HTML view shows what will be stored.
    await page.getByRole("button", { name: "HTML" }).click();
    const html = await page.getByLabel("HTML source").inputValue();
    expect(html).toContain("<strong>bright new studio</strong>");
    expect(html).toMatch(/<a [^>]*href="https:\/\/example.com\/studio"[^>]*>site<\/a>/);
    await page.getByRole("button", { name: "HTML" }).click();

    await bar.getByRole("button", { name: "Publish" }).click();
    // The toast shows for two seconds from the save, while the list loads: checked first.
    await expect.poll(() => page.getByText("Post created.").isVisible()).toBe(true);
    await expect.poll(() => pagePath(page)).toBe("/admin/posts");

    // The public blog reads published posts from the API without a token.
    const published = (await (await fetch(`${site.server.url}/api/posts/launching-our-new-studio`)).json()) as Record<
      string,
      any
    >;
    expect(published).toMatchObject({
      status: "published",
      tags: ["studio", "news", "Baku"],
      image: expect.stringMatching(/^\/media\/[0-9a-f-]+-1200\.webp$/),
      author: { name: "Admin" },
    });
    expect(published.content).toContain("<strong>bright new studio</strong>");
    expect(published.content).toContain('href="https://example.com/studio"');
    const listed = (await (await fetch(`${site.server.url}/api/posts?status=published&q=studio`)).json()) as {
      posts: { slug: string }[];
    };
    expect(listed.posts.map((item) => item.slug)).toContain("launching-our-new-studio");

    // Edit it.
    const row = page.locator("tr", { hasText: "Launching our new studio" });
    await row.getByRole("link", { name: /Edit/ }).click();
    await expect.poll(() => pagePath(page)).toMatch(/^\/admin\/posts\/edit\/[0-9a-f-]+$/);
    const title = page.getByLabel("Title", { exact: true });
    await expect.poll(() => title.inputValue()).toBe("Launching our new studio");
    expect(await page.getByRole("textbox", { name: "Tags" }).inputValue()).toBe("studio, news, Baku");
    await title.fill("Launching our new studio in Baku");
    // A published post is updated, or taken back to a draft.
    await expect.poll(() => page.getByRole("button", { name: "Unpublish" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Update" }).click();
    await expect.poll(() => pagePath(page)).toBe("/admin/posts");
    await expect.poll(() => page.getByText("Launching our new studio in Baku").isVisible()).toBe(true);

    // Deleting moves it to the trash at once (it can be restored there, decision 037).
    const editedRow = page.locator("tr", { hasText: "Launching our new studio in Baku" });
    await editedRow.getByRole("button", { name: /Move to trash/ }).click();
    await expect.poll(() => editedRow.count()).toBe(0);
    expect((await fetch(`${site.server.url}/api/posts/launching-our-new-studio`)).status).toBe(404);
  });

  it("saving keeps a new post as a draft by default, and a failed save keeps every field", async () => {
    site.expectErrors(/status of 500|Failed to load resource/);
    const page = await signedIn("/admin/posts/new");
    await page.getByLabel("Title", { exact: true }).fill("A quiet draft");
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("Not ready yet.");
    await page.getByLabel("Excerpt").fill("Draft excerpt");

    await page.route("**/api/posts", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { message: "Database is resting." } })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toBe("Database is resting.");
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("A quiet draft");
    expect(await page.getByLabel("Excerpt").inputValue()).toBe("Draft excerpt");
    expect(await page.getByRole("textbox", { name: "Content" }).textContent()).toBe("Not ready yet.");

    await page.unroute("**/api/posts");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => pagePath(page)).toBe("/admin/posts");
    const created = (await (
      await fetch(`${site.server.url}/api/posts?status=all&q=quiet`, {
        headers: { authorization: `Bearer ${await apiToken()}` },
      })
    ).json()) as { posts: { status: string }[] };
    expect(created.posts.map((item) => item.status)).toEqual(["draft"]);
  });

  it("on a phone the editor's bar stays in view while writing, and Preview shows the unsaved post as its public page", async () => {
    const page = await signedIn("/admin/posts/new", { viewport: viewports.phone });
    await page.getByLabel("Title", { exact: true }).fill("A post seen before saving");
    await page.getByRole("textbox", { name: "Content" }).click();
    // Thirty Enters in one call ("\n" is the Enter key) rather than a round trip each.
    await page.keyboard.type("\n".repeat(30));
    await page.keyboard.type("The last line <em>as text</em>.");
    await page.getByLabel("Excerpt").fill("Seen before it is saved.");
    await page.getByLabel("Excerpt").scrollIntoViewIfNeeded();
    const bar = page.getByRole("toolbar", { name: "Post actions" });
    const box = await bar.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const [preview] = await Promise.all([
      page.context().waitForEvent("page"),
      bar.getByRole("button", { name: "Preview" }).click(),
    ]);
    expect(new URL(preview.url()).pathname).toBe("/admin/preview");
    // Read once the whole page has arrived: the heading is there while the rest still streams.
    await preview.waitForLoadState("domcontentloaded");
    expect(await preview.getByRole("heading", { level: 1 }).textContent()).toBe("A post seen before saving");
    expect(await preview.getByRole("status").first().textContent()).toContain("this post is not saved yet");
    // The content is what a save would store: text typed as HTML stays text.
    expect(await preview.locator("article").textContent()).toContain("The last line <em>as text</em>.");
    expect(await preview.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    // Nothing was saved.
    const saved = (await (
      await fetch(`${site.server.url}/api/posts?status=all&q=seen`, {
        headers: { authorization: `Bearer ${await apiToken()}` },
      })
    ).json()) as { posts: unknown[] };
    expect(saved.posts).toEqual([]);
  });

  it("the post form requires title, content and excerpt", async () => {
    const page = await signedIn("/admin/posts/new");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => page.getByText("This field is required.").count()).toBe(3);
    expect(pagePath(page)).toBe("/admin/posts/new");
  });

  it("leaving the post form with unsaved changes asks first", async () => {
    const page = await signedIn("/admin/posts/new");
    await page.getByLabel("Title", { exact: true }).fill("Half-written thoughts");
    await page.locator("aside").getByRole("link", { name: "Categories" }).click();
    const dialog = page.getByRole("dialog", { name: "Unsaved changes" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(pagePath(page)).toBe("/admin/posts/new");
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Half-written thoughts");

    await page.locator("aside").getByRole("link", { name: "Categories" }).click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect.poll(() => pagePath(page)).toBe("/admin/categories");
  });

  it("a post that is not there gets the not-there state with a way back, not a broken form", async () => {
    site.expectErrors(/status of 404/);
    const page = await signedIn("/admin/posts/edit/00000000-0000-4000-8000-000000000000");
    await expect
      .poll(() => page.getByRole("main").getByRole("alert").textContent())
      .toContain("What you are looking for is not here");
    await page.getByRole("main").getByRole("link", { name: "Back to the dashboard" }).click();
    await expect.poll(() => pagePath(page)).toBe("/admin");
  });
});
