import { describe, expect, it } from "vitest";
import { adminInBrowser } from "../support/admin-in-browser";
import { waitForHydration } from "../support/site-in-browser";

// The leads screens (app/admin/leads): applications, the inbox and newsletter subscribers.
const { site, signedIn, post, apiToken, holdingToken } = adminInBrowser();

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

  it("a request the router cuts short is no error in the browser, from the first load on; any other unhandled failure is", async () => {
    // The admin's first load is held, so the page is hydrated with the loading shell showing.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const page = await site.visit(
      "/admin/messages",
      { storageState: holdingToken(await apiToken()) },
      {
        expectedErrors: /a real failure/,
        prepare: (page) => page.route("**/api/auth/me", async (route) => (await released, route.continue())),
      },
    );
    const uncaught: string[] = [];
    page.on("pageerror", (error) => uncaught.push(error.message));
    // Rejected in this order: once the second is recorded, the first would have been.
    const rejectBoth = (label: string) =>
      page.evaluate((label) => {
        void Promise.reject(new DOMException("BodyStreamBuffer was aborted", "AbortError"));
        setTimeout(() => void Promise.reject(new Error(`a real failure ${label}`)));
      }, label);

    await rejectBoth("while loading");
    await expect.poll(() => uncaught).toEqual(["a real failure while loading"]);
    release();
    await page.getByRole("heading", { name: "Inbox" }).waitFor();
    await rejectBoth("once drawn");
    await expect.poll(() => uncaught).toEqual(["a real failure while loading", "a real failure once drawn"]);
  });

  it("the inbox shows a contact message as unread and opening it marks it read", async () => {
    await post("/api/contact-messages", {
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

    // The row shows the change at once. The reload waits for the server to have it and for the
    // list's own requests to end: a reload that aborts them logs "BodyStreamBuffer was
    // aborted" (seen once under `npm run test:stress`).
    const token = await apiToken();
    const readOnServer = async () => {
      const response = await fetch(`${site.server.url}/api/contact-messages`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const messages = (await response.json()) as { subject: string; read: boolean }[];
      return messages.find((message) => message.subject === "Website quote")?.read;
    };
    await expect.poll(readOnServer, { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState("networkidle");
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator("tr", { hasText: "Website quote" }).getAttribute("data-unread")).toBe("false");
  });

  it("newsletter subscribers are listed with a CSV export", async () => {
    await post("/api/newsletter-subscribers", { email: "reader@example.az" });
    const page = await signedIn("/admin/subscribers");
    await page.locator("tr", { hasText: "reader@example.az" }).waitFor();
    expect(await page.getByRole("button", { name: "Export CSV" }).isEnabled()).toBe(true);
  });
});
