import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { pagePath } from "../support/admin-in-browser";
import { seededText, seededTextOf } from "../support/seeded-content";
import { navigateInPage, siteInBrowser } from "../support/site-in-browser";

// Issue 30's check: page copy, the footer and SEO titles are content staff edit (decision
// 040). Each change shows on the public pages in its language at once; English stays.

const site = siteInBrowser({ env: { LOGIN_RATE_LIMIT: "1000" } });

/** One admin session for the file: no test signs out. */
let admin: AdminClient;
beforeAll(async () => {
  admin = await signInAsAdmin(site.server.url);
});

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/**
 * Opens a kind's item in the editor, on the Turkish tab: from another item by the admin's
 * router, as staff go from one to the next (a full load of the admin costs seconds on a
 * busy machine).
 */
async function editInTurkish(page: Page, kind: string, id: string) {
  const address = `/admin/content/${kind}/${id}`;
  const heading = page.getByRole("heading", { level: 1 });
  if (pagePath(page) !== address) {
    // Each kind's editor has a heading of its own: a new one is the new item's form drawn.
    const before = await heading.textContent();
    await navigateInPage(page, address);
    await expect.poll(() => heading.textContent(), { message: address }).not.toBe(before);
  }
  await heading.waitFor();
  await page.getByRole("tab", { name: /^Türkçe/ }).click();
}

/** Saves the open item: the editor stays, says "Saved" and offers its page in the tab's language. */
async function save(page: Page, address: string) {
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();
  expect(await page.getByRole("link", { name: "View on site (Türkçe)" }).getAttribute("href")).toBe(address);
}

/** Staff's items through the API, and a signed-in tab: `edit` opens an item's editor. */
async function signedIn() {
  const items = async (kind: string) => (await admin.call("GET", `/api/content/${kind}`)).body.items;
  let page: Page | undefined;
  return {
    items,
    /** The item's Turkish tab; the first opens the admin straight at it (each full load costs seconds on a busy machine). */
    async edit(kind: string, id: string) {
      page ??= await site.visit(`/admin/content/${kind}/${id}`, {
        storageState: storageHoldingToken(site.server.url, admin.token),
      });
      await editInTurkish(page, kind, id);
      return page;
    },
  };
}

/**
 * One visitor's tab, taken from page to page: a fresh browser context per page cost this
 * file most of its time on a busy machine (four contexts and hydrations per test).
 */
async function visitor(path: string) {
  const page = await site.visit(path);
  return {
    page,
    async open(next: string) {
      await page.goto(`${site.server.url}${next}`);
      return page;
    },
  };
}

// The first check of issue 30 in two tests (home and About; the footer and the contact
// page's SEO title), each within the test timeout on a busy machine.
it("staff change the home hero and an About value in Turkish; the Turkish pages show them at once and English is unchanged", async () => {
  const { items, edit } = await signedIn();
  const [home] = await items("home-page");
  const [about] = await items("about-page");

  let page = await edit("home-page", home._id);
  await textbox(page, "Hero: title").fill("Büyüyen işletmeler için");
  await textbox(page, "Hero: highlighted words").fill("hızlı web siteleri");
  await save(page, "/?lng=tr");

  page = await edit("about-page", about._id);
  await textbox(page, "Text").nth(1).fill("Her projede ölçülebilir kaliteyi ilk günden planlıyoruz.");
  await save(page, "/about?lng=tr");

  const reader = await visitor("/?lng=tr");
  expect(await reader.page.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Büyüyen işletmeler için hızlı web siteleri",
  );
  const turkishAbout = await reader.open("/about?lng=tr");
  await turkishAbout.getByText("Her projede ölçülebilir kaliteyi ilk günden planlıyoruz.").waitFor();

  // English reads as it did.
  const english = seededTextOf("home-page", null, "en");
  const englishHome = await reader.open("/?lng=en");
  expect(await englishHome.getByRole("heading", { level: 1 }).textContent()).toBe(
    `${english.heroTitle} ${english.heroHighlight}`,
  );
  const englishAbout = await reader.open("/about?lng=en");
  await englishAbout.getByText(seededTextOf("about-page", null, "en").values[1].text).waitFor();
});

it("staff change a footer link and the contact page's SEO title in Turkish; the Turkish pages show them at once and English is unchanged", async () => {
  const { items, edit } = await signedIn();
  const contact = (await items("page-texts")).find((item: { slug: string }) => item.slug === "contact");
  const blogLink = (await items("navigation")).find(
    (item: { fields: { href: string } }) => item.fields.href === "/blog",
  );

  let page = await edit("page-texts", contact._id);
  await textbox(page, "SEO title").fill("Projenizi konuşalım");
  await save(page, "/contact?lng=tr");

  page = await edit("navigation", blogLink._id);
  await textbox(page, "Label").fill("Yazılarımız");
  await save(page, "/?lng=tr");

  const reader = await visitor("/?lng=tr");
  expect(await reader.page.locator("footer").getByRole("link", { name: "Yazılarımız" }).getAttribute("href")).toBe(
    "/blog",
  );
  const turkishContact = await reader.open("/contact?lng=tr");
  expect(await turkishContact.title()).toContain("Projenizi konuşalım");

  // English reads as it did.
  const englishHome = await reader.open("/?lng=en");
  expect(await englishHome.locator("footer").getByRole("link", { name: "Blog", exact: true }).count()).toBe(1);
  const englishContact = await reader.open("/contact?lng=en");
  expect(await englishContact.title()).toContain(seededTextOf("page-texts", "contact", "en").seoTitle);
});

it("staff change a step of the services page's process and the footer's words in Turkish; the Turkish pages show them at once and English is unchanged", async () => {
  const { items, edit } = await signedIn();
  const [servicesPage] = await items("services-page");
  const [footer] = await items("footer");

  let page = await edit("services-page", servicesPage._id);
  await textbox(page, "Title").first().fill("Keşif atölyesi");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();

  page = await edit("footer", footer._id);
  await textbox(page, "About the agency").fill("Bakü'den, büyümek isteyen işletmeler için siteler ve markalar.");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();

  const reader = await visitor("/services?lng=tr");
  const steps = reader.page.locator('section[aria-labelledby="process"] ol h3');
  expect(await steps.first().textContent()).toBe("Keşif atölyesi");
  await reader.page
    .locator("footer")
    .getByText("Bakü'den, büyümek isteyen işletmeler için siteler ve markalar.")
    .waitFor();

  // English reads as it did.
  const english = await reader.open("/services?lng=en");
  const englishSteps = english.locator('section[aria-labelledby="process"] ol h3');
  expect(await englishSteps.first().textContent()).toBe(seededText("services-page", 0, "en").processSteps[0].title);
  await english
    .locator("footer")
    .getByText(seededText("footer", 0, "en").about)
    .waitFor();
});

it("an empty Turkish field shows the English text, and a simple page staff add is at its own address", async () => {
  const created = await admin.call("POST", "/api/content/pages", {
    slug: "imprint",
    fields: {},
    text: {
      en: { title: "Imprint", body: "<p>Nova Digital LLC, Baku.</p>", seoTitle: "", seoDescription: "" },
      tr: { title: "Künye" },
    },
  });
  expect(created.status).toBe(201);
  const turkish = await site.visit("/imprint?lng=tr");
  expect(await turkish.getByRole("heading", { level: 1 }).textContent()).toBe("Künye");
  await turkish.getByText("Nova Digital LLC, Baku.").waitFor();
  const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${site.server.siteUrl}/imprint?lng=tr`);
});
