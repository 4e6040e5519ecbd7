import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { adminScreenDrawn } from "../support/admin-in-browser";
import { viewports } from "../support/browser";
import { navigateInPage, siteInBrowser, waitForHydration } from "../support/site-in-browser";

const site = siteInBrowser({ env: { LOGIN_RATE_LIMIT: "1000" } });

/** One admin session for the file: no test signs the admin out. */
let admin: AdminClient;
beforeAll(async () => {
  admin = await signInAsAdmin(site.server.url);
});

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function signedInAsAdmin(address: string, viewport: { width: number; height: number } = viewports.desktop) {
  const page = await site.visit(address, { viewport, storageState: storageHoldingToken(site.server.url, admin.token) });
  await expect.poll(() => path(page)).toBe(address);
  return page;
}

/**
 * The tab signed out as a browser that never signed in is (no token stored), at the sign-in
 * form: one tab loaded again instead of a new browser context for the next person.
 */
async function atSignInWithoutToken(page: Page) {
  await page.evaluate(() => localStorage.removeItem("adminToken"));
  await page.goto(`${site.server.url}/admin/login`, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Creates a user on the users screen, leaving the password to the server; answers the password shown once. */
async function createUserThroughScreen(page: Page, user: { name: string; email: string; role: "Admin" | "Editor" }) {
  await page.getByRole("button", { name: "Add user" }).click();
  const dialog = page.getByRole("dialog", { name: "New user" });
  await dialog.getByLabel("Name").fill(user.name);
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Role").selectOption({ label: user.role });
  await dialog.getByRole("button", { name: "Create user" }).click();
  const shown = page.getByRole("dialog", { name: "Password to hand over" }).getByLabel("New password");
  await expect.poll(() => shown.isVisible()).toBe(true);
  const password = await shown.inputValue();
  await page.getByRole("button", { name: "Done" }).click();
  return password;
}

describe("users and roles", () => {
  it("an admin creates an editor, who finds users, settings and leads absent from the menu and refused by address", async () => {
    // The API's refusals of the editor are logged by the browser as failed loads.
    site.expectErrors(/status of 403/);
    const page = await signedInAsAdmin("/admin/users");
    const email = `editor-${crypto.randomUUID().slice(0, 8)}@agency.test`;
    const password = await createUserThroughScreen(page, { name: "Elvin Editor", email, role: "Editor" });
    expect(password).toMatch(/^\S{16}$/);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect.poll(() => row.textContent()).toContain("Editor");

    const editor = page;
    await atSignInWithoutToken(editor);
    await signInThroughForm(editor, email, password);
    // The dashboard shows leads' figures: an editor starts at the posts.
    await expect.poll(() => path(editor)).toBe("/admin/posts");
    const menu = editor.getByRole("navigation", { name: "Admin navigation" });
    await expect.poll(() => menu.getByRole("link", { name: "Posts" }).isVisible()).toBe(true);
    await expect.poll(() => menu.getByRole("link", { name: "Categories" }).isVisible()).toBe(true);
    for (const present of ["Media", "Comments"]) {
      await expect.poll(() => menu.getByRole("link", { name: present }).isVisible(), { message: present }).toBe(true);
    }
    for (const absent of [
      "Dashboard",
      "Users",
      "Settings",
      "Applications",
      "Inbox",
      "Subscribers",
      "Activity",
      "Redirects",
      "Import",
    ]) {
      expect(await menu.getByRole("link", { name: absent }).count(), absent).toBe(0);
    }
    const refused = editor.getByText("Your role does not give access to this page.");
    const [first, ...others] = [
      "/admin/users",
      "/admin/settings",
      "/admin/applications",
      "/admin/messages",
      "/admin/subscribers",
      "/admin/activity",
      "/admin/redirects",
      "/admin/import",
    ];
    // The first typed into the address bar (a full load); the others reached by the admin's
    // router (the same route loaders refuse them), each from the posts, whose screen has no
    // refusal, so that the refusal seen is the new address's own.
    await editor.goto(`${site.server.url}${first}`);
    await expect.poll(() => refused.isVisible(), { message: first }).toBe(true);
    for (const address of others) {
      await navigateInPage(editor, "/admin/posts");
      await expect.poll(() => refused.count(), { message: `${address}: posts first` }).toBe(0);
      await navigateInPage(editor, address);
      await expect.poll(() => refused.isVisible(), { message: address }).toBe(true);
    }
  });

  it("an admin deactivates a user, who can then no longer sign in", async () => {
    // Made through the API: the screen's new user form is the first test's.
    const email = `leaver-${crypto.randomUUID().slice(0, 8)}@agency.test`;
    const created = await admin.call("POST", "/api/users", { name: "Leaving Editor", email, role: "editor" });
    expect(created.status).toBe(201);
    const password = created.body.password as string;
    const page = await signedInAsAdmin("/admin/users");
    await page.getByRole("button", { name: "Deactivate Leaving Editor" }).click();
    await page.getByRole("button", { name: "Confirm" }).click();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect.poll(() => row.textContent()).toContain("Deactivated");
    const login = await fetch(`${site.server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(401);
  });

  it("a user changes their own name and password from the profile menu, then signs in with the new password", async () => {
    site.expectErrors(/status of (400|401|403)/);
    const email = `self-${crypto.randomUUID().slice(0, 8)}@agency.test`;
    const { body } = await admin.call("POST", "/api/users", { name: "Self Editor", email, role: "editor" });
    const page = await site.visit("/admin/login", { viewport: viewports.phone });
    await signInThroughForm(page, email, body.password);
    await expect.poll(() => path(page)).toBe("/admin/posts");

    await page.getByRole("button", { name: "Profile menu: Self Editor" }).click();
    await page.getByRole("link", { name: "Profile" }).click();
    await expect.poll(() => path(page)).toBe("/admin/profile");
    await page.getByLabel("Name").fill("Self Renamed");
    await page.getByLabel("New password").fill("my own new password");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // Without the current password nothing is sent, and what was typed stays.
    await expect.poll(() => page.getByText("Enter your current password to set a new one.").isVisible()).toBe(true);
    await page.getByLabel("Current password").fill("not the password");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("The current password is not correct.");
    expect(await page.getByLabel("New password").inputValue()).toBe("my own new password");

    await page.getByLabel("Current password").fill(body.password);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => page.getByText("Your password was changed.").isVisible()).toBe(true);
    // Still signed in here, under the new name.
    await expect.poll(() => page.getByRole("button", { name: "Profile menu: Self Renamed" }).isVisible()).toBe(true);

    // Signing in again, at a desktop's width.
    const again = page;
    await again.setViewportSize(viewports.desktop);
    await atSignInWithoutToken(again);
    await signInThroughForm(again, email, body.password);
    await expect.poll(() => again.getByText("Wrong email or password.").isVisible()).toBe(true);
    await signInThroughForm(again, email, "my own new password");
    await expect.poll(() => path(again)).toBe("/admin/posts");
  });

  it("a password easy to guess is refused in the new user form, saying why, and the form keeps what was typed", async () => {
    site.expectErrors(/status of 400/);
    const page = await signedInAsAdmin("/admin/users");
    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog", { name: "New user" });
    await dialog.getByLabel("Name").fill("Weak Choice");
    await dialog.getByLabel("Email").fill(`weak-${crypto.randomUUID().slice(0, 8)}@agency.test`);
    await dialog.getByLabel("Initial password (optional)").fill("1234567890");
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect
      .poll(() => dialog.getByRole("alert").textContent())
      .toBe("This password appears on lists of common or leaked passwords. Choose a different one.");
    expect(await dialog.getByLabel("Name").inputValue()).toBe("Weak Choice");
  });

  it("the activity page lists who changed what, filtered by what changed", async () => {
    await admin.call("POST", "/api/users", { name: "Logged Newcomer", email: "newcomer@agency.test", role: "editor" });
    await admin.call("POST", "/api/categories", { name: "Logged Category" });
    const page = await signedInAsAdmin("/admin/activity");
    const log = page.getByRole("region", { name: "Activity" });
    await expect.poll(() => log.textContent()).toContain("Admin added the user Logged Newcomer");
    expect(await log.textContent()).toContain("Admin created the category “Logged Category”");
    await page.getByLabel("What changed").selectOption({ label: "Users" });
    await expect.poll(() => path(page)).toBe("/admin/activity?subject=user");
    await expect.poll(() => log.textContent()).not.toContain("Logged Category");
    expect(await log.textContent()).toContain("Logged Newcomer");
  });

  it("no admin page scrolls sideways at 390 px, with lists of real rows", async () => {
    const form = (path: string, body: unknown) =>
      fetch(`${site.server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    // The lists' rows, sent side by side (the comment needs the post first).
    const [{ body }] = await Promise.all([
      admin.call("GET", "/api/posts?limit=1"),
      form("/api/applications", {
        name: "Ləman Uzunadlıoğlu-Məmmədova",
        email: "a-very-long-address-for-a-narrow-screen@example-company.az",
        phoneNumber: "+994 50 555 12 34",
        businessName: "Uzun Adlı Məhdud Məsuliyyətli Cəmiyyət",
        message: "We need a new site.",
      }),
      form("/api/contact-messages", {
        user_name: "Orxan",
        user_email: "orxan@example.az",
        subject: "A subject long enough to need wrapping on a phone screen",
        message: "Hello",
      }),
      form("/api/newsletter-subscribers", { email: "narrow-screen-reader@example.az" }),
      admin.call("POST", "/api/users", { name: "Narrow Editor", email: "narrow@agency.test", role: "editor" }),
    ]);
    const post = body.posts[0];
    await form(`/api/posts/${post._id}/comments`, { name: "Reader", email: "r@example.az", text: "Nice." });

    const screens = [
      "/admin",
      "/admin/posts",
      "/admin/posts/new",
      `/admin/posts/edit/${post._id}`,
      "/admin/media",
      "/admin/comments",
      "/admin/categories",
      "/admin/applications",
      "/admin/messages",
      "/admin/subscribers",
      "/admin/users",
      "/admin/activity",
      "/admin/settings",
      "/admin/profile",
    ];
    // One tab: the first screen loaded whole, the others reached by the admin's router, as
    // staff reach them, not each rendered on the server and hydrated again (a second tab
    // for half of them only cost another context and admin load); each one's heading
    // differs from the one before it, so a new heading is the new screen drawn.
    const page = await signedInAsAdmin(screens[0]!, viewports.phone);
    const heading = page.locator("main h1").first();
    const overflowing: string[] = [];
    for (const [step, screen] of screens.entries()) {
      if (step > 0) {
        const before = await heading.textContent();
        await navigateInPage(page, screen);
        await expect.poll(() => heading.textContent(), { message: screen }).not.toBe(before);
      }
      await adminScreenDrawn(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) overflowing.push(`${screen}: ${width}px`);
    }
    expect(overflowing).toEqual([]);
  });
});
