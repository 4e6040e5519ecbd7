import { describe, expect, it } from "vitest";
import { adminInBrowser, pagePath, signInThroughForm } from "../support/admin-in-browser";
import { testAdmin } from "../support/server";

// The sign-in screen (app/admin/sign-in): signing in and out, and a token the API refuses.
const { site, holdingToken, apiToken, signedIn } = adminInBrowser();

describe("signing in and out", () => {
  it("a visitor without a token is sent to sign-in, and the admin is not indexed", async () => {
    const page = await site.visit("/admin/posts");
    await expect.poll(() => pagePath(page)).toBe("/admin/login?redirectTo=%2Fadmin%2Fposts");
    await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
  });

  it("a staff member who signs in lands on the page that sent them, with adminToken stored", async () => {
    const page = await site.visit("/admin/categories");
    await expect.poll(() => pagePath(page)).toContain("/admin/login");
    await signInThroughForm(page, { email: `  ${testAdmin.email.toUpperCase()} ` });
    await expect.poll(() => pagePath(page)).toBe("/admin/categories");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The profile menu carries the signed-in user's name.
    await expect.poll(() => page.getByRole("button", { name: "Profile menu: Admin" }).isVisible()).toBe(true);
  });

  it("signing in from the sign-in page lands on the dashboard", async () => {
    const page = await site.visit("/admin/login");
    await signInThroughForm(page);
    await expect.poll(() => pagePath(page)).toBe("/admin");
  });

  it("a wrong password shows the server's message and keeps the email", async () => {
    site.expectErrors(/status of 401/);
    const page = await site.visit("/admin/login");
    await signInThroughForm(page, { password: "not the password" });
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe("Wrong email or password.");
    expect(await page.getByLabel("Email").inputValue()).toBe(testAdmin.email);
    expect(pagePath(page)).toBe("/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  });

  it("an empty form is checked before sending", async () => {
    const page = await site.visit("/admin/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByText("This field is required.").count()).toBe(2);
  });

  it("when the server cannot be reached, sign-in says so", async () => {
    site.expectErrors(/Failed to load resource/);
    const page = await site.visit("/admin/login");
    await page.route("**/api/auth/login", (route) => route.abort("connectionrefused"));
    await signInThroughForm(page);
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Could not reach the server. Check your connection and try again.");
  });

  it("logging out ends the session on the server, removes the token and returns to sign-in; the admin stays closed", async () => {
    const page = await signedIn();
    await page.getByRole("navigation", { name: "Admin navigation" }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem("adminToken"));
    await page.locator("aside").getByRole("button", { name: "Log out" }).click();
    await expect.poll(() => pagePath(page)).toBe("/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
    // The token a copy of the page (or a thief) still holds no longer works.
    const me = await fetch(`${site.server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await page.goto(`${site.server.url}/admin`);
    await expect.poll(() => pagePath(page)).toBe("/admin/login");
  });

  it("a token the API refuses is cleared and the browser returns to sign-in", async () => {
    site.expectErrors(/status of 401/);
    const page = await site.visit("/admin/messages", { storageState: holdingToken("forged.token.value") });
    await expect.poll(() => pagePath(page)).toBe("/admin/login?redirectTo=%2Fadmin%2Fmessages");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  });

  // Last in the file: the clock it installs stays with the tab the file's tests share.
  it("when the server does not answer, logging out still signs this browser out", async () => {
    const page = await site.visit("/admin", { storageState: holdingToken(await apiToken()) });
    await page.getByRole("navigation", { name: "Admin navigation" }).waitFor();
    // On Playwright's clock (it flows as the real one does), installed in the loaded tab rather
    // than in a new browser context before the load, so that the admin's 5 s wait for the
    // answer (app/admin/ui/api.ts), started by the click below, passes at once instead of in
    // real time.
    await page.clock.install();
    // Never answered: the browser gives up after its timeout (a refused call takes the same path).
    await page.route("**/api/auth/logout", () => {});
    await page.locator("aside").getByRole("button", { name: "Log out" }).click();
    await page.clock.runFor(5_000);
    await expect.poll(() => pagePath(page), { timeout: 10_000 }).toBe("/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  });
});
