import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { testAdmin } from "../support/server";
import { siteInBrowser } from "../support/site-in-browser";
import { mailSubject, type SmtpProcess, startSmtpProcess } from "../support/smtp-process";

// The server reads its environment when it starts, after the SMTP server below is up.
const env: Record<string, string> = {};
let smtp: SmtpProcess;
beforeAll(async () => {
  smtp = await startSmtpProcess();
  Object.assign(env, { SMTP_URL: smtp.url, MAIL_FROM: "news@agency.test" });
});
afterAll(async () => {
  await smtp?.stop();
});
const site = siteInBrowser({ env });

const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe("sending a post as a newsletter from the editor", () => {
  it("previews the email, sends a test to the admin, sends to the confirmed subscriber, shows progress reaching sent, and lists the send", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const reader = "reader@example.com";
    const imported = await admin.call("POST", "/api/newsletter-subscribers/import", {
      csv: `email\n${reader}`,
      language: "en",
      consentNote: "Asked for it at our stand",
    });
    expect(imported.body).toMatchObject({ added: 1 });
    const title = "Winter sale on brand kits";
    const created = await admin.call("POST", "/api/posts", {
      title,
      excerpt: "Three weeks of lower prices.",
      content: "<p>Every brand kit costs less until the new year.</p>",
      status: "published",
    });
    expect(created.status).toBe(201);
    const postId = (created.body as { _id: string })._id;

    const page = await site.visit(`/admin/posts/edit/${postId}`, {
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    await page.getByRole("button", { name: "Send as newsletter" }).click();
    const dialog = page.getByRole("dialog", { name: "Send as newsletter" });

    // The preview is the rendered email, in a frame of its own.
    const preview = dialog.frameLocator(`iframe[title="Email preview: ${title}"]`);
    // The first render of an email is the slowest on a busy machine.
    await expect
      .poll(() => preview.getByText("Every brand kit costs less until the new year.").isVisible(), { timeout: 15_000 })
      .toBe(true);

    await dialog.getByRole("button", { name: "Send a test to me" }).click();
    await expect.poll(() => dialog.getByText("Test sent to your address.").isVisible()).toBe(true);
    await expect.poll(() => mailTo(testAdmin.email).length, { timeout: 15_000 }).toBe(1);
    expect(mailSubject(mailTo(testAdmin.email)[0]!.data)).toBe(title);
    expect(mailTo(reader)).toEqual([]);

    expect(await dialog.getByRole("radio", { name: "Now" }).isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    const send = dialog.locator("[data-newsletter-send]");
    await expect
      .poll(() => send.locator("[data-send-status]").getAttribute("data-send-status"), { timeout: 30_000 })
      .toBe("sent");
    expect(await send.textContent()).toContain("0 queued · 1 sent · 0 failed");
    await expect.poll(() => mailTo(reader).length, { timeout: 15_000 }).toBe(1);
    expect(mailSubject(mailTo(reader)[0]!.data)).toBe(title);

    await dialog.getByRole("link", { name: "All newsletters" }).click();
    const row = page.locator("tr", { hasText: title });
    await row.waitFor();
    expect(await row.locator("[data-send-status]").getAttribute("data-send-status")).toBe("sent");
    expect((await row.locator("td").allTextContents()).slice(2, 6)).toEqual(["English", "1", "1", "0"]);

    // At 320 px the list turns into cards and nothing makes the page scroll sideways.
    await page.setViewportSize({ width: 320, height: 700 });
    const card = page.locator("main li", { hasText: title }).first();
    await card.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  it("schedules a send for a moment of its own, and the newsletters screen cancels it", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const title = "Our new office";
    const created = await admin.call("POST", "/api/posts", {
      title,
      excerpt: "We moved.",
      content: "<p>Come and see us on the fifth floor.</p>",
      status: "published",
    });
    const page = await site.visit(`/admin/posts/edit/${(created.body as { _id: string })._id}`, {
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    // The email's preview is held until the choices below it have been measured: its
    // arrival must not move them (a tap aimed at one would land elsewhere).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/newsletters/preview", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send as newsletter" }).click();
    const dialog = page.getByRole("dialog", { name: "Send as newsletter" });
    const atMoment = dialog.getByRole("radio", { name: "At a moment of my choice" });
    const top = async () => (await atMoment.boundingBox())!.y;
    const before = await top();
    release();
    await dialog.locator("iframe").waitFor();
    expect(await top()).toBe(before);
    await atMoment.check();
    // Tomorrow, in the browser's own time, as a datetime-local field takes it.
    const tomorrow = await page.evaluate(() => {
      const moment = new Date(Date.now() + 86_400_000);
      moment.setMinutes(moment.getMinutes() - moment.getTimezoneOffset());
      return moment.toISOString().slice(0, 16);
    });
    await dialog.getByLabel("Send at").fill(tomorrow);
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    const send = dialog.locator("[data-newsletter-send] [data-send-status]");
    await expect.poll(() => send.getAttribute("data-send-status")).toBe("scheduled");

    await dialog.getByRole("link", { name: "All newsletters" }).click();
    const row = page.locator("tr", { hasText: title });
    await row.getByRole("button", { name: "Cancel send" }).click();
    await expect.poll(() => row.locator("[data-send-status]").getAttribute("data-send-status")).toBe("cancelled");
    expect(await row.getByRole("button", { name: "Cancel send" }).count()).toBe(0);
  });

  it("the subscribers screen filters by status and language and counts each language", async () => {
    const admin = await signInAsAdmin(site.server.url);
    await admin.call("POST", "/api/newsletter-subscribers/import", {
      csv: "email\nokuyucu@example.com.tr",
      language: "tr",
      consentNote: "Fuarda istedi",
    });
    const page = await site.visit("/admin/subscribers", {
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    const imported = page.locator("tr", { hasText: "okuyucu@example.com.tr" });
    await imported.waitFor();
    // An imported address came from no visit: its story opens and says so.
    await imported.getByText("Where it came from").click();
    await imported.getByText("Nothing was recorded of the visit this lead came from.").waitFor();
    expect(await page.locator("[data-language-count='tr']").textContent()).toContain("1");
    await page.getByRole("combobox", { name: "Language" }).selectOption("tr");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => page.url()).toContain("language=tr");
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    await page.getByRole("combobox", { name: "Status" }).selectOption("unsubscribed");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => page.getByText("No subscribers match these filters.").isVisible()).toBe(true);
  });
});
