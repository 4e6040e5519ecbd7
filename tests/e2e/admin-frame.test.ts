import { describe, expect, it } from "vitest";
import { adminInBrowser, pagePath, signInThroughForm } from "../support/admin-in-browser";
import { viewports } from "../support/browser";
import { waitForHydration } from "../support/site-in-browser";

// The admin's frame (app/admin/frame): the sidebar, the language, a route whose data fails or
// whose session ended, and the notification bell.
const { site, signedIn, post } = adminInBrowser();

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
    await expect.poll(() => pagePath(page)).toBe("/admin/categories");
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
    await expect.poll(() => pagePath(page)).toBe("/admin/categories");
  });

  it("the admin works in Russian after switching the language", async () => {
    const page = await signedIn("/admin/posts");
    await page.getByRole("button", { name: /Current language: English/ }).click();
    await page.getByRole("button", { name: "Русский" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Записи");
    await expect.poll(() => page.getByRole("link", { name: "Новая запись" }).isVisible()).toBe(true);
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
    await expect.poll(() => pagePath(page)).toBe("/admin/login?redirectTo=%2Fadmin%2Fapplications");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
    await signInThroughForm(page);
    await expect.poll(() => pagePath(page)).toBe("/admin/applications");
  });
});

describe("the notification bell", () => {
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
    await expect.poll(() => pagePath(page)).toBe("/admin/applications");
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
});
