import type { Page } from "playwright-core";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { viewports } from "../support/browser";
import { locale } from "../support/html";
import { seededSlugs, seededText } from "../support/seeded-content";
import { afterFrames, siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser();

const shownServices = (page: Page) => page.locator("main article h2").allInnerTexts();
const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name, exact: true });
const pressed = async (page: Page) => {
  const names: string[] = [];
  for (const button of await page.getByRole("group", { name: "Filter by category" }).getByRole("button").all()) {
    if ((await button.getAttribute("aria-pressed")) === "true") names.push(await button.innerText());
  }
  return names;
};

describe("the services list", () => {
  it("choosing another category removes All and toggles itself; an empty selection shows everything", async () => {
    const page = await site.visit("/services");
    expect(await shownServices(page)).toHaveLength(6);
    expect(await pressed(page)).toEqual(["All"]);

    await chip(page, "Design").click();
    expect(await pressed(page)).toEqual(["Design"]);
    expect(await shownServices(page)).toEqual(["UI/UX Design"]);

    await chip(page, "Analytics").click();
    expect(await pressed(page)).toEqual(["Design", "Analytics"]);
    expect(await shownServices(page)).toEqual(["UI/UX Design", "Database Solutions"]);

    await chip(page, "Design").click();
    await chip(page, "Analytics").click();
    expect(await pressed(page)).toEqual([]);
    expect(await shownServices(page)).toHaveLength(6);
  });

  it("choosing All selects only All", async () => {
    const page = await site.visit("/services");
    await chip(page, "Development").click();
    await chip(page, "Marketing").click();
    await chip(page, "All").click();
    expect(await pressed(page)).toEqual(["All"]);
    expect(await shownServices(page)).toHaveLength(6);
  });

  it("search matches title and description regardless of case, and says when nothing matches", async () => {
    const page = await site.visit("/services");
    const search = page.getByRole("searchbox", { name: "Search services" });
    await search.fill("MOBILE APP");
    expect(await shownServices(page)).toEqual(["Mobile App Development"]);
    await search.fill("spreadsheets"); // only in Database Solutions' description
    expect(await shownServices(page)).toEqual(["Database Solutions"]);
    await search.fill("blockchain");
    expect(await shownServices(page)).toEqual([]);
    await expect.poll(() => page.getByText("No services found matching your criteria").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Show all services" }).click();
    expect(await shownServices(page)).toHaveLength(6);
  });

  it("cards show three feature chips and then '+N more'", async () => {
    const page = await site.visit("/services");
    const card = page.locator("article", { has: page.getByRole("link", { name: "Web Development" }) });
    const chips = await card.getByRole("list").getByRole("listitem").allInnerTexts();
    expect(chips).toEqual([
      "Responsive design for every screen",
      "Content management system",
      "Search engine optimisation",
      "+3 more",
    ]);
  });

  it("the grid or list toggle changes the layout", async () => {
    const page = await site.visit("/services");
    const list = page.locator("main ul").filter({ has: page.locator("article") });
    expect(await list.getAttribute("class")).toContain("grid-cols-3");
    await page.getByRole("button", { name: "List view" }).click();
    expect(await page.getByRole("button", { name: "List view" }).getAttribute("aria-pressed")).toBe("true");
    expect(await list.getAttribute("class")).not.toContain("grid-cols-3");
  });

  it("the process video asks nothing of YouTube until the visitor presses play", async () => {
    const youtube: string[] = [];
    const page = await site.visit(
      "/services",
      {},
      {
        prepare: async (page) => {
          await page.route(/youtube/, (route) => {
            youtube.push(route.request().url());
            return route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" });
          });
        },
      },
    );
    await page.getByRole("button", { name: "Watch the video" }).click();
    const dialog = page.getByRole("dialog", { name: "How we work" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Nothing loads until the visitor asks: once the open dialog's effects have run, no
    // player is in the page and no request went to YouTube.
    await afterFrames(page);
    expect(await dialog.locator("iframe").count()).toBe(0);
    expect(youtube, youtube.join()).toEqual([]);
    await dialog.getByRole("button", { name: "Play video" }).click();
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
    expect(youtube[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The dialog is hidden before React removes its content: the player goes right after.
    await expect.poll(() => page.locator("iframe").count()).toBe(0);
  });

  it("shows the four steps of the process", async () => {
    const page = await site.visit("/services");
    const steps = page
      .locator("section", { has: page.getByRole("heading", { name: "How we work", level: 2 }) })
      .locator("ol h3");
    expect(await steps.allInnerTexts()).toEqual(["Discovery", "Strategy", "Implementation", "Support"]);
  });
});

describe("service detail pages", () => {
  it.each(seededSlugs.services.map((id, index) => [id, index] as const))(
    "the %s card opens its detail page",
    async (id, index) => {
      const page = await site.visit("/services", { viewport: viewports.phone });
      const title = seededText("services", index, "en").title as string;
      await page.getByRole("link", { name: title, exact: true }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(title);
      expect(new URL(page.url()).pathname).toBe(`/services/${id}`);
      for (const heading of ["Overview", "Technologies", "At a glance", "Process"]) {
        await expect.poll(() => page.getByRole("heading", { name: heading }).isVisible()).toBe(true);
      }
    },
  );

  it("shows the facts, the price range and the back link", async () => {
    const page = await site.visit("/services/web-development");
    const facts = page.getByRole("complementary");
    for (const text of ["6–8 weeks", "4-8 specialists", "Medium", "$5,000 – $15,000"]) {
      await expect.poll(() => facts.getByText(text).isVisible()).toBe(true);
    }
    const steps = page.locator("section", { has: page.getByRole("heading", { name: "Process" }) }).locator("li");
    expect(await steps.count()).toBe(4);
    expect(await steps.first().innerText()).toContain("1 week");
    await page.getByRole("link", { name: "Back to services" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/services");
  });

  it("'Request a quote' opens the contact page with the subject filled in", async () => {
    const page = await site.visit("/services/ui-design");
    const href = await page.getByRole("link", { name: "Request a quote" }).getAttribute("href");
    expect(href).toBe(`/contact?subject=${encodeURIComponent("Quote request: UI/UX Design")}`);
  });

  it("'Share service' copies the link where the browser cannot share, and says so", async () => {
    const page = await site.visit(
      "/services/mobile-development",
      { permissions: ["clipboard-read", "clipboard-write"] },
      {
        prepare: (page) => page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined })),
      },
    );
    await page.getByRole("button", { name: "Share service" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Link copied" }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  it("'Share service' hands title, text and address to the browser's share sheet", async () => {
    const page = await site.visit(
      "/services/web-solutions",
      {},
      {
        prepare: (page) =>
          page.addInitScript(() => {
            Object.defineProperty(navigator, "share", {
              value: async (data: ShareData) => {
                (window as unknown as { shared: ShareData }).shared = data;
              },
            });
          }),
      },
    );
    await page.getByRole("button", { name: "Share service" }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
    expect(shared).toEqual({
      title: "Web Solutions for Growth",
      text: "Web Solutions for Growth by Nova Digital",
      url: page.url(),
    });
  });

  it("'Download brochure' downloads the service's PDF in the page's language", async () => {
    const page = await site.visit("/services/database-solutions?lng=ru");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: locale("ru", "services", "detail.download") }).click(),
    ]);
    expect(download.url()).toMatch(/\/services\/database-solutions\/brochure\.pdf\?lng=ru$/);
    expect(download.suggestedFilename()).toBe(`${seededText("services", 4, "ru").title} – Nova Digital.pdf`);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("the old cloud-services address lands on Cloud Infrastructure", async () => {
    const page = await site.visit("/services/cloud-services");
    expect(new URL(page.url()).pathname).toBe("/services/cloud-infrastructure");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Cloud Infrastructure");
  });

  it("an unknown service says 'Service not found' with status 404", async () => {
    const page = await site.visit("/services/no-such-service", {}, { expectedErrors: /status of 404/ });
    const response = await page.reload();
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Service not found");
    await page.getByRole("link", { name: "Back to services" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/services");
  });
});
