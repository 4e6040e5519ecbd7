import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebhookEvent } from "../../common/webhooks";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { siteInBrowser } from "../support/site-in-browser";
import { signatureHolds, startWebhookReceiver } from "../support/webhook-receiver";

const site = siteInBrowser({ env: { LOGIN_RATE_LIMIT: "1000" } });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

describe("the webhooks screen", () => {
  it("an admin adds a webhook, a visitor writes, the receiver gets the signed lead.created and the screen lists it as sent", async () => {
    const { token } = await signInAsAdmin(site.server.url);
    const page = await site.visit("/admin/webhooks", {
      // The narrowest phone: the lists are cards, nothing scrolls sideways.
      viewport: { width: 320, height: 800 },
      storageState: storageHoldingToken(site.server.url, token),
    });
    await expect.poll(() => page.getByText("No webhooks yet.", { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Nothing has been sent yet.").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Add webhook" }).click();
    const form = page.getByRole("dialog", { name: "New webhook" });
    // Refused before it is sent: an address that takes no POSTs, no event.
    await form.getByLabel("Lead created").uncheck();
    await form.getByLabel("Address").fill("ftp://example.com/x");
    await form.getByRole("button", { name: "Add webhook" }).click();
    await expect
      .poll(() => form.getByText("Use a web address starting with http:// or https://.").isVisible())
      .toBe(true);
    await expect.poll(() => form.getByText("This field is required.").isVisible()).toBe(true);
    // Keyboard only from here: the address, the event's checkbox, the submit button.
    await form.getByLabel("Address").fill(receiver.url);
    await form.getByLabel("Lead created").focus();
    await page.keyboard.press("Space");
    await form.getByRole("button", { name: "Add webhook" }).focus();
    await page.keyboard.press("Enter");

    const shown = page.getByRole("dialog", { name: "Webhook added" }).getByLabel("Signing secret");
    await expect.poll(() => shown.isVisible()).toBe(true);
    const secret = await shown.inputValue();
    expect(secret.length).toBeGreaterThan(16);
    await page.getByRole("button", { name: "Done" }).click();
    const row = page.getByRole("listitem").filter({ hasText: receiver.url });
    await expect.poll(() => row.textContent()).toContain("Lead created");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    const sent = await fetch(`${site.server.url}/api/contact-messages`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({
        user_name: "Leyla Quliyeva",
        user_email: "leyla@firma.az",
        subject: "A shop for our tea",
        message: "When could we talk?",
      }),
    });
    expect(sent.status).toBe(201);

    await expect.poll(() => receiver.deliveries.length, { timeout: 15_000 }).toBe(1);
    const [delivery] = receiver.deliveries;
    expect(signatureHolds(String(delivery!.headers["x-signature"]), delivery!.body, secret)).toBe(true);
    const event = JSON.parse(delivery!.body) as WebhookEvent;
    expect(event.type).toBe("lead.created");
    expect(JSON.stringify(event.data)).toContain("leyla@firma.az");

    const refresh = page.getByRole("button", { name: "Refresh" });
    const sentRow = page.locator('[data-delivery-status="sent"]');
    await expect
      .poll(
        async () => {
          if (await refresh.isEnabled()) await refresh.click();
          return sentRow.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await sentRow.textContent()).toContain("Sent");
    expect(await sentRow.textContent()).toContain(receiver.url);

    // Deleting asks first, then the list is empty again.
    await page.getByRole("button", { name: `Delete the webhook to ${receiver.url}` }).click();
    await page.getByRole("dialog", { name: "Delete this webhook?" }).getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => page.getByText("No webhooks yet.", { exact: false }).isVisible()).toBe(true);
  });

  it("an editor finds no webhooks in the menu and is refused the screen by address", async () => {
    site.expectErrors(/status of 403/);
    const admin = await signInAsAdmin(site.server.url);
    const email = `hooks-editor-${crypto.randomUUID().slice(0, 8)}@agency.test`;
    const created = await admin.call<{ password: string }>("POST", "/api/users", {
      name: "Hooks Editor",
      email,
      role: "editor",
    });
    expect(created.status).toBe(201);
    const login = await fetch(`${site.server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: created.body.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const page = await site.visit("/admin/webhooks", { storageState: storageHoldingToken(site.server.url, token) });
    await expect.poll(() => page.getByText("Your role does not give access to this page.").isVisible()).toBe(true);
    const menu = page.getByRole("navigation", { name: "Admin navigation" });
    await expect.poll(() => menu.getByRole("link", { name: "Posts" }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Webhooks" }).count()).toBe(0);
  });
});
