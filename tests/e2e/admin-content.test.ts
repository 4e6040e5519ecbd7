import { thumbnailUrl } from "../../common/media-address";
import type { BrowserContextOptions, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { violations } from "../support/axe";
import { adminScreenDrawn } from "../support/admin-in-browser";
import { viewports } from "../support/browser";
import { navigateInPage, siteInBrowser, waitForHydration } from "../support/site-in-browser";

const site = siteInBrowser({ env: { LOGIN_RATE_LIMIT: "1000" } });

/** One admin session for the file: no test signs out, and each test's page starts with empty storage. */
let admin: AdminClient;
beforeAll(async () => {
  admin = await signInAsAdmin(site.server.url);
});

type Item = {
  _id: string;
  slug: string | null;
  fields: Record<string, unknown>;
  text: { en: Record<string, unknown> };
};

const path = (page: Page) => new URL(page.url()).pathname;

/** Opens `address` in a browser holding the file's admin session and waits for its heading. */
async function signedIn(address: string, options: BrowserContextOptions = {}) {
  const page = await site.visit(address, {
    ...options,
    storageState: storageHoldingToken(site.server.url, admin.token),
  });
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

async function listed(kind: string): Promise<Item[]> {
  const response = await fetch(`${site.server.url}/api/content/${kind}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Item[] }).items;
}

const questions = async () => (await listed("faq")).map((item) => item.text.en.question as string);

async function uploadImage(admin: AdminClient, name: string, background: string): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();
  const response = await fetch(`${site.server.url}/api/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin.token}`, "content-type": "image/png", "x-file-name": name },
    body: new Uint8Array(png),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** A text control of the visible language tab (the hidden tabs' controls are left out by role). */
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

describe("site content in the admin", () => {
  it("staff add a portfolio project with two gallery images; it is listed in the admin and by the API", async () => {
    site.expectErrors(/status of 409/);
    // Side by side, and while the screen loads: the picker below is what sets their order in the project.
    const uploads = Promise.all([
      uploadImage(admin, "orbit-dashboard.png", "#1d4ed8"),
      uploadImage(admin, "orbit-mobile.png", "#f97316"),
    ]);
    const page = await signedIn("/admin/content/projects");
    const [first, second] = await uploads;
    await page.locator("aside").getByRole("link", { name: "Portfolio" }).waitFor();
    await page.getByRole("link", { name: "Add project" }).click();
    await page.getByRole("heading", { name: "New project", level: 1 }).waitFor();

    await textbox(page, "Subtitle").fill("Analytics dashboard for a logistics company");
    await textbox(page, "Description").fill("A dashboard that shows every delivery on one map, in real time.");
    await textbox(page, "Client").fill("Orbit Logistics");
    await textbox(page, "What we delivered").fill("Live map\nDaily reports\n");
    await textbox(page, "Name").fill("Orbit Analytics");
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Web" });
    for (const name of ["orbit-dashboard.png", "orbit-mobile.png"]) {
      await page.getByRole("button", { name: "Choose from library" }).click();
      const picker = page.getByRole("dialog", { name: "Media library" });
      await picker.getByRole("button", { name }).click();
      await picker.waitFor({ state: "detached" });
    }
    await expect.poll(() => page.getByRole("img", { name: /^Image \d$/ }).count()).toBe(2);
    await page.getByRole("spinbutton", { name: "Rating (1–5)" }).fill("5");
    await page.getByLabel("Completed").fill("2026-05");
    // An address another project has is refused by the server: the form keeps everything and says why.
    const [existing] = await listed("projects");
    await textbox(page, "Address (slug)").fill(existing!.slug!);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").filter({ hasText: "Another item of this kind already uses this address." }).waitFor();
    expect(await textbox(page, "Name").inputValue()).toBe("Orbit Analytics");
    expect(await page.getByRole("img", { name: /^Image \d$/ }).count()).toBe(2);
    // Left empty, the address is made from the name.
    await textbox(page, "Address (slug)").fill("");
    await page.getByRole("button", { name: "Save" }).click();

    // Saved, the editor stays open at the new project's own address.
    await expect.poll(() => path(page)).toMatch(/^\/admin\/content\/projects\/(?!new$)[^/]+$/);
    await page.locator("aside").getByRole("link", { name: "Portfolio" }).click();
    await page.getByRole("link", { name: "Orbit Analytics", exact: true }).waitFor();
    const project = (await listed("projects")).find((item) => item.fields.name === "Orbit Analytics");
    expect(project?.fields.images).toEqual([first, second]);
    expect(project?.text.en).toMatchObject({ client: "Orbit Logistics", features: ["Live map", "Daily reports"] });
    expect(project).toMatchObject({ slug: "orbit-analytics", visible: true, missingLanguages: ["tr", "ru", "az"] });
    // The list shows its cover (its smallest variant) and which languages it lacks.
    const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Orbit Analytics" }) });
    expect(await row.locator("img").getAttribute("src")).toBe(thumbnailUrl(first));
    expect(await row.locator("[data-missing-language]").allTextContents()).toEqual(["TR", "RU", "AZ"]);
  });

  it("staff reorder the FAQ with the arrow buttons, the keyboard and the mouse, and the API's order changes", async () => {
    const before = await questions();
    expect(before.length).toBeGreaterThan(2);
    const [a, b, c] = before as [string, string, string];
    const page = await signedIn("/admin/content/faq");

    const list = page.getByRole("list", { name: "Items in the order the site shows them" });
    const settled = () => expect.poll(() => list.getAttribute("aria-busy")).toBe("false");
    await page.getByRole("button", { name: `Move ${b} up` }).click();
    await expect.poll(questions).toEqual([b, a, c, ...before.slice(3)]);
    await settled();

    // Space picks the item up, the arrow moves it, Space drops it (dnd-kit's keyboard sensor);
    // a screen reader hears where it is, and the test waits for that before the next key.
    const handle = page.getByRole("button", { name: `Drag ${b} to reorder` });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => handle.getAttribute("aria-pressed")).toBe("true");
    // dnd-kit measures the rows just after the pick-up and ignores an arrow key until then; it
    // has measured them once it finds the row over its own place, and says so.
    const announced = (position: number) =>
      page.getByText(`${b} moved to position ${position}.`, { exact: true }).waitFor({ state: "attached" });
    await announced(1);
    await page.keyboard.press("ArrowDown");
    await announced(2);
    await page.keyboard.press("Space");
    await expect.poll(questions).toEqual([a, b, c, ...before.slice(3)]);
    await settled();

    // With the mouse: the third row's handle dragged above the first row.
    const box = async (name: string) => (await page.getByRole("button", { name }).boundingBox())!;
    const from = await box(`Drag ${c} to reorder`);
    const to = await box(`Drag ${a} to reorder`);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 6);
    await expect
      .poll(() => page.getByRole("button", { name: `Drag ${c} to reorder` }).getAttribute("aria-pressed"))
      .toBe("true");
    // As with the keyboard: the rows are measured once the row is found over its own place.
    await page.getByText(`${c} moved to position 3.`, { exact: true }).waitFor({ state: "attached" });
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - 8 - from.y) * step) / 10 + from.height / 2);
    }
    await page.mouse.up();
    await expect.poll(questions).toEqual([c, a, b, ...before.slice(3)]);
    const shown = list.getByRole("link");
    await expect
      .poll(async () => (await shown.allTextContents()).filter((text) => text !== "Edit").slice(0, 3))
      .toEqual([c, a, b]);
  });

  it("when the new order cannot be saved, the previous one comes back and staff are told", async () => {
    site.expectErrors(/status of 500/);
    const before = await questions();
    const page = await signedIn("/admin/content/faq");
    await page.route("**/api/content/faq/order", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await page.getByRole("button", { name: `Move ${before[0]} down` }).click();
    await page.getByText("The new order could not be saved, so the previous one is back.").waitFor();
    await expect.poll(() => page.getByRole("button", { name: `Move ${before[0]} up` }).isDisabled()).toBe(true);
    expect(await questions()).toEqual(before);
  });

  it("a failed save keeps what was typed and shows why; leaving then asks first", async () => {
    site.expectErrors(/status of 422/);
    const page = await signedIn("/admin/content/faq/new");
    await page.route("**/api/content/faq", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 422, contentType: "application/json", body: '{"message":"The server said no."}' })
        : route.fallback(),
    );
    await textbox(page, "Question").fill("Do you build online shops?");
    await textbox(page, "Answer").fill("Yes, on Shopify and on our own stack.");
    await page.getByRole("tab", { name: "Türkçe" }).click();
    await textbox(page, "Question").fill("Online mağaza kuruyor musunuz?");
    // The answer is not translated yet: the Turkish tab says so, as do the untouched ones.
    for (const language of ["Türkçe", "Русский", "Azərbaycanca"]) {
      const tab = page.getByRole("tab", { name: `${language} (not fully translated)` });
      await expect.poll(() => tab.count(), { message: language }).toBe(1);
    }
    expect(await page.getByRole("tab", { name: "English (fully translated)", exact: true }).count()).toBe(1);
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "The server said no." }).count()).toBe(1);
    expect(path(page)).toBe("/admin/content/faq/new");
    expect(await textbox(page, "Question").inputValue()).toBe("Online mağaza kuruyor musunuz?");
    await page.getByRole("tab", { name: "English" }).click();
    expect(await textbox(page, "Question").inputValue()).toBe("Do you build online shops?");
    expect(await textbox(page, "Answer").inputValue()).toBe("Yes, on Shopify and on our own stack.");

    await page.locator("aside").getByRole("link", { name: "Packages", exact: true }).click();
    const leave = page.getByRole("dialog", { name: "Unsaved changes" });
    await leave.waitFor();
    await leave.getByRole("button", { name: "Cancel" }).click();
    await page.unroute("**/api/content/faq");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => path(page)).toMatch(/^\/admin\/content\/faq\/(?!new$)[^/]+$/);
    expect(await questions()).toContain("Do you build online shops?");
  });

  it("a missing English title is refused in the admin's language, on the English tab", async () => {
    const page = await signedIn("/admin/content/services/new");
    await page.getByRole("tab", { name: "Türkçe" }).click();
    await textbox(page, "Title").fill("Yapay zekâ danışmanlığı");
    await page.getByRole("button", { name: "Save" }).click();
    const english = page.getByRole("tab", { name: "English (check)" });
    await expect.poll(() => english.getAttribute("aria-selected")).toBe("true");
    const title = textbox(page, "Title");
    expect(await title.getAttribute("aria-invalid")).toBe("true");
    const message = page.locator(`[id="${await title.getAttribute("id")}-error"]`);
    expect(await message.textContent()).toBe("This field is required.");
    // Nothing was sent.
    expect(path(page)).toBe("/admin/content/services/new");
  });

  it("in Russian the content screens and their messages are Russian", async () => {
    const page = await signedIn("/admin/content/services");
    await page.getByRole("button", { name: /Current language: English/ }).click();
    await page.getByRole("button", { name: "Русский" }).click();
    await page.locator("aside").getByRole("link", { name: "Вопросы и ответы" }).click();
    await page.getByRole("heading", { name: "Вопросы и ответы", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Добавить вопрос" }).click();
    await page.getByRole("heading", { name: "Новый вопрос", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect.poll(() => page.getByText("Это обязательное поле.").count()).toBe(2);
    expect(await page.getByRole("tab", { name: "English (проверьте)" }).getAttribute("aria-selected")).toBe("true");
  });

  it("an editor does not see delete for services and projects, but does for the FAQ", async () => {
    // The editor is made and signed in while the admin's page loads.
    const editorToken = (async () => {
      const email = `content-editor-${crypto.randomUUID().slice(0, 8)}@agency.test`;
      const created = await admin.call("POST", "/api/users", { name: "Content Editor", email, role: "editor" });
      expect(created.status).toBe(201);
      const login = await fetch(`${site.server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: created.body.password }),
      });
      return ((await login.json()) as { token: string }).token;
    })();
    // The admin sees it.
    const page = await signedIn("/admin/content/services");
    await expect.poll(() => page.getByRole("button", { name: /^Delete / }).count()).toBeGreaterThan(0);

    // The editor, in the same tab: their token where the admin's was, and the screen loaded again
    // (a tab is much quicker to load again than a new browser context is to open).
    await page.evaluate((token) => localStorage.setItem("adminToken", token), await editorToken);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const rows = page.getByRole("list", { name: "Items in the order the site shows them" }).getByRole("listitem");
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: /^Edit / }).count()).toBe(await rows.count());
    expect(await page.getByRole("button", { name: /^Delete / }).count()).toBe(0);
    await page.locator("aside").getByRole("link", { name: "Portfolio" }).click();
    await page.getByRole("heading", { name: "Portfolio", level: 1 }).waitFor();
    expect(await page.getByRole("button", { name: /^Delete / }).count()).toBe(0);
    await page.locator("aside").getByRole("link", { name: "FAQ" }).click();
    await page.getByRole("heading", { name: "FAQ", level: 1 }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: /^Delete / }).count()).toBeGreaterThan(0);
  });

  it("staff delete a partner after confirming, and it is gone from the list and the API", async () => {
    const [partner] = await listed("partners");
    const name = partner!.fields.name as string;
    const page = await signedIn("/admin/content/partners");
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this item?" });
    await dialog.getByText(`“${name}” will be removed from the site in every language.`).waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Deleted", { exact: true }).waitFor();
    await expect.poll(() => page.getByRole("link", { name, exact: true }).count()).toBe(0);
    expect((await listed("partners")).some((item) => item._id === partner!._id)).toBe(false);
  });

  it("a kind without items says so and offers to add the first", async () => {
    // Reached by the admin's router from another kind, as staff reach it (not a new browser
    // context to intercept a first load), with an empty answer for the team's items.
    const page = await signedIn("/admin/content/services");
    await page.route("**/api/content/team", (route) => route.fulfill({ json: { items: [] } }));
    await navigateInPage(page, "/admin/content/team");
    await page.getByText("Nothing here yet. Add the first one.").waitFor();
    await page.getByRole("link", { name: "Add team member" }).click();
    await page.getByRole("heading", { name: "New team member", level: 1 }).waitFor();
  });

  it("on a 320 px phone the list fits the screen and hiding an item takes one tap", async () => {
    const page = await signedIn("/admin/content/testimonials", { viewport: { width: 320, height: 640 } });
    const switches = page.getByRole("switch");
    await expect.poll(() => switches.count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const [first] = await listed("testimonials");
    await switches.first().click();
    await expect.poll(() => switches.first().getAttribute("aria-checked")).toBe("false");
    await expect.poll(async () => (await listed("testimonials")).some((item) => item._id === first!._id)).toBe(false);
    await switches.first().click();
    await expect.poll(async () => (await listed("testimonials"))[0]?._id).toBe(first!._id);
  });

  it("an admin edits the marketing figures in the settings", async () => {
    const page = await signedIn("/admin/settings");
    const years = page.getByRole("spinbutton", { name: "Years of experience" });
    await years.fill("12");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Settings saved").waitFor();
    const { body } = await admin.call("GET", "/api/settings");
    expect(body.figures.yearsOfExperience).toBe(12);
  });

  it("every kind's list and forms have no WCAG 2.2 A or AA violation that axe-core finds", async () => {
    const kinds = ["services", "projects", "testimonials", "partners", "faq", "packages", "team", "about-figures"];
    // Page copy (decision 040): the fixed kinds have no new form.
    const kindsOfPages = ["navigation", "pages"];
    const fixedKinds = ["page-texts", "home-page", "about-page", "calls-to-action"];
    const allKinds = [...kinds, ...kindsOfPages, ...fixedKinds];
    const firstItems = await Promise.all(allKinds.map(async (kind) => (await listed(kind))[0]!));
    // Lists and new forms on a phone, filled forms on a desktop: each screen once, in both layouts.
    const phone: string[] = [];
    const desktop: string[] = [];
    for (const [index, kind] of allKinds.entries()) {
      phone.push(`/admin/content/${kind}`);
      if (!fixedKinds.includes(kind)) phone.push(`/admin/content/${kind}/new`);
      desktop.push(`/admin/content/${kind}/${firstItems[index]!._id}`);
    }
    // Two tabs at once, each in its own context: the phone's 24 screens and the desktop's 14.
    // Within a tab the screens are reached by the admin's router, as staff reach them:
    // axe-core is loaded once, and the whole admin is not rendered on the server and
    // hydrated again per screen, which took most of this test (a third tab for half the
    // phone's screens only cost another context, admin load and axe-core load).
    const tabs = [
      { viewport: viewports.phone, screens: phone },
      { viewport: viewports.desktop, screens: desktop },
    ];
    const open = (viewport: (typeof tabs)[number]["viewport"]) =>
      signedIn("/admin/content/faq", { viewport, reducedMotion: "reduce" });
    // The first visit takes over the shared tab; the others open their contexts side by side.
    const firstTab = await open(tabs[0]!.viewport);
    const otherTabs = await Promise.all(tabs.slice(1).map((tab) => open(tab.viewport)));
    const layouts = [firstTab, ...otherTabs].map((page, index) => ({
      page,
      width: tabs[index]!.viewport.width,
      screens: tabs[index]!.screens,
    }));
    const found = await Promise.all(
      layouts.map(async ({ page, width, screens }) => {
        const heading = page.locator("main h1");
        const misses: string[] = [];
        for (const screen of screens) {
          const before = await heading.textContent();
          await navigateInPage(page, screen);
          // The new screen is drawn (each screen's heading differs from the one before it)
          // and nothing in it is still loading.
          await expect.poll(() => heading.textContent(), { message: screen }).not.toBe(before);
          await page.locator("main form, main ol").first().waitFor();
          await adminScreenDrawn(page);
          misses.push(...(await violations(page)).map((violation) => `${width} ${screen} ${violation}`));
        }
        return misses;
      }),
    );
    expect(found.flat()).toEqual([]);
  }, 180_000);
});
