import { expect, it } from "vitest";
import { formatNumber } from "../../app/lib/locale-format";
import { demoContent } from "../../server/seed/site-content/believable-demo.server";
import { adminInBrowser } from "../support/admin-in-browser";

// The home page's "What we do" cards (the services, decision 062) and featured project are
// site content like the rest (decision 019): staff find them from the home page's editor
// (Pages → Home, decision 061) and edit them in the generic form.

// On the server the admin screens' files share (tests/support/admin-in-browser.ts): no
// server of its own to start for one test.
const { site, signedIn } = adminInBrowser();

it("staff find the home page's cards in the admin, and give the featured project open-source figures in its form", async () => {
  const page = await signedIn("/admin/content/services");
  await page.getByRole("heading", { name: "Services", level: 1 }).waitFor();
  for (const title of demoContent.services.map((service) => service.text.en!.title as string)) {
    await page.getByRole("link", { name: `Edit ${title}` }).waitFor();
  }

  await page.locator("aside").getByRole("link", { name: "Pages", exact: true }).click();
  await page.getByRole("link", { name: /^Home/ }).click();
  await page
    .locator('[data-page-section="featuredProject"]')
    .getByRole("link", { name: /Home: featured project/ })
    .click();
  await page.getByRole("link", { name: "Edit Caspian Market" }).click();
  await page.getByRole("heading", { name: "Edit featured project", level: 1 }).waitFor();
  // A client's project has no GitHub figures until staff give it some.
  const stars = page.getByRole("spinbutton", { name: "GitHub stars" });
  expect(await stars.inputValue()).toBe("");
  await stars.fill("1650");
  await page.getByRole("button", { name: "Save" }).click();
  // Saving stays in the editor and says so (decision 040).
  await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/admin\/content\/featured-project\/[^/]+$/);

  const home = await site.visit("/");
  const figures = home.getByRole("region", { name: "Caspian Market" });
  await expect.poll(() => figures.getByText(formatNumber(1650, "en")).count()).toBe(1);
  expect(await figures.getByText("GitHub stars").count()).toBe(1);
  expect(await figures.getByText("Commits").count()).toBe(0);
});
