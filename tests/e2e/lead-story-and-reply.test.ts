import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { siteInBrowser } from "../support/site-in-browser";
import { type SmtpProcess, startSmtpProcess } from "../support/smtp-process";

// The server reads its environment when it starts, after the SMTP server below is up.
const env: Record<string, string> = {};
let smtp: SmtpProcess;
beforeAll(async () => {
  smtp = await startSmtpProcess();
  Object.assign(env, { SMTP_URL: smtp.url, MAIL_FROM: "site@agency.test", MAIL_TO: "leads@agency.test" });
});
afterAll(async () => {
  await smtp?.stop();
});
const site = siteInBrowser({ env });

const visitor = {
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "accept-language": "en",
};

describe("a lead's story and a reply from the admin", () => {
  it("an admin opens a lead, sees its campaign and landing page, replies, and the lead shows contacted with the reply in its timeline", async () => {
    // A visitor comes from a newsletter campaign to the packages page, then writes.
    const landing = await fetch(
      `${site.server.url}/packages?utm_source=newsletter&utm_medium=email&utm_campaign=winter`,
      { headers: { ...visitor, accept: "text/html" } },
    );
    expect(landing.status).toBe(200);
    await landing.arrayBuffer();
    const sent = await fetch(`${site.server.url}/api/contact-messages`, {
      method: "POST",
      headers: { ...visitor, "content-type": "application/json", referer: `${site.server.url}/contact` },
      body: JSON.stringify({
        user_name: "Kamran Həsənov",
        user_email: "kamran@firma.az",
        subject: "A site for our bakery",
        message: "How soon could you start?",
      }),
    });
    expect(sent.status).toBe(201);
    // Staff heard of it by email.
    await expect
      .poll(() => smtp.received.some((mail) => mail.to.includes("leads@agency.test")), { timeout: 15_000 })
      .toBe(true);

    const { token } = await signInAsAdmin(site.server.url);
    const page = await site.visit("/admin/messages", { storageState: storageHoldingToken(site.server.url, token) });
    const row = page.locator("tr", { hasText: "kamran@firma.az" });
    await row.waitFor();
    await row.getByRole("button", { name: "A site for our bakery" }).click();
    const detail = page.getByRole("dialog", { name: "A site for our bakery" });
    const story = detail.getByRole("region", { name: "Where it came from" });
    await expect
      .poll(() => story.locator("dd").allTextContents())
      .toEqual(expect.arrayContaining(["newsletter", "email", "winter", "/packages"]));
    await expect.poll(() => story.getByText("No reply sent yet.").isVisible()).toBe(true);

    const reply = detail.getByRole("form", { name: "Reply by email" });
    expect(await reply.getByLabel("Subject").inputValue()).toBe("Re: A site for our bakery");
    await reply.getByLabel("Message").fill("Hello Kamran, we could start next week.");
    await reply.getByRole("button", { name: "Send reply" }).click();

    await expect.poll(() => page.getByText("Reply sent.").isVisible()).toBe(true);
    const timeline = story.getByRole("list", { name: "Replies" });
    await expect.poll(() => timeline.getByText("Hello Kamran, we could start next week.").isVisible()).toBe(true);
    expect(await timeline.getByText(/^Sent by .+ to kamran@firma\.az/).isVisible()).toBe(true);
    await expect.poll(() => row.locator("[data-lead-status]").textContent()).toBe("Contacted");
    await expect.poll(() => detail.getByLabel("Status", { exact: true }).inputValue()).toBe("contacted");
    await expect
      .poll(() => smtp.received.some((mail) => mail.to.includes("kamran@firma.az")), { timeout: 15_000 })
      .toBe(true);
  });
});
