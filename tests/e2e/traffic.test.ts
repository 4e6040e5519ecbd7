import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { launchBrowser, openPage, type TestPage, viewports } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";
import { findMisfits } from "../support/text-fit";
import { waitForHydration } from "../support/site-in-browser";

// The app trusts one proxy here, as behind a load balancer: X-Forwarded-For names the visitor.
const env = { TRUST_PROXY: "1" };
const visitors = [
  {
    address: "203.0.113.10",
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  },
  {
    address: "198.51.100.20",
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  },
];
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const campaign = "utm_source=newsletter&utm_medium=email&utm_campaign=spring";

let server: RunningServer;
let browser: Browser;
const pages: TestPage[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function open(options: Parameters<typeof openPage>[1]) {
  const testPage = await openPage(browser, options);
  pages.push(testPage);
  return testPage.page;
}

/** A visitor from a search engine's results: the services page (campaign link), about (a click), then contact. */
async function visitFromSearch(visitor: (typeof visitors)[number]): Promise<Page> {
  const page = await open({
    userAgent: visitor.userAgent,
    extraHTTPHeaders: { "x-forwarded-for": visitor.address },
  });
  await page.goto(`${server.url}/services?${campaign}`, { referer: "https://www.google.com/" });
  await waitForHydration(page);
  // A client-side navigation: React Router asks for the page's data, counted as its view.
  await page.locator('a[href="/about"]').first().click();
  await page.waitForURL(`${server.url}/about`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.goto(`${server.url}/contact`, { referer: `${server.url}/about` });
  await waitForHydration(page);
  return page;
}

/** The text of the dashboard table's row that starts with `label`, its cells joined by "|". */
async function rowOf(page: Page, panel: string, label: string): Promise<string> {
  const row = page.getByRole("region", { name: panel }).locator("tr", { hasText: label }).first();
  return (await row.locator("td").allTextContents()).join("|");
}

describe("traffic counted on the server", () => {
  it("two visitors from a search engine's campaign and one contact message show on the dashboard, after a restart", async () => {
    const first = await visitFromSearch(visitors[0]!);
    await first.getByRole("textbox", { name: "Name" }).fill("Aysel Məmmədova");
    await first.getByRole("textbox", { name: "Email" }).fill("aysel@example.az");
    await first.getByRole("textbox", { name: "Subject" }).fill("A new website");
    await first.getByRole("textbox", { name: "Message" }).fill("We would like a website for our bakery.");
    await first.getByRole("button", { name: "Send message" }).click();
    await first.getByRole("status").filter({ hasText: "Message sent successfully!" }).waitFor();
    await visitFromSearch(visitors[1]!);

    // A crawler's visits are counted as bots, not as visitors or page views.
    for (const path of ["/", "/services"])
      expect((await fetch(`${server.url}${path}`, { headers: { "user-agent": googlebot } })).status).toBe(200);

    // A clean restart writes what was counted: no counted hour is lost.
    expect(await server.stop()).toBe(0);
    server = await startServer({ env, dataDir: server.dataDir });

    const { token } = await signInAsAdmin(server.url);
    const admin = await open({ storageState: storageHoldingToken(server.url, token) });
    await admin.goto(`${server.url}/admin/traffic?days=7`);
    await waitForHydration(admin);
    await admin.getByRole("heading", { level: 1, name: "Traffic" }).waitFor();

    const figure = (name: string) => admin.locator(`[data-figure="${name}"]`).textContent();
    expect(await figure("visitors")).toBe("2");
    expect(await figure("views")).toBe("6");
    expect(await figure("leads")).toBe("1");
    expect(await figure("conversion")).toBe("50 %");
    await admin.getByText("2 views by bots, counted apart").waitFor();

    expect(await rowOf(admin, "Top pages", "/services")).toBe("/services|2");
    expect(await rowOf(admin, "Top pages", "/about")).toBe("/about|2");
    expect(await rowOf(admin, "Top pages", "/contact")).toBe("/contact|2");
    // Tagged links are a channel of their own, whatever site the visitor clicked them on.
    expect(await rowOf(admin, "Sources", "Campaign links")).toBe("Campaign links|2|1|50 %");
    expect(await rowOf(admin, "Sources", "Search engines")).toBe("Search engines|0|0|0 %");
    expect(await rowOf(admin, "From visitor to client", "Campaign links")).toBe("Campaign links|2|1|0|0");
    expect(await rowOf(admin, "Referring sites", "Google")).toBe("Google (Search engines)|2|1|50 %");
    expect(await rowOf(admin, "Campaigns", "spring")).toBe("spring|newsletter|email|2|1|50 %");
    expect(await rowOf(admin, "Pages that sent leads", "/contact")).toBe("/contact|1");
    expect(await rowOf(admin, "Devices", "Desktop")).toBe("Desktop|3");
    expect(await rowOf(admin, "Devices", "Phone")).toBe("Phone|3");
    // The charts are drawn from the lazily loaded chart library.
    await admin.locator(".recharts-surface").first().waitFor();
    expect(pages.flatMap((page) => page.errors)).toEqual([]);
  }, 120_000); // two visitors, a message, a restart and the dashboard: a minute on a busy machine

  it("fits a phone's width", async () => {
    const { token } = await signInAsAdmin(server.url);
    const phone = await open({ viewport: viewports.phone, storageState: storageHoldingToken(server.url, token) });
    await phone.goto(`${server.url}/admin/traffic?days=30`);
    await waitForHydration(phone);
    await phone.locator('[data-figure="visitors"]').waitFor();
    await phone.locator(".recharts-surface").first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    // The screen's own text fits (the admin frame around it has tests of its own).
    const screen = (await phone.locator("main").textContent()) ?? "";
    expect((await findMisfits(phone)).filter((misfit) => screen.includes(misfit.text))).toEqual([]);
    // No word of the campaigns table is cut across two lines: the table scrolls sideways instead.
    const cutWords = await phone.getByRole("region", { name: "Campaigns" }).evaluate((region) => {
      const cut: string[] = [];
      for (const cell of region.querySelectorAll("td")) {
        const text = cell.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) continue;
        for (const match of (text.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) cut.push(match[0]);
        }
      }
      return cut;
    });
    expect(cutWords).toEqual([]);
    expect(pages.at(-1)!.errors).toEqual([]);
  });

  it("says in one line that a period without visits has none, without an empty chart or rows of zeros", async () => {
    const { token } = await signInAsAdmin(server.url);
    const admin = await open({ storageState: storageHoldingToken(server.url, token) });
    await admin.goto(`${server.url}/admin/traffic?from=2026-01-01&to=2026-01-30`);
    await waitForHydration(admin);
    await admin.getByText("No visitors, page views or leads in this period.").waitFor();
    expect(await admin.getByRole("region").count()).toBe(0);
    expect(await admin.locator(".recharts-surface").count()).toBe(0);
    expect(pages.at(-1)!.errors).toEqual([]);
  });
});
