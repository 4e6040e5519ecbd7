import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-client";
import { siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser({ env: { LOGIN_RATE_LIMIT: "1000" } });

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** A code of the authenticator app, `steps` 30-second steps from now (each code is accepted once). */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** A fresh browser at sign-in, with email and password sent. */
async function passwordStep(email: string, password: string) {
  const page = await site.visit("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  return page;
}

describe("two-factor sign-in", () => {
  it("a staff member enrols with the QR code, then signs in with a code from the app and once with a recovery code", async () => {
    // An editor is sent from the dashboard to the posts (403); a wrong code is refused (401).
    site.expectErrors(/status of (401|403)/);
    const admin = await signInAsAdmin(site.server.url);
    const email = `second-factor-${crypto.randomUUID().slice(0, 8)}@agency.test`;
    const password = "a password and a phone";
    await admin.call("POST", "/api/users", { name: "Two Factors", email, role: "editor", password });

    const page = await passwordStep(email, password);
    await expect.poll(() => path(page)).toBe("/admin/posts");
    await page.goto(`${site.server.url}/admin/profile`);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const qrCode = page.getByRole("img", { name: "QR code to scan with your authenticator app" });
    await expect
      .poll(() => qrCode.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const secret = (await page.getByLabel("Or enter this key by hand").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel("Code from the app").fill(codeFor(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCode = (await codes.first().textContent())!.trim();
    await page.getByRole("button", { name: "I have saved them" }).click();
    await expect.poll(() => page.getByText("Two-factor sign-in is on. 10 recovery codes left.").isVisible()).toBe(true);

    // The password alone no longer signs in: the code from the app does.
    const withApp = await passwordStep(email, password);
    await withApp.getByLabel("Authentication code").fill(codeFor(secret, 1));
    await withApp.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => path(withApp)).toBe("/admin/posts");

    const withRecovery = await passwordStep(email, password);
    await withRecovery.getByLabel("Authentication code").fill("00000-00000");
    await withRecovery.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => withRecovery.getByRole("alert").textContent()).toContain("The code is not correct.");
    await withRecovery.getByLabel("Authentication code").fill(recoveryCode);
    await withRecovery.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => path(withRecovery)).toBe("/admin/posts");
    await withRecovery.goto(`${site.server.url}/admin/profile`);
    await expect
      .poll(() => withRecovery.getByText("Two-factor sign-in is on. 9 recovery codes left.").isVisible())
      .toBe(true);
  });

  it("an editor without it, when admins require it, signs in, is led to set it up, and then reaches the posts", async () => {
    // Until it is on, the frame's bell is refused (403).
    site.expectErrors(/status of 403/);
    const admin = await signInAsAdmin(site.server.url);
    const settings = (await admin.call("GET", "/api/settings")).body;
    expect((await admin.call("PUT", "/api/settings", { ...settings, requireTwoFactor: true })).status).toBe(200);
    try {
      const email = `required-${crypto.randomUUID().slice(0, 8)}@agency.test`;
      const password = "a password and a rule";
      await admin.call("POST", "/api/users", { name: "Required Factor", email, role: "editor", password });

      const page = await passwordStep(email, password);
      await expect.poll(() => path(page)).toBe("/admin/profile");
      const onlyThisPage = page.getByText("Until two-factor sign-in is on, this page is the only one you can use.");
      await expect.poll(() => onlyThisPage.isVisible()).toBe(true);
      await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      const key = page.getByLabel("Or enter this key by hand");
      await key.waitFor();
      const secret = (await key.textContent())!.trim();
      await page.getByLabel("Code from the app").fill(codeFor(secret));
      await page.getByRole("button", { name: "Turn on" }).click();
      await expect
        .poll(() => page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").count())
        .toBe(10);
      await page.getByRole("button", { name: "I have saved them" }).click();
      await expect
        .poll(() => page.getByText("Two-factor sign-in is on. 10 recovery codes left.").isVisible())
        .toBe(true);
      await expect.poll(() => onlyThisPage.isVisible()).toBe(false);

      // The same sign-in is now a full one.
      await page.goto(`${site.server.url}/admin/posts`);
      await expect.poll(() => page.getByRole("heading", { level: 1, name: "Posts" }).isVisible()).toBe(true);
      expect(path(page)).toBe("/admin/posts");
    } finally {
      await admin.call("PUT", "/api/settings", settings);
    }
  });
});
