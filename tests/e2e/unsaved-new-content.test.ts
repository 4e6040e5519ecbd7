import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { siteInBrowser } from "../support/site-in-browser";

// Nothing typed is lost (issue 41, decision 054): a new site-content item is kept for its
// author from the first keystroke, without creating an item, and offered back.
const site = siteInBrowser();

/** One admin session for the file: no test signs out. */
let admin: AdminClient;
beforeAll(async () => {
  admin = await signInAsAdmin(site.server.url);
});

// The page's clock is Playwright's (it flows as the real one does), so that the 3 s the
// autosave waits after the last keystroke (decision 038) pass at once instead of in real time.
const installClock = (page: Page) => page.clock.install();
/** The autosave's wait after typing stops, run on the page's clock. */
const typingStopped = (page: Page) => page.clock.runFor(3_000);

describe("a new FAQ question never saved", () => {
  it("typed for a few seconds and the tab closed: New question offers it back, and the FAQ list shows it as unsaved", async () => {
    const storageState = storageHoldingToken(site.server.url, admin.token);
    const page = await site.visit(
      "/admin/content/faq/new",
      { storageState },
      { newVisitor: true, prepare: installClock },
    );
    const question = page.getByRole("textbox", { name: "Question", exact: true });
    await question.waitFor();
    // Key by key, as staff type: the autosave waits for the last keystroke (below).
    await question.pressSequentially("Do you build online shops?");
    await page
      .getByRole("textbox", { name: "Answer", exact: true })
      .pressSequentially("Yes, on Shopify and our own stack.");
    await typingStopped(page);
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

describe("a new simple page never saved", () => {
  it("is kept with its rich text, listed on the pages screen and offered back on New page", async () => {
    const storageState = storageHoldingToken(site.server.url, admin.token);
    const page = await site.visit(
      "/admin/content/pages/new",
      { storageState },
      { newVisitor: true, prepare: installClock },
    );
    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await title.waitFor();
    await title.pressSequentially("Accessibility statement");
    await page.getByRole("textbox", { name: "Page text" }).pressSequentially("We aim for WCAG 2.2 AA.");
    await typingStopped(page);
    await expect
      .poll(async () => (await admin.call("GET", "/api/drafts/new/pages")).body.draft?.fields.text.en.body, {
        timeout: 15_000,
      })
      .toContain("We aim for WCAG 2.2 AA.");
    await page.close();

    const list = await site.visit("/admin/content/pages", { storageState });
    const reminder = list.getByRole("region", { name: "New page: not saved yet" });
    await expect.poll(() => reminder.textContent()).toContain("“Accessibility statement”");
    await reminder.getByRole("link", { name: "Continue" }).click();
    await list
      .getByRole("region", { name: /You have unsaved changes from \d/ })
      .getByRole("button", { name: "Restore" })
      .click();
    await expect
      .poll(() => list.getByRole("textbox", { name: "Title", exact: true }).inputValue())
      .toBe("Accessibility statement");
    await expect
      .poll(() => list.getByRole("textbox", { name: "Page text" }).textContent())
      .toBe("We aim for WCAG 2.2 AA.");

    // Discarded from the list, it is gone.
    await list.goto(`${site.server.url}/admin/content/pages`);
    await list
      .getByRole("region", { name: "New page: not saved yet" })
      .getByRole("button", { name: "Discard" })
      .click();
    await expect.poll(() => reminder.count()).toBe(0);
    expect((await admin.call("GET", "/api/drafts/new/pages")).body).toEqual({ draft: null });
  });
});
