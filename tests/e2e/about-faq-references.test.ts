import { shippedMarketingFigures } from "../../common/settings";
import { demoContent } from "../../server/seed/site-content/believable-demo.server";
import { describe, expect, it } from "vitest";
import { viewports } from "../support/browser";
import { seededText, seededTextOf } from "../support/seeded-content";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

const site = siteInBrowser();

describe.each([
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
])("the FAQ on a %s", (_name, viewport) => {
  it("opens one answer at a time, and clicking the open question closes it", async () => {
    const page = await site.visit("/faq", { viewport });
    const first = page.getByRole("button", { name: "How long does a website project take?" });
    const second = page.getByRole("button", { name: "How much does a website cost?" });
    const firstAnswer = page.getByText(/^A typical company website takes 6 to 8 weeks/);
    const secondAnswer = page.getByText(/^It depends on the scope/);
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => firstAnswer.isVisible()).toBe(false);

    await first.click();
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => firstAnswer.isVisible()).toBe(true);

    await second.click();
    expect(await second.getAttribute("aria-expanded")).toBe("true");
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => firstAnswer.isVisible()).toBe(false);
    await expect.poll(() => secondAnswer.isVisible()).toBe(true);

    await second.click();
    expect(await second.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator('button[aria-expanded="true"]').count()).toBe(0);
  });
});

describe("the FAQ page", () => {
  it("works from the keyboard, names the panel each question controls, and links to the contact page", async () => {
    const page = await site.visit("/faq?lng=ru");
    const question = page.getByRole("button", { name: seededText("faq", 4, "ru").question });
    await question.focus();
    await page.keyboard.press("Enter");
    expect(await question.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`[id="${await question.getAttribute("aria-controls")}"]`);
    expect(await panel.innerText()).toBe(seededText("faq", 4, "ru").answer);
    await page.keyboard.press("Space");
    expect(await question.getAttribute("aria-expanded")).toBe("false");

    await expect
      .poll(() => page.getByRole("heading", { name: seededTextOf("calls-to-action", "faq", "ru").title }).isVisible())
      .toBe(true);
    await page.getByRole("link", { name: seededTextOf("calls-to-action", "faq", "ru").button }).click();
    await page.waitForURL(/\/contact$/);
  });
});

describe("the references page", () => {
  it("fades the 18 client logos in one after another, 0.1 s apart", async () => {
    const page = await site.visit("/references");
    // The page's animations played ten times faster (Chromium's animation clock, which
    // DevTools' animation panel sets): the same entrance to its end, without waiting 2.3 s.
    const devtools = await page.context().newCDPSession(page);
    try {
      await devtools.send("Animation.enable");
      await devtools.send("Animation.setPlaybackRate", { playbackRate: 10 });
      const logos = page.getByRole("list", { name: "Companies we work with" }).getByRole("listitem");
      expect(await logos.count()).toBe(18);
      const animations = await logos.evaluateAll((items) =>
        items.map((item) => {
          const style = getComputedStyle(item);
          return { name: style.animationName, delay: style.animationDelay };
        }),
      );
      expect(animations.map((animation) => animation.delay)).toEqual(
        Array.from({ length: 18 }, (_, index) => `${Number((index * 0.1).toFixed(1))}s`),
      );
      expect(new Set(animations.map((animation) => animation.name))).toEqual(new Set(["fade-in-up"]));
      await expect
        .poll(() => logos.last().evaluate((item) => getComputedStyle(item).opacity), { timeout: 5_000 })
        .toBe("1");
    } finally {
      // The tab is reused by the next test: its animations at their own pace again.
      await devtools.send("Animation.setPlaybackRate", { playbackRate: 1 });
      await devtools.detach();
    }
  });

  it("logos are grey until hovered or focused, which shows the client's brand colour as the border", async () => {
    const page = await site.visit("/references", { reducedMotion: "reduce" });
    const logo = page.getByRole("listitem").filter({ hasText: "Pulse Fitness" });
    const image = logo.locator("img");
    const look = async () => ({
      border: await logo.evaluate((item) => getComputedStyle(item).borderTopColor),
      filter: await image.evaluate((img) => getComputedStyle(img).filter),
    });
    const resting = await look();
    expect(resting.filter).toContain("grayscale(1)");
    expect(resting.border).not.toBe("rgb(220, 38, 38)");

    await logo.hover();
    await expect.poll(async () => (await look()).border).toBe("rgb(220, 38, 38)"); // Pulse Fitness red
    expect((await look()).filter).not.toContain("grayscale(1)");

    await page.mouse.move(0, 0);
    await expect.poll(async () => (await look()).filter).toContain("grayscale(1)");
    const other = page.getByRole("listitem").filter({ hasText: "Atlas Bank" });
    await other.focus();
    await expect.poll(() => other.evaluate((item) => getComputedStyle(item).borderTopColor)).toBe("rgb(30, 58, 138)");
  });

  it("opens at the top of the page and shows the testimonial", async () => {
    const page = await site.visit("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("button", { name: "Additional" }).first().click();
    await page.getByRole("link", { name: "References" }).first().click();
    await page.waitForURL(/\/references$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.getByRole("img", { name: "Rated 5 out of 5" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Gunay Hasanova").isVisible()).toBe(true);
  });
});

describe("the about page", () => {
  it("counts the team's figures up when they come into view, and the call to action leads to /contact", async () => {
    const page = await site.visit("/about");
    const expertise = page.locator("section", { has: page.getByRole("heading", { name: "Who we are, in figures" }) });
    const figures = expertise.locator("dd");
    expect(await figures.first().innerText()).toBe("0");
    await expertise.scrollIntoViewIfNeeded();
    // The team's size is the settings' figure, the people shown on the team page (decision 062).
    await expect
      .poll(() => figures.allInnerTexts(), { timeout: 4_000 })
      .toEqual([String(shippedMarketingFigures.teamSize), "9", "70%", "10+"]);

    const team = page.locator("section", { has: page.getByRole("heading", { name: "Meet the team" }) });
    const portraits = team.getByRole("img");
    expect(await portraits.count()).toBe(demoContent.team.length);
    await team.scrollIntoViewIfNeeded();
    // Loaded, not broken: every portrait gets its pixels.
    await expect
      .poll(() =>
        portraits.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toEqual(demoContent.team.map(() => true));
    await page.getByRole("link", { name: "Contact us" }).click();
    await page.waitForURL(/\/contact$/);
  });
});

describe("the pages of this part of the site", () => {
  const paths = ["/about", "/contact", "/faq", "/references", "/packages", "/muraciet", "/terms", "/privacy"];
  // The server's HTML of every page in every language is checked in tests/ssr; here the
  // browser hydrates each one, and a console error (a hydration mismatch, say) fails the test.
  // The first page is the visit itself (the home page, which tests/e2e/home-page.test.ts
  // hydrates in each language, is not loaded first here).
  it.each(["en", "tr", "ru", "az"])("hydrate in %s without errors in the browser", async (language) => {
    const [first, ...others] = paths;
    const page = await site.visit(`${first}?lng=${language}`);
    expect(await page.locator("html").getAttribute("lang")).toBe(language);
    for (const path of others) {
      await page.goto(`${site.server.url}${path}?lng=${language}`, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      expect(await page.locator("html").getAttribute("lang")).toBe(language);
    }
  });
});
