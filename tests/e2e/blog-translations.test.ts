import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { siteInBrowser, waitForHydration } from "../support/site-in-browser";

const site = siteInBrowser();

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const hreflangs = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));

describe("a post in two languages", () => {
  it("staff translate a post into Azerbaijani, publish it, and visitors find both versions linked by hreflang", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const { body: english } = await admin.call("POST", "/api/posts", {
      title: "Choosing a domain name",
      excerpt: "Short, clear and easy to say.",
      content: "<p>A good domain name is short.</p>",
      tags: ["domains"],
      status: "published",
    });

    const address = `/admin/posts/edit/${english._id}`;
    const page = await site.visit(address, { storageState: storageHoldingToken(site.server.url, admin.token) });
    await expect.poll(() => path(page)).toBe(address);
    const tabs = page.getByRole("navigation", { name: "Language versions" });
    await expect.poll(() => tabs.getByText("English (this version)").isVisible()).toBe(true);

    // The missing language opens the editor filled from English; it is created when saved (decision 037).
    await tabs.getByRole("link", { name: /Azerbaijani.*Start translation/ }).click();
    await expect.poll(() => path(page)).toBe(`/admin/posts/new?translationOf=${english._id}&language=az`);
    await expect.poll(() => tabs.getByText("Azerbaijani (new version)").isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel("Language", { exact: true }).inputValue()).toBe("az");
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe("Choosing a domain name");
    expect(await tabs.getByRole("link", { name: /English/ }).getAttribute("href")).toBe(address);

    await page.getByLabel("Title", { exact: true }).fill("Domen adının seçilməsi");
    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Yaxşı domen adı qısa olur.");
    await page.getByLabel("Excerpt").fill("Qısa, aydın və deməsi asan.");
    // The slug comes from the version's own title.
    await page.getByRole("toolbar", { name: "Post actions" }).getByRole("button", { name: "Publish" }).click();
    // The toast says "saved" the moment the save succeeds, for two seconds, while the list
    // loads: it is checked then, not once the list has come (which may take longer than
    // the toast lasts). Until then the polled value carries what the form says, so that a
    // refused save tells why.
    const saveOutcome = async () => {
      if (await page.getByText("Post created.").isVisible()) return "saved";
      const shown = await page.locator('main [role="alert"], main [id$="-error"]').allInnerTexts();
      return [path(page), ...shown].join(" | ");
    };
    await expect.poll(saveOutcome).toBe("saved");
    await expect.poll(() => path(page)).toBe("/admin/posts");

    // On the public site each version links the other, in its own language.
    const siteUrl = site.server.siteUrl;
    const versions = [
      ["en", `${siteUrl}/blog/choosing-a-domain-name`],
      ["az", `${siteUrl}/blog/domen-adinin-secilmesi?lng=az`],
      ["x-default", `${siteUrl}/blog/choosing-a-domain-name`],
    ];
    const azerbaijani = await site.visit("/blog/domen-adinin-secilmesi?lng=az");
    expect(await azerbaijani.locator("article").first().getAttribute("lang")).toBe("az");
    expect(await azerbaijani.getByRole("heading", { level: 1 }).textContent()).toBe("Domen adının seçilməsi");
    expect(await hreflangs(azerbaijani)).toEqual(versions);
    const englishPage = await site.visit("/blog/choosing-a-domain-name");
    expect(await englishPage.locator("article").first().getAttribute("lang")).toBe("en");
    expect(await hreflangs(englishPage)).toEqual(versions);

    // The language switcher opens the post's version in the chosen language.
    await waitForHydration(englishPage);
    await englishPage.getByRole("button", { name: /Current language: English/ }).click();
    await englishPage.getByRole("button", { name: "Azərbaycanca" }).click();
    await expect.poll(() => path(englishPage)).toBe("/blog/domen-adinin-secilmesi");
    await expect
      .poll(() => englishPage.getByRole("heading", { level: 1 }).textContent())
      .toBe("Domen adının seçilməsi");
  });
});
