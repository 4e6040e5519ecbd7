import { expect, it } from "vitest";
import { languageCodes } from "../../common/i18n/languages";
import { demoContent } from "../../server/seed/site-content/believable-demo.server";
import { locale } from "../support/html";
import { siteInBrowser } from "../support/site-in-browser";

// A case study reads well on a phone and on a wide screen (issue 42, decision 062): its
// sections in order under their headings, nothing wider than the window, the results in a
// grid that wraps, the quote as a quotation.

const site = siteInBrowser();
const caspian = demoContent.projects[0]!;

for (const width of [320, 390, 1440]) {
  it.each(languageCodes)(
    `the project page at ${width} px has no overflow and shows its story in order (%s)`,
    async (language) => {
      const page = await site.visit(`/portfolio/${caspian.slug}?lng=${language}`, { viewport: { width, height: 900 } });
      const headings = page.locator("main h2");
      await headings.first().waitFor();
      const order = await headings.allInnerTexts();
      const named = (key: string) => order.indexOf(locale(language, "portfolio", key));
      const sections = [
        "caseStudy.challenge",
        "caseStudy.approach",
        "caseStudy.delivered",
        "detail.results",
        "detail.testimonial",
      ];
      const positions = sections.map(named);
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));

      // Nothing runs past the window, and no element inside the story is wider than its column.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll("main article *")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => element.tagName),
      );
      expect(overflowing).toEqual([]);

      // The results: a grid of figures, side by side on a wide screen, stacked on a phone.
      const results = page.locator(`section[aria-labelledby="results"] dl > div`);
      expect(await results.count()).toBe((caspian.text.en!.results as unknown[]).length);
      const [first, second] = [await results.nth(0).boundingBox(), await results.nth(1).boundingBox()];
      if (width >= 640) expect(second!.y).toBeCloseTo(first!.y, 0);
      else expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);

      await expect.poll(() => page.locator("figure blockquote").isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: locale(language, "portfolio", "caseStudy.liveSite") }).count()).toBe(
        0,
      );
    },
  );
}
