import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { viewports } from "../support/browser";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

const site = siteInBrowser();

/** Opens an admin page signed in as the test server's admin, at a phone's size if asked. */
async function signedIn(address: string, viewport: { width: number; height: number } = viewports.desktop) {
  const { token } = await signInAsAdmin(site.server.url);
  const page = await site.visit(address, { viewport, storageState: storageHoldingToken(site.server.url, token) });
  await page.getByRole("navigation", { name: "Admin navigation" }).waitFor();
  return page;
}

async function send(path: string, body: unknown) {
  const response = await fetch(`${site.server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { _id: string };
}

const sendApplication = (name: string, email: string) =>
  send("/api/applications", {
    name,
    email,
    businessName: "Çay evi",
    phoneNumber: "+994 50 555 12 34",
    message: "Biznes fəaliyyəti: kafe",
  });

/** The number on a sidebar entry's new-leads badge; 0 when it shows none. */
async function newLeadsBadge(page: Page, entry: string): Promise<number> {
  const badge = page.locator("aside").getByRole("link", { name: entry }).locator("[data-new-leads]");
  return (await badge.count()) === 0 ? 0 : Number(await badge.getAttribute("data-new-leads"));
}

describe("working leads", () => {
  it("an admin moves an application to contacted with a note; the badge drops; the note stays after a reload", async () => {
    await sendApplication("Leyla Quliyeva", "leyla@cayevi.az");
    const page = await signedIn("/admin/applications");
    const row = page.locator("tr", { hasText: "leyla@cayevi.az" });
    await row.waitFor();
    expect(await row.locator("[data-lead-status]").textContent()).toBe("New");
    await expect.poll(() => newLeadsBadge(page, "Applications")).toBeGreaterThan(0);
    const newBefore = await newLeadsBadge(page, "Applications");
    const filter = page.getByRole("navigation", { name: "Filter by status" });
    expect(await filter.getByRole("link", { name: /^New/ }).textContent()).toBe(`New${newBefore}`);

    await row.getByRole("button", { name: "View the application of Leyla Quliyeva" }).click();
    const detail = page.getByRole("dialog", { name: "Leyla Quliyeva" });
    await detail.getByLabel("Status", { exact: true }).selectOption("contacted");
    const note = "Called on Monday.\nWants an online menu; send a quote by Friday.";
    await detail.getByLabel("Internal notes").fill(note);
    await detail.getByRole("button", { name: "Save" }).click();

    await expect.poll(() => page.getByText("Saved.").isVisible()).toBe(true);
    await expect.poll(() => newLeadsBadge(page, "Applications")).toBe(newBefore - 1);
    await expect.poll(() => row.locator("[data-lead-status]").textContent()).toBe("Contacted");
    await expect.poll(() => filter.getByRole("link", { name: /^New/ }).textContent()).toBe(`New${newBefore - 1}`);

    // The address names the open application: a reload shows it again, as saved.
    await page.reload();
    await waitForHydration(page);
    const reloaded = page.getByRole("dialog", { name: "Leyla Quliyeva" });
    await expect.poll(() => reloaded.getByLabel("Internal notes").inputValue()).toBe(note);
    expect(await reloaded.getByLabel("Status", { exact: true }).inputValue()).toBe("contacted");
    await reloaded.getByRole("button", { name: "Close" }).click();

    // The filter keeps the leads of one status.
    await filter.getByRole("link", { name: /^Contacted/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("contacted");
    await expect
      .poll(async () =>
        (await page.locator("tbody [data-lead-status]").allTextContents()).every((s) => s === "Contacted"),
      )
      .toBe(true);
    expect(await page.locator("tr", { hasText: "leyla@cayevi.az" }).count()).toBe(1);
    expect(await filter.getByRole("link", { name: /^Contacted/ }).getAttribute("aria-current")).toBe("true");
  });

  it("a save that fails keeps what was typed and says why", async () => {
    site.expectErrors(/status of 503/);
    await sendApplication("Rauf Həsənov", "rauf@firma.az");
    const page = await signedIn("/admin/applications");
    await page.route("**/api/applications/*", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 503, json: { message: "The site is briefly unavailable." } })
        : route.continue(),
    );
    await page.getByRole("button", { name: "View the application of Rauf Həsənov" }).click();
    const detail = page.getByRole("dialog", { name: "Rauf Həsənov" });
    await detail.getByLabel("Status", { exact: true }).selectOption("won");
    await detail.getByLabel("Internal notes").fill("Signed the contract.");
    await detail.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => detail.getByRole("alert").textContent()).toBe("The site is briefly unavailable.");
    expect(await detail.getByLabel("Internal notes").inputValue()).toBe("Signed the contract.");
    expect(await detail.getByLabel("Status", { exact: true }).inputValue()).toBe("won");
  });

  it("the inbox shows the start of each message, on one line, under its subject", async () => {
    const message =
      "We run three cafés in Baku and would like one website for all of them: an online menu, table booking, " +
      "a loyalty programme and a blog about our coffee.";
    await send("/api/contact-messages", {
      user_name: "Orxan",
      user_email: "orxan@cafes.az",
      subject: "One site for three cafés",
      message,
    });
    const page = await signedIn("/admin/messages");
    const preview = page.locator("tr", { hasText: "One site for three cafés" }).locator("[data-preview]");
    await preview.waitFor();
    const text = (await preview.textContent())!;
    expect(text).toHaveLength(120);
    expect(text.endsWith("…")).toBe(true);
    expect(message.startsWith(text.slice(0, -1))).toBe(true);
    const box = await preview.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(box.height).toBeLessThanOrEqual(box.lineHeight * 1.2);
  });

  it("at 390 px the applications and the inbox do not scroll sideways, and each row's actions show", async () => {
    await sendApplication("Gülnarə Abbasova-Məmmədzadə", "gulnare.abbasova.memmedzade@very-long-company-name.az");
    await send("/api/contact-messages", {
      user_name: "Gülnarə",
      user_email: "gulnare.abbasova.memmedzade@very-long-company-name.az",
      subject: "A subject long enough to need more than one line on a phone screen",
      message: "Hello ".repeat(60),
    });
    const page = await signedIn("/admin/applications", viewports.phone);
    const view = page.getByRole("button", { name: "View the application of Gülnarə Abbasova-Məmmədzadə" });
    await view.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect.poll(() => view.isVisible()).toBe(true);
    const button = (await view.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    await view.click();
    await expect.poll(() => page.getByRole("dialog").getByLabel("Internal notes").isVisible()).toBe(true);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    // On a phone the sidebar is a drawer, opened from the header.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("aside").getByRole("link", { name: "Inbox" }).click();
    const subject = page.getByRole("button", {
      name: "A subject long enough to need more than one line on a phone screen",
    });
    await subject.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = (await subject.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
