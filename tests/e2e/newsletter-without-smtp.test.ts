import { describe, expect, it } from "vitest";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { siteInBrowser } from "../support/site-in-browser";

// No SMTP_URL: the server can collect subscribers but not mail them.
const site = siteInBrowser();

describe("sending a newsletter without SMTP", () => {
  it("the editor's dialog still previews the email, says plainly that sending needs SMTP, and offers no test or send", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const title = "Spring opening hours";
    const created = await admin.call("POST", "/api/posts", {
      title,
      excerpt: "We open earlier.",
      content: "<p>From March we open at eight.</p>",
      status: "published",
    });
    expect(created.status).toBe(201);
    const page = await site.visit(`/admin/posts/edit/${(created.body as { _id: string })._id}`, {
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    await page.getByRole("button", { name: "Send as newsletter" }).click();
    const dialog = page.getByRole("dialog", { name: "Send as newsletter" });
    await expect.poll(() => dialog.getByText(/Sending the newsletter needs an SMTP server/).isVisible()).toBe(true);
    const preview = dialog.frameLocator(`iframe[title="Email preview: ${title}"]`);
    await expect.poll(() => preview.getByText("From March we open at eight.").isVisible()).toBe(true);
    expect(await dialog.getByRole("button", { name: "Send a test to me" }).count()).toBe(0);
    expect(await dialog.getByRole("button", { name: "Send", exact: true }).count()).toBe(0);
  });
});
