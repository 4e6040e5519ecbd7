import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SiteSettings } from "../../common/settings";
import { signInAsAdmin } from "../support/admin-client";
import { siteInBrowser } from "../support/site-in-browser";

const ids = { serviceId: "service_nova", templateId: "template_contact", publicKey: "public-key-123" };

const site = siteInBrowser({
  env: { EMAILJS_SERVICE_ID: ids.serviceId, EMAILJS_TEMPLATE_ID: ids.templateId, EMAILJS_PUBLIC_KEY: ids.publicKey },
});

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "content-type",
  "access-control-allow-methods": "POST",
};

/** Answers EmailJS's send endpoint with `status` and `body`, recording what the page sent. */
function fakeEmailJs(status: number, body: string) {
  const sent: unknown[] = [];
  const handler = async (route: Route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    sent.push(route.request().postDataJSON());
    return route.fulfill({ status, headers: cors, contentType: "text/plain", body });
  };
  return { sent, handler };
}

async function fillAndSend(page: Page) {
  await page.getByRole("textbox", { name: "Name" }).fill("Olga");
  await page.getByRole("textbox", { name: "Email" }).fill("olga@example.com");
  await page.getByRole("textbox", { name: "Subject" }).fill("Brand refresh");
  await page.getByRole("textbox", { name: "Message" }).fill("Can we talk next week?");
  await page.getByRole("button", { name: "Send message" }).click();
}

describe("the contact form when EmailJS is configured", () => {
  it("sends the template fields to EmailJS from the page, not to our API, and 'OK' is success", async () => {
    const emailJs = fakeEmailJs(200, "OK");
    const apiCalls: string[] = [];
    const page = await site.visit("/contact");
    await page.route("https://api.emailjs.com/**", emailJs.handler);
    page.on("request", (request) => request.url().includes("/api/contact") && apiCalls.push(request.url()));
    await fillAndSend(page);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Message sent successfully!" }).isVisible())
      .toBe(true);
    expect(emailJs.sent).toEqual([
      {
        service_id: ids.serviceId,
        template_id: ids.templateId,
        user_id: ids.publicKey,
        template_params: {
          user_name: "Olga",
          user_email: "olga@example.com",
          subject: "Brand refresh",
          message: "Can we talk next week?",
        },
      },
    ]);
    expect(apiCalls).toEqual([]);
    expect(await page.getByRole("textbox", { name: "Name" }).inputValue()).toBe("");
  });

  it.each([
    [429, "Too Many Requests"],
    [403, "Forbidden"],
    [451, "Unavailable For Legal Reasons"],
  ])("an answer of %i is a failure: the error toast shows and the input stays", async (status, text) => {
    const emailJs = fakeEmailJs(status, text);
    const page = await site.visit("/contact", {}, { expectedErrors: new RegExp(`status of ${status}`) });
    await page.route("https://api.emailjs.com/**", emailJs.handler);
    await fillAndSend(page);
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." }).isVisible())
      .toBe(true);
    expect(emailJs.sent).toHaveLength(1);
    expect(await page.getByRole("textbox", { name: "Message" }).inputValue()).toBe("Can we talk next week?");
  });

  it("a network failure is a failure too", async () => {
    const page = await site.visit(
      "/contact",
      {},
      { expectedErrors: /ERR_INTERNET_DISCONNECTED|Failed to load resource/ },
    );
    await page.route("https://api.emailjs.com/**", (route) => route.abort("internetdisconnected"));
    await fillAndSend(page);
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." }).isVisible())
      .toBe(true);
  });

  it("the page's security policy allows EmailJS, and the page carries only the three public ids", async () => {
    const response = await fetch(`${site.server.url}/contact`);
    expect(response.headers.get("content-security-policy")).toContain("connect-src 'self' https://api.emailjs.com");
    const html = await response.text();
    expect(html).toContain(ids.publicKey);
  });
});

describe("the contact form without EmailJS", () => {
  // The policy follows the settings' delivery, which a server started without the ids sets
  // to the inbox (tests/api/settings.test.ts): the admin's choice of the inbox on this
  // server, instead of a second server started for one request.
  it("the security policy does not open connections to EmailJS", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const { body: settings } = await admin.call<SiteSettings>("GET", "/api/settings");
    expect(settings.contactForm.delivery).toBe("emailjs");
    const inbox = { ...settings, contactForm: { ...settings.contactForm, delivery: "inbox" } };
    expect((await admin.call("PUT", "/api/settings", inbox)).status).toBe(200);
    try {
      const response = await fetch(`${site.server.url}/contact`);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).not.toContain("emailjs");
      expect(policy).toContain("frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org");
    } finally {
      await admin.call("PUT", "/api/settings", settings);
    }
  });
});
