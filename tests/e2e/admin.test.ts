import type { BrowserContextOptions, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { viewports } from "../support/browser";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { testAdmin } from "../support/server";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

const site = siteInBrowser({ env: { LOGIN_RATE_LIMIT: "1000" } });

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Signs in through the form, as staff do; only the sign-in tests need it. */
async function signIn(page: Page, { email = testAdmin.email, password = testAdmin.password } = {}) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const holdingToken = (token: string) => storageHoldingToken(site.server.url, token);

/** Opens `address` in a browser signed in with a fresh session's token (the sign-in tests use the form). */
async function signedIn(address = "/admin", options: BrowserContextOptions = {}) {
  const page = await site.visit(address, { ...options, storageState: holdingToken(await apiToken()) });
  await expect.poll(() => path(page)).toBe(address);
  return page;
}

async function apiToken(): Promise<string> {
  return (await signInAsAdmin(site.server.url)).token;
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${site.server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return response.json() as Promise<{ _id: string }>;
}

describe("signing in and out", () => {
  it("a visitor without a token is sent to sign-in, and the admin is not indexed", async () => {
    const page = await site.visit("/admin/posts");
    await expect.poll(() => path(page)).toBe("/admin/login?redirectTo=%2Fadmin%2Fposts");
    await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
  });

  it("a staff member who signs in lands on the page that sent them, with adminToken stored", async () => {
    const page = await site.visit("/admin/categories");
    await expect.poll(() => path(page)).toContain("/admin/login");
    await signIn(page, { email: `  ${testAdmin.email.toUpperCase()} ` });
    await expect.poll(() => path(page)).toBe("/admin/categories");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The profile menu carries the signed-in user's name.
    await expect.poll(() => page.getByRole("button", { name: "Profile menu: Admin" }).isVisible()).toBe(true);
  });

  it("signing in from the sign-in page lands on the dashboard", async () => {
    const page = await site.visit("/admin/login");
    await signIn(page);
    await expect.poll(() => path(page)).toBe("/admin");
  });

  it("a wrong password shows the server's message and keeps the email", async () => {
    site.expectErrors(/status of 401/);
    const page = await site.visit("/admin/login");
    await signIn(page, { password: "not the password" });
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe("Wrong email or password.");
    expect(await page.getByLabel("Email").inputValue()).toBe(testAdmin.email);
    expect(path(page)).toBe("/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  });

  it("an empty form is checked before sending", async () => {
    const page = await site.visit("/admin/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByText("This field is required.").count()).toBe(2);
  });

  it("when the server cannot be reached, sign-in says so", async () => {
    site.expectErrors(/Failed to load resource/);
    const page = await site.visit("/admin/login");
    await page.route("**/api/auth/login", (route) => route.abort("connectionrefused"));
    await signIn(page);
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Could not reach the server. Check your connection and try again.");
  });

  it("logging out ends the session on the server, removes the token and returns to sign-in; the admin stays closed", async () => {
    const page = await signedIn();
    await page.getByRole("navigation", { name: "Admin navigation" }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem("adminToken"));
    await page.locator("aside").getByRole("button", { name: "Log out" }).click();
    await expect.poll(() => path(page)).toBe("/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
    // The token a copy of the page (or a thief) still holds no longer works.
    const me = await fetch(`${site.server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await page.goto(`${site.server.url}/admin`);
    await expect.poll(() => path(page)).toBe("/admin/login");
  });

  it("when the server does not answer, logging out still signs this browser out", async () => {
    const page = await signedIn();
    await page.getByRole("navigation", { name: "Admin navigation" }).waitFor();
    // Never answered: the browser gives up after its timeout (a refused call takes the same path).
    await page.route("**/api/auth/logout", () => {});
    await page.locator("aside").getByRole("button", { name: "Log out" }).click();
    await expect.poll(() => path(page), { timeout: 10_000 }).toBe("/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  });

  it("a token the API refuses is cleared and the browser returns to sign-in", async () => {
    site.expectErrors(/status of 401/);
    const page = await site.visit("/admin/messages", { storageState: holdingToken("forged.token.value") });
    await expect.poll(() => path(page)).toBe("/admin/login?redirectTo=%2Fadmin%2Fmessages");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  });
});

describe("the frame", () => {
  it("on a phone the sidebar is a drawer over the page, closed by a choice, the close button or Escape", async () => {
    const page = await signedIn("/admin", { viewport: viewports.phone });
    await expect.poll(() => page.getByRole("heading", { name: "Dashboard" }).isVisible()).toBe(true);
    const sidebar = page.locator("aside");
    const onScreen = () => sidebar.evaluate((element) => element.getBoundingClientRect().right > 0);
    expect(await onScreen()).toBe(false);
    // The page has the whole width.
    expect(await page.locator("main").evaluate((element) => element.getBoundingClientRect().width)).toBe(390);

    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    await expect.poll(onScreen).toBe(true);
    expect(await open.getAttribute("aria-expanded")).toBe("true");
    // The brand and the close button share the drawer's top without overlapping.
    const [brand, close] = await Promise.all(
      [
        sidebar.getByRole("link", { name: "Nova Digital Admin" }),
        sidebar.getByRole("button", { name: "Close menu" }),
      ].map((locator) => locator.boundingBox()),
    );
    expect(brand!.x + brand!.width).toBeLessThanOrEqual(close!.x);
    await page.getByRole("link", { name: "Categories" }).click();
    await expect.poll(() => path(page)).toBe("/admin/categories");
    await expect.poll(onScreen).toBe(false);

    await open.click();
    await expect.poll(onScreen).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(onScreen).toBe(false);
    await open.click();
    await sidebar.getByRole("button", { name: "Close menu" }).click();
    await expect.poll(onScreen).toBe(false);
  });

  it("the collapsed sidebar is remembered after a reload", async () => {
    const page = await signedIn();
    const sidebar = page.locator("aside");
    expect(await sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(256);
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(80);
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => page.locator("aside").evaluate((element) => element.getBoundingClientRect().width))
      .toBe(80);
    await expect.poll(() => page.getByRole("button", { name: "Expand sidebar" }).isVisible()).toBe(true);
    // Icons keep their names for screen readers and keyboard users.
    await page.getByRole("link", { name: "Categories" }).click();
    await expect.poll(() => path(page)).toBe("/admin/categories");
  });

  it("the admin works in Russian after switching the language", async () => {
    const page = await signedIn("/admin/posts");
    await page.getByRole("button", { name: /Current language: English/ }).click();
    await page.getByRole("button", { name: "Русский" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Записи");
    await expect.poll(() => page.getByRole("link", { name: "Новая запись" }).isVisible()).toBe(true);
  });

  it("the dashboard shows real figures, recent posts and the latest activity", async () => {
    const page = await signedIn();
    const card = page.getByRole("link", { name: /Published posts/ });
    await expect.poll(() => card.textContent()).toMatch(/Published posts\d+/);
    await expect.poll(() => page.getByRole("heading", { name: "Recent posts" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { name: "Latest activity" }).isVisible()).toBe(true);
  });
});

describe("the routes' data", () => {
  it("a page whose data fails to load says so in the frame, and Retry loads it", async () => {
    site.expectErrors(/status of 500/);
    const page = await signedIn("/admin");
    await page.route("**/api/newsletter-subscribers", (route) =>
      route.fulfill({ status: 500, json: { message: "The database is resting." } }),
    );
    await page.locator("aside").getByRole("link", { name: "Subscribers" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain("The database is resting.");
    // The frame stays: the navigation still works.
    await expect.poll(() => page.getByRole("navigation", { name: "Admin navigation" }).isVisible()).toBe(true);
    await page.unroute("**/api/newsletter-subscribers");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Newsletter subscribers");
    expect(await alert.count()).toBe(0);
  });

  it("a post that is not there gets the not-there state with a way back, not a broken form", async () => {
    site.expectErrors(/status of 404/);
    const page = await signedIn("/admin/posts/edit/00000000-0000-4000-8000-000000000000");
    await expect
      .poll(() => page.getByRole("main").getByRole("alert").textContent())
      .toContain("What you are looking for is not here");
    await page.getByRole("main").getByRole("link", { name: "Back to the dashboard" }).click();
    await expect.poll(() => path(page)).toBe("/admin");
  });

  it("a session ended elsewhere sends the next page change to sign-in, back to that page afterwards", async () => {
    site.expectErrors(/status of 401/);
    const page = await signedIn("/admin");
    const token = await page.evaluate(() => localStorage.getItem("adminToken"));
    // The session ends elsewhere (signed out with a copy of its token).
    expect(
      (
        await fetch(`${site.server.url}/api/auth/logout`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(204);
    await page.locator("aside").getByRole("link", { name: "Applications" }).click();
    await expect.poll(() => path(page)).toBe("/admin/login?redirectTo=%2Fadmin%2Fapplications");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
    await signIn(page);
    await expect.poll(() => path(page)).toBe("/admin/applications");
  });
});

describe("posts", () => {
  it("a staff member searches and filters the post list", async () => {
    const page = await signedIn("/admin/posts");
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const firstTitle = (await rows.first().locator("td").first().textContent())!;
    await page.getByLabel("Search by title").fill(firstTitle.slice(0, 12));
    await expect.poll(() => path(page)).toContain("q=");
    await expect.poll(() => rows.first().locator("td").first().textContent()).toBe(firstTitle);

    await page.getByLabel("Search by title").fill("no post is called this");
    await expect.poll(() => page.getByText("No posts match this search.").isVisible()).toBe(true);
    await page.getByLabel("Search by title").fill("");
    await page.getByLabel("Filter by status").selectOption("draft");
    await expect.poll(() => path(page)).toContain("status=draft");
    await expect.poll(async () => (await rows.allTextContents()).every((text) => text.includes("Draft"))).toBe(true);
  });

  it("writes a post with the editor, tags and a cover, publishes it, edits it and moves it to the trash", async () => {
    const page = await signedIn("/admin/posts");
    await page.getByRole("link", { name: "Add new post" }).click();
    await expect.poll(() => path(page)).toBe("/admin/posts/new");

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
    await expect.poll(() => path(page)).toBe("/admin/posts");

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
    await expect.poll(() => path(page)).toMatch(/^\/admin\/posts\/edit\/[0-9a-f-]+$/);
    const title = page.getByLabel("Title", { exact: true });
    await expect.poll(() => title.inputValue()).toBe("Launching our new studio");
    expect(await page.getByRole("textbox", { name: "Tags" }).inputValue()).toBe("studio, news, Baku");
    await title.fill("Launching our new studio in Baku");
    // A published post is updated, or taken back to a draft.
    await expect.poll(() => page.getByRole("button", { name: "Unpublish" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Update" }).click();
    await expect.poll(() => path(page)).toBe("/admin/posts");
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
    await expect.poll(() => path(page)).toBe("/admin/posts");
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
    for (let line = 0; line < 30; line++) await page.keyboard.press("Enter");
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
    await expect.poll(() => preview.getByRole("heading", { level: 1 }).textContent()).toBe("A post seen before saving");
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
    expect(path(page)).toBe("/admin/posts/new");
  });

  it("leaving the post form with unsaved changes asks first", async () => {
    const page = await signedIn("/admin/posts/new");
    await page.getByLabel("Title", { exact: true }).fill("Half-written thoughts");
    await page.locator("aside").getByRole("link", { name: "Categories" }).click();
    const dialog = page.getByRole("dialog", { name: "Unsaved changes" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(path(page)).toBe("/admin/posts/new");
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Half-written thoughts");

    await page.locator("aside").getByRole("link", { name: "Categories" }).click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect.poll(() => path(page)).toBe("/admin/categories");
  });
});

describe("categories", () => {
  it("a staff member creates, edits and deletes a category through the modal, cancelling once", async () => {
    const page = await signedIn("/admin/categories");
    await page.getByRole("button", { name: "Add new category" }).click();
    const modal = page.getByRole("dialog", { name: "New category" });
    expect(await modal.getByLabel("Name").inputValue()).toBe("");
    await modal.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => modal.getByText("This field is required.").isVisible()).toBe(true);
    await modal.getByLabel("Name").fill("Photography");
    await modal.getByLabel("Description").fill("Shoots for brands");
    await modal.getByRole("button", { name: "Save" }).click();
    const row = page.locator("tr", { hasText: "Photography" });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("Shoots for brands");

    // A duplicate name shows the server's message and keeps the modal filled.
    await page.getByRole("button", { name: "Add new category" }).click();
    await page.getByRole("dialog", { name: "New category" }).getByLabel("Name").fill("photography");
    await page.getByRole("dialog", { name: "New category" }).getByRole("button", { name: "Save" }).click();
    site.expectErrors(/status of 409/);
    await expect
      .poll(() => page.getByRole("dialog", { name: "New category" }).getByRole("alert").textContent())
      .toBe("A category with this name already exists.");
    await page.getByRole("dialog", { name: "New category" }).getByRole("button", { name: "Cancel" }).click();

    await row.getByRole("button", { name: "Edit Photography" }).click();
    const editModal = page.getByRole("dialog", { name: "Edit category" });
    expect(await editModal.getByLabel("Name").inputValue()).toBe("Photography");
    expect(await editModal.getByLabel("Description").inputValue()).toBe("Shoots for brands");
    await editModal.getByLabel("Name").fill("Photo & video");
    await editModal.getByRole("button", { name: "Save" }).click();
    const renamed = page.locator("tr", { hasText: "Photo & video" });
    await expect.poll(() => renamed.count()).toBe(1);

    await renamed.getByRole("button", { name: /Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete category" });
    expect(await confirm.textContent()).toContain("Delete this category? Its posts stay, without a category.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await renamed.count()).toBe(1);
    await renamed.getByRole("button", { name: /Delete/ }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => renamed.count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator("tr", { hasText: "Photo & video" }).count()).toBe(0);
  });
});

describe("leads", () => {
  it("applications list a new application, showing an HTML-looking name as text, with its full message", async () => {
    await post("/api/applications", {
      name: '<img src=x onerror="alert(1)">Nigar',
      email: "nigar@example.az",
      businessName: "Çay evi",
      phoneNumber: "+994 50 555 12 34",
      message: "Biznes fəaliyyəti: kafe\nTelefon: +994 50 555 12 34\nƏlavə: sayt lazımdır",
    });
    const page = await signedIn("/admin/applications");
    const row = page.locator("tr", { hasText: "nigar@example.az" });
    await row.waitFor();
    expect(await row.locator("td").first().textContent()).toBe('<img src=x onerror="alert(1)">Nigar');
    expect(await page.locator("main img").count()).toBe(0);
    expect(await row.textContent()).toContain("Çay evi");
    await row.getByRole("button", { name: /View/ }).click();
    const detail = page.getByRole("dialog");
    expect(await detail.textContent()).toContain("Əlavə: sayt lazımdır");

    await detail.getByRole("button", { name: "Close" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("applications.csv");
    const csv = await new Response((await file.createReadStream()) as unknown as ReadableStream).text();
    expect(csv).toContain("nigar@example.az");
  });

  it("the applications page shows its loading text in Azerbaijani", async () => {
    const page = await signedIn("/admin");
    // The list is held until the loading text has been seen, however long that takes.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/applications", async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.getByRole("button", { name: /Current language: English/ }).click();
      await page.getByRole("button", { name: "Azərbaycanca" }).click();
      await page.locator("aside").getByRole("link", { name: "Müraciətlər" }).click();
      await expect.poll(() => page.getByRole("status").textContent()).toBe("Yüklənir...");
    } finally {
      release();
    }
  });

  it("the inbox shows a contact message as unread and opening it marks it read", async () => {
    await post("/api/contact", {
      user_name: "Orxan",
      user_email: "orxan@example.az",
      subject: "Website quote",
      message: "How much is a shop?",
    });
    const page = await signedIn("/admin/messages");
    const row = page.locator("tr", { hasText: "Website quote" });
    await row.waitFor();
    expect(await row.getAttribute("data-unread")).toBe("true");
    await row.getByRole("button", { name: "Website quote" }).click();
    const detail = page.getByRole("dialog", { name: "Website quote" });
    expect(await detail.textContent()).toContain("How much is a shop?");
    await expect.poll(() => row.getAttribute("data-unread")).toBe("false");
    await detail.getByRole("button", { name: "Close" }).click();

    await page.reload();
    await waitForHydration(page);
    expect(await page.locator("tr", { hasText: "Website quote" }).getAttribute("data-unread")).toBe("false");
  });

  it("the bell counts a new application and clears when opened, for good", async () => {
    const page = await signedIn("/admin");
    const bell = page.getByRole("button", { name: /^Notifications:/ });
    // Start from nothing new: earlier tests' leads are seen once the bell is opened.
    await bell.click();
    await page.keyboard.press("Escape");
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications: 0 new");

    await post("/api/applications", {
      name: "Bell Applicant",
      email: "bell@example.az",
      phoneNumber: "+994 50 555 12 34",
      businessName: "Bell LLC",
      message: "We need a site.",
    });
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications: 1 new");
    expect(await page.getByTestId("notification-count").textContent()).toBe("1");
    await bell.click();
    const entry = page.getByRole("link", { name: /Bell Applicant/ });
    await expect.poll(() => entry.isVisible()).toBe(true);
    expect(await entry.textContent()).toContain("New application");
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications: 0 new");
    await entry.click();
    await expect.poll(() => path(page)).toBe("/admin/applications");
    await page.reload();
    await waitForHydration(page);
    expect(await bell.getAttribute("aria-label")).toBe("Notifications: 0 new");
    expect(await page.getByTestId("notification-count").count()).toBe(0);
  });

  it("opening the bell marks seen what it showed, not a lead that came in after the page loaded", async () => {
    const application = (name: string) => ({
      name,
      email: "bell@example.az",
      phoneNumber: "+994 50 555 12 34",
      businessName: "Bell LLC",
      message: "We need a site.",
    });
    await post("/api/applications", application("Shown Applicant"));
    const page = await signedIn("/admin");
    const bell = page.getByRole("button", { name: /^Notifications:/ });
    await expect.poll(() => bell.getAttribute("aria-label")).not.toBe("Notifications: 0 new");
    await post("/api/applications", application("Unshown Applicant"));
    const marked = page.waitForResponse((response) => response.url().endsWith("/api/notifications/seen"));
    await bell.click();
    expect((await marked).status()).toBe(204);
    await page.keyboard.press("Escape");
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications: 1 new");
    await bell.click();
    await expect.poll(() => page.getByRole("link", { name: /Unshown Applicant/ }).isVisible()).toBe(true);
  });

  it("newsletter subscribers are listed with a CSV export", async () => {
    await post("/api/newsletter-subscribers", { email: "reader@example.az" });
    const page = await signedIn("/admin/subscribers");
    await page.locator("tr", { hasText: "reader@example.az" }).waitFor();
    expect(await page.getByRole("button", { name: "Export CSV" }).isEnabled()).toBe(true);
  });
});
