import { unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { textPagePaths } from "../../common/public-pages";
import { concepts } from "../../server/logo/vocabulary.server";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { violations } from "../support/axe";
import { siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser();
const coffeeIcons = concepts.find((concept) => concept.id === "coffee")!.icons;
const phone = { width: 320, height: 740 };

describe("the logo generator", () => {
  // One visitor's whole way (generation, more like one, a download, the next step, the admin): longer than most tests.
  it("an Azerbaijani coffee house gets eight coffee logos, more like one, and a free ZIP for an email that lands in the admin's leads", async () => {
    const page = await site.visit("/logo-generator?lng=az", { viewport: phone });
    await page.getByLabel("Biznesin adı").fill("Səhər Qəhvəsi");
    await page.getByRole("button", { name: "Loqolar yarat" }).click();
    const description = page.getByLabel("Biznesinizi təsvir edin");
    await expect.poll(() => page.getByText("Zəhmət olmasa, təsvir daxil edin").count()).toBe(1);
    expect(await description.evaluate((field) => field === document.activeElement)).toBe(true);

    await description.fill("Bakıda kiçik qəhvə evi");
    await page.getByRole("button", { name: "Loqolar yarat" }).click();
    const ideas = page.locator("[data-proposals] > li");
    // The first generation reads the fonts and the icon set.
    await expect.poll(() => ideas.count(), { timeout: 15_000 }).toBe(8);
    const icons = await ideas.evaluateAll((items) => items.map((item) => item.getAttribute("data-icon")));
    for (const icon of icons) expect(coffeeIcons).toContain(icon);
    const firstIdeas = await ideas
      .locator("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    expect(new Set(firstIdeas).size).toBe(8);
    // At 320 px nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await page.getByRole("button", { name: "Buna bənzər: loqo ideyası 2" }).click();
    await page.getByRole("heading", { name: "Seçdiyinizə bənzər ideyalar" }).waitFor();
    await expect.poll(() => ideas.count()).toBe(8);
    const moreIdeas = await ideas
      .locator("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    // The pick stays first, marked and in the preview; the seven beside it are new.
    expect(moreIdeas[0]).toBe(firstIdeas[1]);
    expect(await ideas.first().locator("[data-pick]").textContent()).toBe("Seçiminiz");
    expect(await ideas.first().getByRole("button", { name: "Baxışdadır" }).count()).toBe(1);
    expect(moreIdeas.slice(1).filter((idea) => firstIdeas.includes(idea))).toEqual([]);

    // The chosen idea, previewed where it will live.
    await ideas.nth(3).getByRole("button", { name: "Bax" }).click();
    for (const caption of ["Açıq fonda", "Tünd fonda", "Vizit kartı", "Sayt başlığı"]) {
      expect(await page.getByText(caption, { exact: true }).count()).toBe(1);
    }
    expect(await violations(page)).toEqual([]);

    await page.getByLabel("E-poçtunuz").fill("sahib@seher-qehvesi.az");
    await page.getByRole("button", { name: "Pulsuz yüklə" }).click();
    await page.getByRole("heading", { name: "Loqonuz hazırdır" }).waitFor();
    const href = await page.getByRole("link", { name: "ZIP faylını yüklə" }).getAttribute("href");
    const zip = await fetch(`${site.server.url}${href}`);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const svg = Buffer.from(files["logo.svg"]!);
    expect((await sharp(svg).metadata()).format).toBe("svg");
    for (const size of [256, 512, 1024, 2048]) {
      expect(await sharp(files[`png/logo-${size}.png`]!).metadata()).toMatchObject({ width: size, height: size });
    }

    // The next step: the agency's branding service, the application form naming the business.
    await page.getByRole("heading", { name: "Tam brend kimliyi istəyirsiniz?" }).waitFor();
    await page.getByRole("link", { name: "Brend kimliyi barədə soruşun" }).click();
    await page.waitForURL(
      (url) => url.pathname === textPagePaths.application && url.searchParams.get("logo") === "Səhər Qəhvəsi",
    );
    await expect.poll(() => page.locator("textarea").inputValue()).toContain("Səhər Qəhvəsi üçün loqo hazırladım");

    const { token } = await signInAsAdmin(site.server.url);
    const admin = await site.visit("/admin/logo-orders", {
      storageState: storageHoldingToken(site.server.url, token),
    });
    const row = admin.locator("tr", { hasText: "sahib@seher-qehvesi.az" });
    await row.waitFor();
    expect(await row.locator("[data-lead-status]").textContent()).toBe("New");
    expect(await row.getByText("Free, for an email").count()).toBe(1);
    expect(await row.getByText("Downloaded", { exact: true }).count()).toBe(1);
  }, 60_000);

  // Its first load's JavaScript is held to the budget of every public page (first-load-javascript.test.ts).
  it("is in the Additional menu", async () => {
    const page = await site.visit("/logo-generator");
    await page.getByRole("button", { name: "Additional" }).click();
    expect(await page.getByRole("link", { name: "Logo generator" }).count()).toBeGreaterThan(0);
  });

  it("an order link that was tampered with says 'Download failed'", async () => {
    const page = await site.visit(
      `/logo-generator/order/${crypto.randomUUID()}?token=abc.def&lng=az`,
      {},
      { expectedErrors: /404/ },
    );
    expect(await page.getByRole("heading", { name: "Yükləmə uğursuz oldu" }).count()).toBe(1);
  });
});
