import { describe, expect, it } from "vitest";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { violations } from "../support/axe";
import { viewports } from "../support/browser";
import { siteInBrowser } from "../support/site-in-browser";
import { ghostExport } from "../support/ghost-export";
import { wordpressExport } from "../support/wordpress-export";

// The import screen (decision 059) as an admin uses it: upload a WordPress export, read the
// dry run's report, start the import, follow it to the end and find the old addresses among
// the redirects. (A 404 becoming a redirect in one click is tests/e2e/redirects.test.ts's.)

const site = siteInBrowser();

function oldSiteExport(): string {
  return wordpressExport({
    author: { login: "leyla", displayName: "Leyla Mammadova" },
    category: { slug: "studio-news", name: "Studio news" },
    posts: [
      {
        id: 41,
        title: "We moved to a bigger studio",
        slug: "bigger-studio",
        content: '<p>Come and see us.</p>\n[gallery ids="1,2"]',
        dateGmt: "2025-03-04 09:00:00",
      },
      {
        id: 42,
        title: "Notes for the team",
        slug: "team-notes",
        link: "https://old-agency.example/?p=42",
        status: "private",
        content: "<p>Only for us.</p>",
        dateGmt: "2025-03-05 09:00:00",
        terms: [],
      },
    ],
  });
}

describe("the import screen", () => {
  it("refuses a file that is not an export, naming its line, and keeps the screen usable", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const page = await site.visit(
      "/admin/import",
      { storageState: storageHoldingToken(site.server.url, admin.token) },
      { expectedErrors: /400/ },
    );
    await page.getByRole("heading", { name: "Import", level: 1 }).waitFor();
    await page.getByLabel("Export file").setInputFiles({
      name: "contacts.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("name,email\nAli,ali@example.com\n"),
    });
    await page.getByRole("button", { name: "Upload and check" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "line 1" });
    await alert.waitFor();
    expect(await page.getByRole("button", { name: "Upload and check" }).isEnabled()).toBe(true);
  });

  it("uploads a WordPress export, shows the dry run, imports it and lists the old addresses as redirects", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const page = await site.visit("/admin/import", {
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    await page.getByRole("heading", { name: "Import", level: 1 }).waitFor();
    await page.getByRole("combobox", { name: "Language of the content" }).selectOption({ label: "English" });
    await page.getByLabel("Export file").setInputFiles({
      name: "old-agency.xml",
      mimeType: "text/xml",
      buffer: Buffer.from(oldSiteExport()),
    });
    await page.getByRole("button", { name: "Upload and check" }).click();

    // The dry run: what will be made per kind, and the notes in words.
    const job = page.getByRole("region", { name: "Dry run: old-agency.xml" });
    await job.getByText("The dry run is finished. Nothing has been written yet.").waitFor({ timeout: 30_000 });
    expect(page.url()).toContain("dryRun=");
    const counts = job.getByRole("region", { name: "Per kind" });
    const posts = counts.getByRole("row").filter({ hasText: "Posts" });
    expect(await posts.getByRole("cell").nth(1).textContent()).toBe("2");
    await counts.getByRole("row").filter({ hasText: "Redirects" }).waitFor();
    const notes = job.getByRole("region", { name: "Skipped items and notes" });
    await notes.getByText("The shortcode [gallery] is kept as plain text.").waitFor();
    await notes.getByText("Private on the old site: imported as a draft.").waitFor();
    // Nothing is written by the dry run.
    expect((await admin.call("GET", "/api/redirects?q=bigger-studio")).body.total).toBe(0);

    await job.getByRole("button", { name: "Start import" }).click();
    const imported = page.getByRole("region", { name: "Import: old-agency.xml" });
    await imported.getByText("The import is finished.").waitFor({ timeout: 30_000 });
    const progress = imported.getByRole("progressbar", { name: "Import progress" });
    expect(await progress.getAttribute("aria-valuenow")).toBe("100");
    expect(await progress.getAttribute("aria-valuemax")).toBe("100");
    await imported.getByRole("region", { name: "Per kind" }).getByRole("columnheader", { name: "Created" }).waitFor();

    // The report reads well to assistive technology and fits a 320 px phone without sideways scrolling.
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize(viewports.desktop);

    // The recent jobs list both runs.
    const recent = page.getByRole("region", { name: "Recent imports" });
    await expect.poll(() => recent.getByRole("link", { name: "old-agency.xml" }).count()).toBe(2);

    await imported.getByRole("link", { name: "See the old addresses on the redirects screen" }).click();
    await page.getByRole("heading", { name: "Redirects", level: 1 }).waitFor();
    await page.getByRole("row").filter({ hasText: "/2025/03/bigger-studio" }).getByText("Import").waitFor();
  });

  it("asks for a Ghost site's old address, checks it, and gives it to the dry run", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const page = await site.visit(
      "/admin/import",
      { storageState: storageHoldingToken(site.server.url, admin.token) },
      {},
    );
    await page.getByRole("heading", { name: "Import", level: 1 }).waitFor();
    const address = page.getByRole("textbox", { name: "Address of the old site" });
    // A WordPress export names its site: no question.
    await page.getByLabel("Export file").setInputFiles({
      name: "old-agency.xml",
      mimeType: "text/xml",
      buffer: Buffer.from(oldSiteExport()),
    });
    await page.getByText("WordPress: Tools → Export", { exact: false }).waitFor();
    expect(await address.count()).toBe(0);

    await page.getByLabel("Export file").setInputFiles({
      name: "ghost-site.json",
      mimeType: "application/json",
      buffer: Buffer.from(`\n  ${ghostExport([])}`),
    });
    await address.waitFor();
    await address.fill("old blog");
    await page.getByRole("button", { name: "Upload and check" }).click();
    await page.getByRole("alert").filter({ hasText: "Enter the old site's address" }).waitFor();
    expect(page.url()).not.toContain("dryRun=");

    await address.fill("https://blog.old-agency.example");
    await page.getByRole("button", { name: "Upload and check" }).click();
    const job = page.getByRole("region", { name: "Dry run: ghost-site.json" });
    await job.getByText("The dry run is finished. Nothing has been written yet.").waitFor({ timeout: 30_000 });
    const dryRunId = new URL(page.url()).searchParams.get("dryRun")!;
    const stored = await admin.call("GET", `/api/imports/${dryRunId}`);
    expect(stored.body).toMatchObject({ format: "ghost", siteAddress: "https://blog.old-agency.example" });
  });
});
