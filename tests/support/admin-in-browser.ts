import type { BrowserContextOptions, Page } from "playwright-core";
import { expect } from "vitest";
import { signInAsAdmin, storageHoldingToken } from "./admin-client";
import { testAdmin } from "./server";
import { siteInBrowser } from "./site-in-browser";

/**
 * Waits until the open admin screen is drawn: its main heading shows and nothing in `main`
 * is still loading (a busy region, a spinner). One wait in the page, checked at each frame.
 */
export function adminScreenDrawn(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const heading = document.querySelector("main h1");
    const box = heading?.getBoundingClientRect();
    return (
      !!box &&
      box.width > 0 &&
      box.height > 0 &&
      getComputedStyle(heading!).visibility !== "hidden" &&
      !document.querySelector("main [aria-busy='true'], main .animate-spin")
    );
  });
}

/** The page's address within the site: its path and query. */
export function pagePath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Signs in through the form, as staff do; only the sign-in tests need it. */
export async function signInThroughForm(
  page: Page,
  { email = testAdmin.email, password = testAdmin.password } = {},
): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * The admin's screens in Chromium, one file per screen (tests/e2e/admin-<screen>.test.ts):
 * the files share one server and browser per worker (`sharedAs`), as they did as one file.
 */
export function adminInBrowser() {
  const site = siteInBrowser({ env: { LOGIN_RATE_LIMIT: "1000" } }, { sharedAs: "admin screens" });

  const holdingToken = (token: string) => storageHoldingToken(site.server.url, token);

  /** A fresh session's token for the test server's admin. */
  async function apiToken(): Promise<string> {
    return (await signInAsAdmin(site.server.url)).token;
  }

  /** Opens `address` in a browser signed in with a fresh session's token (the sign-in tests use the form). */
  async function signedIn(address = "/admin", options: BrowserContextOptions = {}) {
    const page = await site.visit(address, { ...options, storageState: holdingToken(await apiToken()) });
    await expect.poll(() => pagePath(page)).toBe(address);
    return page;
  }

  /** Sends a public form's JSON (an application, a contact message) and expects it stored. */
  async function post(path: string, body: unknown) {
    const response = await fetch(`${site.server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return response.json() as Promise<{ _id: string }>;
  }

  return { site, holdingToken, apiToken, signedIn, post };
}
