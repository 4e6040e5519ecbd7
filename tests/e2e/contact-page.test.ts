import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { viewports } from "../support/browser";
import { locale } from "../support/html";
import { siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser();

const form = (page: Page) => page.locator("form", { has: page.getByRole("textbox", { name: "Subject" }) });

async function fillIn(
  page: Page,
  values = { name: "Leyla", email: "leyla@example.com", subject: "New website", message: "We need a shop." },
) {
  await page.getByRole("textbox", { name: "Name" }).fill(values.name);
  await page.getByRole("textbox", { name: "Email" }).fill(values.email);
  await page.getByRole("textbox", { name: "Subject" }).fill(values.subject);
  await page.getByRole("textbox", { name: "Message" }).fill(values.message);
}

/** Holds the contact request until `release` is called, then answers with `status`. */
async function holdContactRequest(page: Page, status: number) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const bodies: unknown[] = [];
  await page.route("**/api/contact-messages", async (route) => {
    bodies.push(route.request().postDataJSON());
    await held;
    if (status === 201) await route.continue();
    else
      await route.fulfill({
        status,
        contentType: "application/json",
        body: JSON.stringify({ message: "unavailable" }),
      });
  });
  return { release, bodies };
}

describe.each([
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
])("the contact page on a %s", (_name, viewport) => {
  it("refuses an empty or invalid form, saying what is wrong at each field, without sending", async () => {
    const page = await site.visit("/contact", { viewport });
    const requests: string[] = [];
    page.on("request", (request) => request.url().includes("/api/contact") && requests.push(request.url()));
    await page.getByRole("button", { name: "Send message" }).click();
    for (const field of ["Name", "Email", "Subject", "Message"]) {
      const input = page.getByRole("textbox", { name: field });
      await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
      expect(
        await input.evaluate(
          (element) => document.getElementById(element.getAttribute("aria-describedby")!)?.textContent,
        ),
      ).toBe("This field is required.");
    }
    // Focus lands on the first field to correct.
    expect(
      await page.getByRole("textbox", { name: "Name" }).evaluate((element) => element === document.activeElement),
    ).toBe(true);

    await fillIn(page, { name: "Leyla", email: "not-an-address", subject: "Hi", message: "Hello" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => form(page).getByText("Please enter a valid email address.").isVisible()).toBe(true);
    expect(await page.getByRole("textbox", { name: "Name" }).getAttribute("aria-invalid")).toBeNull();
    expect(requests).toEqual([]);
  });

  it("sends a message: 'Processing...' while sending, then a success toast with a check icon, and the form resets", async () => {
    const page = await site.visit("/contact", { viewport });
    const { release, bodies } = await holdContactRequest(page, 201);
    await fillIn(page);
    await page.getByRole("button", { name: "Send message" }).click();

    const processing = page.getByRole("button", { name: "Processing..." });
    await expect.poll(() => processing.isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Sending your message..." }).isVisible())
      .toBe(true);
    release();

    const success = page.getByRole("status").filter({ hasText: "Message sent successfully!" });
    await expect.poll(() => success.isVisible()).toBe(true);
    expect(await success.locator('[data-icon="check"]').count()).toBe(1);
    expect(await page.getByRole("status").filter({ hasText: "Sending your message..." }).count()).toBe(0);
    expect(await page.getByRole("textbox", { name: "Message" }).inputValue()).toBe("");
    expect(await page.getByRole("textbox", { name: "Name" }).inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Send message" }).isEnabled()).toBe(true);
    expect(bodies).toEqual([
      {
        user_name: "Leyla",
        user_email: "leyla@example.com",
        subject: "New website",
        message: "We need a shop.",
        website: "",
      },
    ]);
  });
});

describe("the contact page", () => {
  it("a failure shows the error toast for five seconds and keeps what was typed", async () => {
    const page = await site.visit(
      "/contact",
      {},
      { expectedErrors: /status of 503/, prepare: (p) => p.clock.install() },
    );
    const { release } = await holdContactRequest(page, 503);
    await fillIn(page);
    await page.getByRole("button", { name: "Send message" }).click();
    release();
    const error = page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." });
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await page.getByRole("textbox", { name: "Message" }).inputValue()).toBe("We need a shop.");
    expect(await page.getByRole("textbox", { name: "Email" }).inputValue()).toBe("leyla@example.com");

    await page.clock.runFor(4_500);
    await expect.poll(() => error.isVisible()).toBe(true);
    await page.clock.runFor(1_000);
    await expect.poll(() => error.count()).toBe(0);
  });

  it("the success toast disappears after five seconds", async () => {
    const page = await site.visit("/contact", {}, { prepare: (p) => p.clock.install() });
    await fillIn(page);
    await page.getByRole("button", { name: "Send message" }).click();
    const success = page.getByRole("status").filter({ hasText: "Message sent successfully!" });
    await expect.poll(() => success.isVisible()).toBe(true);
    await page.clock.runFor(4_500);
    await expect.poll(() => success.isVisible()).toBe(true);
    await page.clock.runFor(1_000);
    await expect.poll(() => success.count()).toBe(0);
    // The form itself still says the message arrived, until the visitor starts another.
    const sent = form(page).getByText(locale("en", "contact", "form.sent"));
    await expect.poll(() => sent.isVisible()).toBe(true);
    await page.getByRole("textbox", { name: "Name" }).fill("L");
    await expect.poll(() => sent.count()).toBe(0);
  });

  it("on a phone the form comes before the details; on a desktop the details row and the form row share their edges", async () => {
    const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
    const phone = await site.visit("/contact", { viewport: viewports.phone });
    const phoneForm = await box(phone, "form");
    const phoneDetails = await box(phone, "section[aria-labelledby='contact-details'] li");
    expect(phoneForm.y).toBeLessThan(phoneDetails.y);

    const desktop = await site.visit("/contact", { viewport: viewports.desktop });
    const details = await box(desktop, "section[aria-labelledby='contact-details'] ul");
    const formCard = await box(desktop, "section:has(form)");
    const sideColumn = await box(desktop, "section[aria-labelledby='office-map']");
    expect(details.y).toBeLessThan(formCard.y);
    expect(Math.abs(details.x - formCard.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(details.x + details.width - (sideColumn.x + sideColumn.width))).toBeLessThanOrEqual(1);
  });

  it("the quick links are underlined like links", async () => {
    const page = await site.visit("/contact");
    const faq = page.getByRole("navigation", { name: "Quick links" }).getByRole("link").first();
    expect(await faq.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe("underline");
  });

  it("the message reaches the server, in Turkish with Turkish messages", async () => {
    const page = await site.visit("/contact?lng=tr");
    await page.getByRole("button", { name: locale("tr", "contact", "form.submit") }).click();
    await expect.poll(() => page.getByText("Bu alan zorunludur.").count()).toBe(4);
    await page.getByRole("textbox", { name: locale("tr", "contact", "form.name") }).fill("Emre");
    await page.getByRole("textbox", { name: locale("tr", "contact", "form.email") }).fill("emre@example.com");
    await page.getByRole("textbox", { name: locale("tr", "contact", "form.subject") }).fill("Teklif");
    await page.getByRole("textbox", { name: locale("tr", "contact", "form.message") }).fill("Merhaba");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact-messages"));
    await page.getByRole("button", { name: locale("tr", "contact", "form.submit") }).click();
    expect((await answer).status()).toBe(201);
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: locale("tr", "contact", "toast.success") })
          .isVisible(),
      )
      .toBe(true);
  });

  it("'Request a Quote' on a service page arrives with the subject filled in", async () => {
    const page = await site.visit("/services/web-development");
    await page.getByRole("link", { name: "Request a Quote" }).click();
    await page.waitForURL(/\/contact\?subject=/);
    await expect
      .poll(() => page.getByRole("textbox", { name: "Subject" }).inputValue())
      .toBe("Quote request: Web Development");
  });

  it("the tabs change the form's heading, by click and by arrow key", async () => {
    const page = await site.visit("/contact");
    const panel = page.getByRole("tabpanel");
    expect(await panel.getByRole("heading", { level: 2 }).innerText()).toBe("Send us a message");
    await page.getByRole("tab", { name: "Support" }).click();
    expect(await panel.getByRole("heading", { level: 2 }).innerText()).toBe("Ask our support team");
    expect(await page.getByRole("tab", { name: "Support" }).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowLeft");
    expect(await panel.getByRole("heading", { level: 2 }).innerText()).toBe("Send us a message");
    expect(
      await page.getByRole("tab", { name: "Contact" }).evaluate((element) => element === document.activeElement),
    ).toBe(true);
  });

  it("shows the four info cards, social buttons and quick links that lead somewhere real", async () => {
    const page = await site.visit("/contact");
    for (const text of [
      "28 Nizami Street, Baku AZ1010, Azerbaijan",
      "+994 12 555 01 23",
      "hello@novadigital.az",
      "Monday to Friday, 09:00-18:00",
    ]) {
      await expect.poll(() => page.locator("main").getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    const quickLinks = page.getByRole("navigation", { name: "Quick links" });
    const hrefs = await quickLinks
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")]));
    expect(hrefs).toEqual([
      ["Apply for a package", "/muraciet"],
      ["FAQ", "/faq"],
      ["Support documentation", "/faq"],
      ["Terms of service", "/terms"],
      ["Privacy policy", "/privacy"],
    ]);
    await quickLinks.getByRole("link", { name: "Privacy policy" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Privacy policy");
    await page.goBack();
    await page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Terms of service" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Terms of service");
    expect(await page.getByRole("link", { name: "Nova Digital on Instagram" }).count()).toBeGreaterThan(0);
  });

  it("the map loads nothing until asked, then shows OpenStreetMap 300 px high", async () => {
    const mapRequests: string[] = [];
    const page = await site.visit(
      "/contact",
      {},
      {
        prepare: (p) =>
          p.route("https://www.openstreetmap.org/**", (route) => {
            mapRequests.push(route.request().url());
            return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title>" });
          }),
      },
    );
    expect(mapRequests).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);
    await page.getByRole("button", { name: "Show the map" }).click();
    const map = page.frameLocator('iframe[title="Map of our office"]');
    await expect.poll(() => map.locator("title").count()).toBe(1);
    expect(mapRequests[0]).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(await page.locator("iframe").evaluate((frame) => frame.getBoundingClientRect().height)).toBe(300);
  });
});
