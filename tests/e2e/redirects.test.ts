import { describe, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser();

// A person's browser as isbot reads it (headless Chromium counts as a bot).
const person = "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0";

/** The answer to a visitor's GET, redirects not followed. */
const visit = (path: string) =>
  fetch(`${site.server.url}${path}`, { redirect: "manual", headers: { "user-agent": person } });

/** Where `path` redirects to now (or its status when it does not). */
const redirectOf = async (path: string) => {
  const answer = await visit(path);
  return answer.status === 301 || answer.status === 302 ? answer.headers.get("location") : `status ${answer.status}`;
};

/** Publishes a post at `from`, then moves it to `to`, as an editor would by changing its slug. */
async function publishAndRename(admin: AdminClient, title: string, from: string, to: string) {
  const post = { title, content: "<p>Body</p>", excerpt: "An excerpt", status: "published" };
  const created = await admin.call("POST", "/api/posts", { ...post, slug: from });
  expect(created.status).toBe(201);
  const renamed = await admin.call("PUT", `/api/posts/${created.body._id}`, { ...post, slug: to });
  expect(renamed.body.slug).toBe(to);
}

describe("redirects and the 404 log", () => {
  it("a redirect answers before a stored page", async () => {
    const admin = await signInAsAdmin(site.server.url);
    // /faq is rendered once and then answered from the page cache, before Express.
    expect((await visit("/faq")).status).toBe(200);
    expect((await visit("/faq")).status).toBe(200);
    const created = await admin.call("POST", "/api/redirects", { source: "/faq", target: "/about", status: 302 });
    expect(created.status).toBe(201);
    await expect.poll(() => redirectOf("/faq")).toBe("/about");
    expect((await admin.call("DELETE", `/api/redirects/${created.body._id}`)).status).toBe(204);
    await expect.poll(() => redirectOf("/faq")).toBe("status 200");
  });

  it("a changed slug leaves a working redirect to the post's new page", async () => {
    const admin = await signInAsAdmin(site.server.url);
    await publishAndRename(admin, "New name", "old-name", "new-name");
    await expect.poll(() => redirectOf("/blog/old-name")).toBe("/blog/new-name");
    const page = await site.visit("/blog/old-name");
    await page.getByRole("heading", { name: "New name", level: 1 }).waitFor();
  });

  it("an admin sees a missing page in the log and turns it into a redirect in one click", async () => {
    const admin = await signInAsAdmin(site.server.url);
    await publishAndRename(admin, "Moved guide", "first-guide", "moved-guide");
    expect((await visit("/our-old-services")).status).toBe(404);
    expect((await visit("/our-old-services")).status).toBe(404);
    const page = await site.visit("/admin/redirects", {
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    await page.getByRole("heading", { name: "Redirects", level: 1 }).waitFor();
    // A changed slug's redirect is listed as made by an address change.
    await page.getByRole("row").filter({ hasText: "/blog/first-guide" }).getByText("Address change").waitFor();

    const log = page.getByRole("region", { name: "Pages not found" });
    const missing = log.getByRole("row").filter({ hasText: "/our-old-services" });
    await missing.waitFor();
    expect(await missing.getByRole("cell").nth(1).textContent()).toBe("2");
    await missing.getByRole("button", { name: "Redirect /our-old-services" }).click();
    const dialog = page.getByRole("dialog", { name: "New redirect" });
    expect(await dialog.getByRole("textbox", { name: "Old address" }).inputValue()).toBe("/our-old-services");
    await dialog.getByRole("textbox", { name: "New address" }).fill("/services");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Redirect created.").waitFor();
    await page.getByRole("row").filter({ hasText: "/our-old-services" }).filter({ hasText: "By hand" }).waitFor();
    await expect.poll(() => log.getByText("/our-old-services").count()).toBe(0);
    await expect.poll(() => redirectOf("/our-old-services")).toBe("/services");
  });
});
