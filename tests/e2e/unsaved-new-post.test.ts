import { describe, expect, it } from "vitest";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { siteInBrowser } from "../support/site-in-browser";

// Nothing typed is lost (issue 41, decision 054): a new post is kept for its author from
// the first keystroke, without creating a post, and offered back.
const site = siteInBrowser();

describe("a new post never saved", () => {
  it("typed for a few seconds and the tab closed: New post offers it back, and the posts list shows it as an unsaved new post", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const storageState = storageHoldingToken(site.server.url, admin.token);
    const page = await site.visit("/admin/posts/new", { storageState }, { newVisitor: true });
    const title = page.getByLabel("Title", { exact: true });
    await title.waitFor();
    await title.pressSequentially("Ten things we learned in 2026", { delay: 40 });
    await page.getByRole("textbox", { name: "Content" }).pressSequentially("First, measure before you change.", {
      delay: 20,
    });
    const status = page.getByRole("toolbar", { name: "Post actions" }).getByRole("status");
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toMatch(/^Saved at \d/);
    await page.close();

    // No post was made: the list is as it was, apart from the reminder.
    const articles = await admin.call("GET", "/api/articles?q=Ten%20things");
    expect(articles.body.total).toBe(0);

    const list = await site.visit("/admin/posts", { storageState });
    const reminder = list.getByRole("region", { name: "Unsaved new post" });
    await expect.poll(() => reminder.textContent()).toContain("“Ten things we learned in 2026”");
    await reminder.getByRole("link", { name: "Continue writing" }).click();

    const offer = list.getByRole("region", { name: /You have unsaved changes from \d/ });
    await expect.poll(() => offer.isVisible()).toBe(true);
    await offer.getByRole("button", { name: "Restore" }).click();
    const reopenedTitle = list.getByLabel("Title", { exact: true });
    await expect.poll(() => reopenedTitle.inputValue()).toBe("Ten things we learned in 2026");
    await expect
      .poll(() => list.getByRole("textbox", { name: "Content" }).textContent())
      .toBe("First, measure before you change.");

    // Saved, it is a post, and no longer an unsaved one.
    await list.getByLabel("Excerpt").fill("What a year of client work taught us.");
    await list.getByRole("toolbar", { name: "Post actions" }).getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => new URL(list.url()).pathname).toBe("/admin/posts");
    await expect
      .poll(() => list.getByRole("link", { name: "Ten things we learned in 2026", exact: true }).count())
      .toBe(1);
    expect(await reminder.count()).toBe(0);
    expect((await admin.call("GET", "/api/drafts/new/post")).body).toEqual({ draft: null });
  });
});
