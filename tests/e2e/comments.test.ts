import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { viewports } from "../support/browser";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { violations } from "../support/axe";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

const site = siteInBrowser();
const smallPhone = { width: 320, height: 720 };
const htmlLooking = "<b>bold</b><script>alert(1)</script>";

let post: { _id: string; slug: string };

beforeAll(async () => {
  const admin = await signInAsAdmin(site.server.url);
  const created = await admin.call("POST", "/api/posts", {
    title: "Open for comments",
    content: "<p>Tell us what you think.</p>",
    excerpt: "A post that takes comments",
    status: "published",
  });
  expect(created.status).toBe(201);
  post = created.body;
});

/** Opens an admin page signed in with a fresh session's token. */
async function signedIn(address: string, viewport: { width: number; height: number } = viewports.desktop) {
  const token = (await signInAsAdmin(site.server.url)).token;
  const page = await site.visit(address, { viewport, storageState: storageHoldingToken(site.server.url, token) });
  await page.getByRole("heading", { name: "Comments", level: 1 }).waitFor();
  return page;
}

const commentForm = (page: Page, name = "Leave a comment") => page.getByRole("form", { name });
const commentsSection = (page: Page) => page.locator("section[aria-labelledby='comments-heading']");
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function leaveComment(name: string, text: string) {
  const response = await fetch(`${site.server.url}/api/posts/${post._id}/comments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.az`, text }),
  });
  expect(response.status).toBe(201);
}

describe("blog comments", () => {
  it("a visitor's comment waits for approval; once staff approve it the post shows it as text, with the count", async () => {
    const page = await site.visit(`/blog/${post.slug}`, { viewport: smallPhone });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => void dialogs.push(dialog.message()));
    await expect.poll(() => commentsSection(page).getByRole("heading", { name: "0 comments" }).isVisible()).toBe(true);
    const form = commentForm(page);
    await form.getByLabel("Name").fill("Leyla");
    await form.getByLabel("Email").fill("leyla@example.az");
    await form.getByLabel("Comment").fill(`${htmlLooking}\nSecond line`);
    await form.getByRole("button", { name: "Post comment" }).click();

    await expect
      .poll(() => form.getByRole("status").textContent())
      .toBe("Thank you! Your comment is waiting for approval and will appear here once a moderator approves it.");
    expect(await form.getByLabel("Comment").inputValue()).toBe("");
    expect(await form.getByLabel("Name").inputValue()).toBe("Leyla");
    expect(await scrollsSideways(page)).toBe(false);
    // Pending: not on the page, not even after a reload.
    await page.reload();
    await waitForHydration(page);
    expect(await commentsSection(page).locator("li").count()).toBe(0);
    expect(await page.getByText("bold").count()).toBe(0);

    const staff = await signedIn("/admin/comments");
    const card = staff.locator("li", { hasText: "leyla@example.az" });
    expect(await card.textContent()).toContain(htmlLooking);
    expect(await card.locator("b, script").count()).toBe(0);
    await card
      .getByRole("group", { name: "Actions for the comment from Leyla" })
      .getByRole("button", { name: "Approve" })
      .click();
    await expect.poll(() => staff.getByText("1 comment approved.").isVisible()).toBe(true);
    await expect.poll(() => card.count()).toBe(0);
    await staff.getByRole("link", { name: /^Approved/ }).click();
    await expect.poll(() => staff.locator("li", { hasText: "leyla@example.az" }).count()).toBe(1);

    await page.reload();
    await waitForHydration(page);
    const section = commentsSection(page);
    expect(await section.getByRole("heading", { level: 2 }).textContent()).toBe("1 comment");
    const shown = section.locator("li");
    expect(await shown.count()).toBe(1);
    expect(await shown.textContent()).toContain("Leyla");
    const text = await shown
      .locator("p")
      .last()
      .evaluate((element: HTMLElement) => element.innerText);
    expect(text).toBe(`${htmlLooking}\nSecond line`);
    expect(await section.locator("b, script").count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await page.content()).not.toContain("leyla@example.az");
    expect(await scrollsSideways(page)).toBe(false);
    expect(await violations(page)).toEqual([]);
  });

  it("a Turkish visitor is told in Turkish what to fix, and a failed send keeps what was typed", async () => {
    site.expectErrors(/Failed to load resource/);
    // A post's page is in the post's language (decision 039): the post's Turkish version.
    const admin = await signInAsAdmin(site.server.url);
    const { body: turkish } = await admin.call("POST", "/api/posts", {
      title: "Yorumlara açık",
      content: "<p>Ne düşündüğünüzü yazın.</p>",
      excerpt: "Yorum alan bir yazı",
      status: "published",
      language: "tr",
      translationOf: post._id,
    });
    const page = await site.visit(`/blog/${turkish.slug}?lng=tr`, { viewport: smallPhone });
    const form = commentForm(page, "Yorum yapın");
    await form.getByRole("button", { name: "Yorumu gönder" }).click();
    await expect.poll(() => form.getByText("Bu alan zorunludur.").count()).toBe(3);

    await form.getByLabel("Ad").fill("Ali");
    await form.getByLabel("E-posta").fill("ali@");
    await form.getByLabel("Yorum").fill("Güzel yazı");
    await form.getByRole("button", { name: "Yorumu gönder" }).click();
    await expect.poll(() => form.getByText("Lütfen geçerli bir e-posta adresi girin.").isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);

    await page.route("**/api/posts/*/comments", (route) => route.abort("connectionrefused"));
    await form.getByLabel("E-posta").fill("ali@example.com");
    await form.getByRole("button", { name: "Yorumu gönder" }).click();
    await expect
      .poll(() => form.getByRole("alert").textContent())
      .toBe("Yorumunuz gönderilemedi. Lütfen tekrar deneyin.");
    expect(await form.getByLabel("Yorum").inputValue()).toBe("Güzel yazı");
    expect(await form.getByLabel("E-posta").inputValue()).toBe("ali@example.com");
    expect(await scrollsSideways(page)).toBe(false);
  });

  it("on a phone, staff select every pending comment and mark them as spam, then delete them after confirming", async () => {
    for (const name of ["Spammer", "Seller", "Bot"]) await leaveComment(name, `Cheap offers from ${name}`);
    const page = await signedIn("/admin/comments", viewports.phone);
    await expect.poll(() => page.locator("aside").getByRole("link", { name: "Comments" }).isVisible()).toBe(true);
    await expect.poll(() => page.locator("main li").count()).toBe(3);
    expect(await page.getByRole("link", { name: "Pending 3" }).getAttribute("aria-current")).toBe("page");
    // Each card's actions are on screen, and nothing scrolls sideways.
    await expect
      .poll(() => page.getByRole("group", { name: "Actions for the comment from Bot" }).isVisible())
      .toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await violations(page)).toEqual([]);

    await page.getByLabel("Select all").check();
    await expect.poll(() => page.getByText("3 selected").isVisible()).toBe(true);
    const bulk = page.getByRole("group", { name: "Actions for the selected comments" });
    await bulk.getByRole("button", { name: "Mark as spam" }).click();
    await expect.poll(() => page.getByText("3 comments marked as spam.").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("No comments are waiting for approval.").isVisible()).toBe(true);

    await page.getByRole("link", { name: "Spam 3" }).click();
    await expect.poll(() => page.locator("main li").count()).toBe(3);
    await page.getByLabel("Select the comment from Bot").check();
    await page.getByLabel("Select the comment from Seller").check();
    await bulk.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete comments" });
    expect(await confirm.textContent()).toContain("Delete 2 selected comments? This cannot be undone.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => page.getByText("2 comments deleted.").isVisible()).toBe(true);
    await expect.poll(() => page.locator("main li").count()).toBe(1);
    expect(await page.locator("main li").textContent()).toContain("Spammer");
    await expect.poll(() => page.getByRole("link", { name: "Spam 1" }).isVisible()).toBe(true);
  });
});
