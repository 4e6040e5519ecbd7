import { gunzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { viewports } from "../support/browser";
import { visibleText } from "../support/html";
import { siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser();

/** /admin/settings in a browser signed in as an admin, at `viewport`. */
async function settingsPage(viewport: { width: number; height: number } = viewports.desktop) {
  const { token } = await signInAsAdmin(site.server.url);
  const page = await site.visit("/admin/settings", {
    viewport,
    storageState: storageHoldingToken(site.server.url, token),
  });
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
  return page;
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

describe("site settings", () => {
  it("leaving with unsaved changes asks first; after a save it does not", async () => {
    const page = await settingsPage();
    await field(page, "Agency name").fill("Nova Digital Studio");
    await page.locator("aside").getByRole("link", { name: "Users" }).click();
    const dialog = page.getByRole("dialog", { name: "Unsaved changes" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await field(page, "Agency name").inputValue()).toBe("Nova Digital Studio");
    await field(page, "Agency name").fill("Nova Digital");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Settings saved").waitFor();
    await page.locator("aside").getByRole("link", { name: "Users" }).click();
    await page.getByRole("heading", { name: "Users", level: 1 }).waitFor();
  });

  it("an admin changes the phone, email and address; the contact page and the footer show them at once", async () => {
    const page = await settingsPage();
    await field(page, "Phone").fill("+994 50 777 88 99");
    await field(page, "Email").fill("office@nova.example");
    await field(page, "Address").fill("1 Fountain Square, Baku AZ1000, Azerbaijan");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Settings saved").waitFor();

    const contact = await site.visit("/contact");
    const details = contact.getByRole("region", { name: "Contact details" });
    for (const text of ["+994 50 777 88 99", "office@nova.example", "1 Fountain Square, Baku AZ1000, Azerbaijan"]) {
      await expect.poll(() => details.getByText(text, { exact: true }).isVisible(), { message: text }).toBe(true);
      await expect
        .poll(() => contact.locator("footer").getByText(text, { exact: true }).isVisible(), { message: text })
        .toBe(true);
    }
    expect(await details.getByRole("link", { name: "+994 50 777 88 99" }).getAttribute("href")).toBe(
      "tel:+994507778899",
    );
    expect(await details.getByRole("link", { name: "office@nova.example" }).getAttribute("href")).toBe(
      "mailto:office@nova.example",
    );

    // What a crawler reads: the server's HTML of the contact page and of another page's footer.
    for (const path of ["/contact", "/about"]) {
      const html = visibleText(await (await fetch(`${site.server.url}${path}`)).text());
      expect(html, path).toContain("+994 50 777 88 99");
      expect(html, path).toContain("office@nova.example");
      expect(html, path).toContain("1 Fountain Square, Baku AZ1000, Azerbaijan");
      expect(html, path).not.toContain("+994 12 555 01 23");
    }
  });

  it("an admin chooses two recipients of new leads, each with a language; a bad address is refused at its field", async () => {
    const page = await settingsPage();
    await expect.poll(() => page.getByText("No one chosen", { exact: false }).isVisible()).toBe(true);
    const add = page.getByRole("button", { name: "Add recipient" });
    await add.click();
    await field(page, "Email of recipient 1").fill("satis@nova");
    await page.getByLabel("Language of recipient 1").selectOption("tr");
    await add.click();
    await field(page, "Email of recipient 2").fill("owner@nova.example");
    await page.getByLabel("Language of recipient 2").selectOption("ru");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Please enter a valid email address.").isVisible()).toBe(true);
    await field(page, "Email of recipient 1").fill("satis@nova.example");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Settings saved").waitFor();

    const admin = await signInAsAdmin(site.server.url);
    const { body } = await admin.call("GET", "/api/settings");
    expect(body.notificationRecipients).toEqual([
      { email: "satis@nova.example", language: "tr" },
      { email: "owner@nova.example", language: "ru" },
    ]);
    // Removing one and saving keeps the other.
    await page.getByRole("button", { name: "Remove recipient 1" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(async () => (await admin.call("GET", "/api/settings")).body.notificationRecipients)
      .toEqual([{ email: "owner@nova.example", language: "ru" }]);
    await admin.call("PUT", "/api/settings", { ...body, notificationRecipients: [] });
  });

  it("a refused value is shown at its field and nothing typed is lost; a failed save keeps the form too", async () => {
    const page = await settingsPage();
    await field(page, "Phone").fill("+994 55 000 11 22");
    await field(page, "Email").fill("not-an-email");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Please enter a valid email address.").waitFor();
    expect(await field(page, "Email").getAttribute("aria-invalid")).toBe("true");
    expect(await field(page, "Phone").inputValue()).toBe("+994 55 000 11 22");

    // A refused English offer title shows on its language's tab, wherever the admin was.
    await field(page, "Email").fill("sales@nova.example");
    const offerTab = (name: string) => page.getByRole("tablist").last().getByRole("tab", { name, exact: true });
    await offerTab("English").click();
    await field(page, "Title").fill("");
    await offerTab("Русский").click();
    await page.getByRole("button", { name: "Save" }).click();
    await offerTab("English (check)").waitFor();
    expect(await offerTab("English (check)").getAttribute("aria-selected")).toBe("true");
    await field(page, "Title").fill("Free audit");

    site.expectErrors(/Failed to load resource/);
    await page.route("**/api/settings", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 500, json: { message: "Something went wrong on our side." } })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("Something went wrong");
    expect(await field(page, "Email").inputValue()).toBe("sales@nova.example");
    expect(await field(page, "Title").inputValue()).toBe("Free audit");
  });

  it("fits a 390 px screen, with the save button in reach while scrolling", async () => {
    const page = await settingsPage(viewports.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByText("Special offer", { exact: true }).scrollIntoViewIfNeeded();
    const save = await page.getByRole("button", { name: "Save" }).boundingBox();
    expect(save).not.toBeNull();
    expect(save!.y + save!.height).toBeLessThanOrEqual(844);
    expect(save!.y).toBeGreaterThanOrEqual(0);
  });

  it("an admin downloads the site's backup: a dated tar.gz that starts with its manifest", async () => {
    const page = await settingsPage();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download backup" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^site-backup-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/);
    const bytes = Buffer.from(
      await new Response((await file.createReadStream()) as unknown as ReadableStream).arrayBuffer(),
    );
    // A gzip stream whose first tar entry is the manifest.
    expect(gunzipSync(bytes).subarray(0, 13).toString()).toBe("manifest.json");
  });

  it("an admin renames the agency: the admin, the site's header and its page titles carry the new name", async () => {
    const page = await settingsPage();
    await field(page, "Agency name").fill("Qala Studio");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Settings saved").waitFor();

    // The admin takes the name from the page the server sent: a reload shows it.
    await page.reload();
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await page.locator("aside").getByRole("link", { name: "Qala Studio Admin" }).waitFor();
    await expect.poll(() => page.title()).toBe("Settings · Qala Studio Admin");

    const home = await site.visit("/?lng=tr");
    await home.locator("header").getByText("Qala Studio", { exact: true }).first().waitFor();
    expect(await home.title()).toContain("Qala Studio");

    await field(page, "Agency name").fill("Nova Digital");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Settings saved").waitFor();
  });
});
