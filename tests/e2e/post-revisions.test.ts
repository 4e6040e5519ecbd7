import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { violations } from "../support/axe";
import { viewports } from "../support/browser";
import { siteInBrowser } from "../support/site-in-browser";

// Autosave, history and activity of posts (decision 038), as staff use them.
const site = siteInBrowser();

/** A post saved through the API, then opened in the editor. */
async function publishedPost(admin: AdminClient, title: string) {
  const { body } = await admin.call("POST", "/api/posts", {
    title,
    excerpt: "What we do for clients.",
    content: "<p>We build fast sites.</p>",
    status: "published",
  });
  return body as { _id: string; slug: string };
}

const status = (page: Page) => page.getByRole("toolbar", { name: "Post actions" }).getByRole("status");
const titleField = (page: Page) => page.getByLabel("Title", { exact: true });

describe("autosave and revisions of a post", () => {
  it("typing in a published post and closing the tab keeps the draft, the public page unchanged, and reopening offers it back", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const post = await publishedPost(admin, "Web Development");
    const address = `/admin/posts/edit/${post._id}`;
    const storageState = storageHoldingToken(site.server.url, admin.token);

    // On Playwright's clock (it flows as the real one does), so that the autosave's three
    // seconds pass at once instead of in real time.
    const page = await site.visit(
      address,
      { storageState },
      { newVisitor: true, prepare: (tab) => tab.clock.install() },
    );
    await titleField(page).fill("Web Development in 2027");
    // Three seconds after typing stops, without pressing anything.
    await page.clock.runFor(3_000);
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toMatch(/^Saved at \d/);
    await page.close();

    const visitor = await site.visit(`/blog/${post.slug}`);
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe("Web Development");

    const reopened = await site.visit(address, { storageState });
    const offer = reopened.getByRole("region", { name: /You have unsaved changes from \d/ });
    await expect.poll(() => offer.isVisible()).toBe(true);
    expect(await titleField(reopened).inputValue()).toBe("Web Development");
    expect(await violations(reopened)).toEqual([]);
    await offer.getByRole("button", { name: "Restore" }).click();
    await expect.poll(() => titleField(reopened).inputValue()).toBe("Web Development in 2027");
    expect(await offer.count()).toBe(0);

    // Update makes it public.
    await reopened.getByRole("toolbar", { name: "Post actions" }).getByRole("button", { name: "Update" }).click();
    await expect.poll(() => new URL(reopened.url()).pathname).toBe("/admin/posts");
    const { body } = await admin.call("GET", `/api/posts/${post._id}`);
    expect(body.title).toBe("Web Development in 2027");
  });

  it("Ctrl+S saves at once and says when", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const post = await publishedPost(admin, "Saved by keyboard");
    const page = await site.visit(`/admin/posts/edit/${post._id}`, {
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    await page.getByLabel("Excerpt").fill("Typed, then saved with the keyboard.");
    await page.keyboard.press("Control+s");
    // Well before the three seconds of the autosave.
    await expect.poll(() => status(page).textContent(), { timeout: 2_000 }).toMatch(/^Saved at \d/);
    const { body } = await admin.call("GET", `/api/posts/${post._id}/autosave`);
    expect(body.autosave.fields.excerpt).toBe("Typed, then saved with the keyboard.");
    // The post itself waits for Update.
    expect((await admin.call("GET", `/api/posts/${post._id}`)).body.excerpt).toBe("What we do for clients.");
  });

  it("a failed autosave keeps the edit and says so; Retry saves it once the network is back", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const post = await publishedPost(admin, "Offline edits");
    const page = await site.visit(
      `/admin/posts/edit/${post._id}`,
      { storageState: storageHoldingToken(site.server.url, admin.token) },
      { expectedErrors: /Failed to load resource|net::ERR_INTERNET_DISCONNECTED|ERR_FAILED/ },
    );
    await page.route("**/autosave", (route) => route.abort("internetdisconnected"));
    await page.getByLabel("Excerpt").fill("Written on a train.");
    await page.keyboard.press("Control+s");
    await expect.poll(() => status(page).textContent()).toBe("Not saved: check the connection");
    expect(await titleField(page).inputValue()).toBe("Offline edits");
    expect(await page.getByLabel("Excerpt").inputValue()).toBe("Written on a train.");

    await page.unroute("**/autosave");
    await page.getByRole("button", { name: "Retry" }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/^Saved at \d/);
    const { body } = await admin.call("GET", `/api/posts/${post._id}/autosave`);
    expect(body.autosave.fields.excerpt).toBe("Written on a train.");
  });

  it("on a phone, the history compares two revisions and restores one, and the activity says what changed", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const post = await publishedPost(admin, "Mobile apps");
    await admin.call("PUT", `/api/posts/${post._id}`, {
      title: "Mobile apps for shops",
      excerpt: "What we do for clients.",
      content: "<p>We build fast native apps.</p>",
      status: "published",
    });
    const page = await site.visit(`/admin/posts/edit/${post._id}`, {
      viewport: viewports.phone,
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    await page.getByRole("button", { name: "History" }).click();
    const sheet = page.getByRole("dialog", { name: "Revision history" });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    const box = await sheet.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(viewports.phone.width);

    // The latest revision against the one before: insertions and deletions, each marked.
    const marked = (tag: "ins" | "del") => async () =>
      (await sheet.locator(tag).allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());
    await expect.poll(marked("ins")).toEqual(["Inserted: for shops", "Inserted: native apps"]);
    expect(await marked("del")()).toEqual(["Deleted: sites"]);
    expect(await violations(page)).toEqual([]);
    const restoreButtons = sheet.getByRole("button", { name: /^Restore Published · / });
    expect(await restoreButtons.count()).toBe(2);

    // The older one, by keyboard, back into the editor as unsaved changes.
    await restoreButtons.last().focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await expect.poll(() => titleField(page).inputValue()).toBe("Mobile apps");
    await expect.poll(() => page.getByRole("textbox", { name: "Content" }).textContent()).toBe("We build fast sites.");
    const kinds = (await admin.call("GET", `/api/posts/${post._id}/revisions`)).body.revisions.map(
      (revision: { kind: string }) => revision.kind,
    );
    expect(kinds.slice(0, 3)).toEqual(["restore", "publish", "publish"]);

    const activity = await site.visit("/admin/activity?subject=post", {
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    await expect
      .poll(() =>
        activity.getByText("Admin edited “Title” and “Content” of the post “Mobile apps for shops” (EN)").count(),
      )
      .toBe(1);
  });
});
