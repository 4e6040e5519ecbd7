import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-client";
import { type Viewport, viewports } from "../support/browser";
import { siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser({ env: { LOGIN_RATE_LIMIT: "1000" } });

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** A browser of its own (a fresh context) signed in through the form. */
async function signedInBrowser(email: string, password: string, viewport: Viewport = viewports.desktop) {
  const page = await site.visit("/admin/login", { viewport });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect.poll(() => path(page)).toBe("/admin/posts");
  return page;
}

describe("sessions per device", () => {
  it("a staff member signs out on one browser and the other goes on; ended from the first's session list, the other is signed out", async () => {
    // An editor is sent from the dashboard to the posts (403); an ended session is refused (401).
    site.expectErrors(/status of (401|403)/);
    const admin = await signInAsAdmin(site.server.url);
    const email = `devices-${crypto.randomUUID().slice(0, 8)}@agency.test`;
    const password = "two browsers, one person";
    expect(
      (await admin.call("POST", "/api/users", { name: "Two Devices", email, role: "editor", password })).status,
    ).toBe(201);
    const first = await signedInBrowser(email, password);
    const second = await signedInBrowser(email, password);

    await first.locator("aside").getByRole("button", { name: "Log out" }).click();
    await expect.poll(() => path(first)).toBe("/admin/login");
    // The second browser is still signed in: it opens a staff-only screen, and the profile lists it alone.
    await second.locator("aside").getByRole("link", { name: "Comments" }).click();
    await expect.poll(() => path(second)).toBe("/admin/comments");
    await second.goto(`${site.server.url}/admin/profile`);
    const secondList = second.getByRole("region", { name: "Where you are signed in" });
    await expect.poll(() => secondList.getByRole("row").count()).toBe(2); // the heading row and this device
    await secondList.getByText("This device").waitFor();

    // Signed in again on a narrow phone, the first browser ends the second's session from its list.
    const again = await signedInBrowser(email, password, { width: 320, height: 640 });
    await again.goto(`${site.server.url}/admin/profile`);
    const list = again.getByRole("region", { name: "Where you are signed in" });
    await expect.poll(() => list.getByRole("listitem").count()).toBe(2);
    expect(await list.getByText("This device").count()).toBe(1);
    expect(await list.getByText(/on Linux/).count()).toBe(2);
    expect(await again.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await list.getByRole("button", { name: /^Sign out .+ on / }).click();
    await expect.poll(() => again.getByText("That device was signed out.").isVisible()).toBe(true);
    await expect.poll(() => list.getByRole("listitem").count()).toBe(1);

    await second.locator("aside").getByRole("link", { name: "Comments" }).click();
    await expect.poll(() => path(second)).toBe("/admin/login?redirectTo=%2Fadmin%2Fcomments");
    // The first browser goes on.
    await again.reload();
    await expect.poll(() => list.getByRole("listitem").count()).toBe(1);
    expect(path(again)).toBe("/admin/profile");
  });
});
