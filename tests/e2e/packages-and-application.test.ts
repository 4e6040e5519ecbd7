import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { viewports } from "../support/browser";
import { locale } from "../support/html";
import { siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser();

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
/** The names of the cards a visitor can see and reach: slides not hidden from them. */
const shownCards = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) h3').allInnerTexts();
const currentDot = (page: Page) => carousel(page).locator('button[aria-current="true"]').getAttribute("aria-label");

describe("the packages page", () => {
  it("at 1280 px shows three cards, moves one step every 3 s and loops back to the start", async () => {
    const page = await site.visit(
      "/packages",
      { viewport: { width: 1280, height: 900 } },
      { prepare: (p) => p.clock.install() },
    );
    expect(await shownCards(page)).toEqual(["START DIGITAL", "E-COMMERCE SMART", "BRAND +"]);
    expect(await currentDot(page)).toBe("Show package 1");
    expect(
      await carousel(page)
        .getByRole("button", { name: /^Show package/ })
        .count(),
    ).toBe(4);

    await page.clock.runFor(3_000);
    await expect.poll(() => currentDot(page)).toBe("Show package 2");
    await expect.poll(() => shownCards(page)).toEqual(["E-COMMERCE SMART", "BRAND +", "PLUS SERVICE"]);
    // The track moves by a third of its width per step, with a 500 ms transition. Read after an
    // ordinary step: after the step over the seam, the track jumps back without one.
    expect(await page.getByRole("region", { name: "Digital packages" }).count()).toBe(1);
    const track = carousel(page).locator('[aria-roledescription="slide"]').first().locator("..");
    expect(await track.evaluate((list) => getComputedStyle(list).transitionDuration)).toBe("0.5s");

    await page.clock.runFor(6_000);
    await expect.poll(() => currentDot(page)).toBe("Show package 4");
    await expect.poll(() => shownCards(page)).toEqual(["PLUS SERVICE", "START DIGITAL", "E-COMMERCE SMART"]);

    // Past the last card it carries on to the first, moving forward as always.
    await page.clock.runFor(3_000);
    await expect.poll(() => currentDot(page)).toBe("Show package 1");
    await expect.poll(() => shownCards(page)).toEqual(["START DIGITAL", "E-COMMERCE SMART", "BRAND +"]);
  });

  it("dots jump to a card; hovering pauses the autoplay", async () => {
    const page = await site.visit(
      "/packages",
      { viewport: { width: 1280, height: 900 } },
      { prepare: (p) => p.clock.install() },
    );
    await carousel(page).getByRole("button", { name: "Show package 3" }).click();
    await expect.poll(() => shownCards(page)).toEqual(["BRAND +", "PLUS SERVICE", "START DIGITAL"]);
    // The pointer is still over the carousel after the click: nothing moves.
    await page.clock.runFor(9_000);
    expect(await currentDot(page)).toBe("Show package 3");
    await page.mouse.move(5, 5);
    await page.clock.runFor(3_000);
    await expect.poll(() => currentDot(page)).toBe("Show package 4");
  });

  it("does not play on its own for visitors who prefer less motion", async () => {
    const page = await site.visit(
      "/packages",
      { viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" },
      { prepare: (p) => p.clock.install() },
    );
    await page.clock.runFor(10_000);
    expect(await currentDot(page)).toBe("Show package 1");
  });

  it("at 800 px shows all four cards as a grid without dots, no prices, and every card's button leads to the application form with its package", async () => {
    const page = await site.visit(
      "/packages",
      { viewport: { width: 800, height: 900 } },
      { prepare: (p) => p.clock.install() },
    );
    expect(await shownCards(page)).toEqual(["START DIGITAL", "E-COMMERCE SMART", "BRAND +", "PLUS SERVICE"]);
    const cards = carousel(page).locator("article");
    const visible = await cards.evaluateAll(
      (articles) => articles.filter((article) => article.getBoundingClientRect().width > 0).length,
    );
    expect(visible).toBe(4);
    await expect
      .poll(() =>
        carousel(page)
          .getByRole("button", { name: /^Show package/ })
          .first()
          .isVisible(),
      )
      .toBe(false);
    await page.clock.runFor(10_000);
    expect(await shownCards(page)).toEqual(["START DIGITAL", "E-COMMERCE SMART", "BRAND +", "PLUS SERVICE"]);

    const buttons = carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) a');
    expect(
      await buttons.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")])),
    ).toEqual([
      // Each button is the card's own text and opens the application form with the package named.
      ["7-DAY FREE TRIAL", `/muraciet?package=${encodeURIComponent("START DIGITAL")}`],
      ["BUY NOW", `/muraciet?package=${encodeURIComponent("E-COMMERCE SMART")}`],
      ["BUY NOW", `/muraciet?package=${encodeURIComponent("BRAND +")}`],
      ["BUY NOW", `/muraciet?package=${encodeURIComponent("PLUS SERVICE")}`],
    ]);
    await expect.poll(() => page.getByText("POPULAR", { exact: true }).first().isVisible()).toBe(true);
    // The spec's cards show no price.
    expect(
      await carousel(page)
        .getByText(/\$|US\$|\/ month/)
        .count(),
    ).toBe(0);
    await buttons.nth(2).click();
    await page.waitForURL(/\/muraciet\?package=/);
    await expect
      .poll(() => page.getByRole("textbox", { name: "Additional message (optional)" }).inputValue())
      .toBe("I'm interested in the BRAND + package.");
  });

  it("the application form is a link away from the contact page and the footer of every page", async () => {
    const page = await site.visit("/contact?lng=az");
    await page
      .getByRole("navigation", { name: "Sürətli keçidlər" })
      .getByRole("link", { name: "Paket üçün müraciət edin" })
      .click();
    await page.waitForURL(/\/muraciet$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);

    const home = await site.visit("/");
    await home.locator("footer").getByRole("link", { name: "Apply", exact: true }).click();
    await home.waitForURL(/\/muraciet$/);
    expect(await home.getByRole("textbox", { name: "Additional message (optional)" }).inputValue()).toBe("");
  });

  it("in Azerbaijani the cards read as the spec writes them, on a phone", async () => {
    const page = await site.visit("/packages?lng=az", { viewport: viewports.phone });
    expect(await shownCards(page)).toEqual(["START DİGİTAL", "E-COMMERCE SMART", "BREND +", "PLUS XİDMƏT"]);
    await expect.poll(() => page.getByRole("link", { name: "7 GÜN PULSUZ SINA" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "İNDİ AL" }).count()).toBe(3);
    expect(await page.getByText(/US\$|₼/).count()).toBe(0);
    await expect.poll(() => page.getByText("POPULYAR", { exact: true }).first().isVisible()).toBe(true);
  });
});

async function fillApplication(page: Page, extra = "") {
  await page.getByRole("textbox", { name: "Ad və soyad" }).fill("Nigar Əliyeva");
  await page.getByRole("textbox", { name: "E-poçt" }).fill("nigar@example.az");
  await page.getByRole("textbox", { name: "Biznes fəaliyyəti" }).fill("Çiçək mağazası");
  await page.getByRole("textbox", { name: "Telefon nömrəsi" }).fill("+994 50 123 45 67");
  if (extra) await page.getByRole("textbox", { name: "Əlavə mesaj (istəyə bağlı)" }).fill(extra);
}

describe.each([
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
])("the application form on a %s", (_name, viewport) => {
  it("requires name, email, business activity and phone, with clear messages, and sends nothing until they are given", async () => {
    const page = await site.visit("/muraciet?lng=az", { viewport });
    const requests: string[] = [];
    page.on("request", (request) => request.url().includes("/api/applications") && requests.push(request.url()));
    await page.getByRole("button", { name: "Müraciət et" }).click();
    for (const field of ["Ad və soyad", "E-poçt", "Biznes fəaliyyəti", "Telefon nömrəsi"]) {
      await expect.poll(() => page.getByRole("textbox", { name: field }).getAttribute("aria-invalid")).toBe("true");
    }
    expect(
      await page.getByRole("textbox", { name: "Əlavə mesaj (istəyə bağlı)" }).getAttribute("aria-invalid"),
    ).toBeNull();
    expect(await page.getByText(locale("az", "common", "validation.required")).count()).toBe(4);

    await fillApplication(page);
    await page.getByRole("textbox", { name: "Telefon nömrəsi" }).fill("abc");
    await page.getByRole("button", { name: "Müraciət et" }).click();
    await expect.poll(() => page.getByText(locale("az", "common", "validation.phone")).isVisible()).toBe(true);
    expect(requests).toEqual([]);
  });
});

describe("the application form", () => {
  it("sends each field once (the message is only the visitor's words); success shows 'Müraciət uğurla göndərildi!' and clears the form", async () => {
    const page = await site.visit("/muraciet?lng=az");
    await fillApplication(page, "Sayta ehtiyacımız var");
    const request = page.waitForRequest((r) => r.url().endsWith("/api/applications"));
    const response = page.waitForResponse((r) => r.url().endsWith("/api/applications"));
    await page.getByRole("button", { name: "Müraciət et" }).click();
    expect((await request).postDataJSON()).toEqual({
      name: "Nigar Əliyeva",
      email: "nigar@example.az",
      businessName: "Çiçək mağazası",
      phoneNumber: "+994 50 123 45 67",
      message: "Sayta ehtiyacımız var",
      package: "",
      website: "",
    });
    expect((await response).status()).toBe(201);
    await expect.poll(() => page.getByRole("alert").innerText()).toBe("Müraciət uğurla göndərildi!");
    expect(await page.getByRole("textbox", { name: "Ad və soyad" }).inputValue()).toBe("");
    expect(await page.getByRole("textbox", { name: "Əlavə mesaj (istəyə bağlı)" }).inputValue()).toBe("");
  });

  it("the button is disabled while sending; failure shows 'Müraciət zamanı xəta baş verdi.' and keeps the input", async () => {
    const page = await site.visit("/muraciet?lng=az", {}, { expectedErrors: /status of 500/ });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/applications", async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Server error" }),
      });
    });
    await fillApplication(page);
    await page.getByRole("button", { name: "Müraciət et" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Göndərilir..." }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByRole("alert").innerText()).toBe("Müraciət zamanı xəta baş verdi.");
    expect(await page.getByRole("textbox", { name: "Biznes fəaliyyəti" }).inputValue()).toBe("Çiçək mağazası");
    expect(await page.getByRole("button", { name: "Müraciət et" }).isEnabled()).toBe(true);
  });

  it("is translated: the English form says it worked in English", async () => {
    const page = await site.visit("/muraciet");
    await page.getByRole("textbox", { name: "Name and surname" }).fill("Kerem Demir");
    await page.getByRole("textbox", { name: "Email" }).fill("kerem@example.com");
    await page.getByRole("textbox", { name: "Business activity" }).fill("Coffee roastery");
    await page.getByRole("textbox", { name: "Phone number" }).fill("+90 532 123 45 67");
    await page.getByRole("button", { name: "Send application" }).click();
    await expect.poll(() => page.getByRole("alert").innerText()).toBe("Your application was sent successfully!");
  });
});
