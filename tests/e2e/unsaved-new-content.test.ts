import { describe, expect, it } from "vitest";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { siteInBrowser } from "../support/site-in-browser";

// Nothing typed is lost (issue 41, decision 054): a new site-content item is kept for its
// author from the first keystroke, without creating an item, and offered back.
const site = siteInBrowser();

describe("a new FAQ question never saved", () => {
  it("typed for a few seconds and the tab closed: New question offers it back, and the FAQ list shows it as unsaved", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const storageState = storageHoldingToken(site.server.url, admin.token);
    const page = await site.visit("/admin/content/faq/new", { storageState }, { newVisitor: true });
    const question = page.getByRole("textbox", { name: "Question", exact: true });
    await question.waitFor();
    await question.pressSequentially("Do you build online shops?", { delay: 40 });
    await page
      .getByRole("textbox", { name: "Answer", exact: true })
      .pressSequentially("Yes, on Shopify and our own stack.", {
        delay: 20,
      });
    await expect
      .poll(async () => (await admin.call("GET", "/api/drafts/new/faq")).body.draft?.fields.text.en.answer, {
        timeout: 15_000,
      })
      .toBe("Yes, on Shopify and our own stack.");
    await page.close();

    // No item was made: neither staff nor visitors see it.
    const items = await admin.call("GET", "/api/content/faq");
    expect(JSON.stringify(items.body)).not.toContain("Do you build online shops?");

    const list = await site.visit("/admin/content/faq", { storageState });
    const reminder = list.getByRole("region", { name: "New question: not saved yet" });
    await expect.poll(() => reminder.textContent()).toContain("“Do you build online shops?”");
    await reminder.getByRole("link", { name: "Continue" }).click();

    const offer = list.getByRole("region", { name: /You have unsaved changes from \d/ });
    await expect.poll(() => offer.isVisible()).toBe(true);
    await offer.getByRole("button", { name: "Restore" }).click();
    await expect
      .poll(() => list.getByRole("textbox", { name: "Question", exact: true }).inputValue())
      .toBe("Do you build online shops?");
    await expect
      .poll(() => list.getByRole("textbox", { name: "Answer", exact: true }).inputValue())
      .toBe("Yes, on Shopify and our own stack.");

    // Saved, it is an item, and no longer an unsaved one.
    await list.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => new URL(list.url()).pathname).toMatch(/^\/admin\/content\/faq\/[^/]+$/);
    await expect.poll(async () => (await admin.call("GET", "/api/drafts/new/faq")).body).toEqual({ draft: null });
    await list.goto(`${site.server.url}/admin/content/faq`);
    await expect.poll(() => list.getByText("Do you build online shops?").count()).toBeGreaterThan(0);
    expect(await reminder.count()).toBe(0);
  });
});
