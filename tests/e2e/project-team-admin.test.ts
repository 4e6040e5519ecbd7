import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { demoContent } from "../../server/seed/site-content/believable-demo.server";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { locale } from "../support/html";
import { siteInBrowser } from "../support/site-in-browser";

// A case study's team is ticked from the team page in the project editor (decision 073):
// the case study then shows that person with the team page's role in the page's language,
// and renaming them on the team page renames them on every case study.

const site = siteInBrowser({ env: { LOGIN_RATE_LIMIT: "1000" } });

const isFocused = (page: Page, name: RegExp) =>
  page.getByRole("checkbox", { name }).evaluate((element) => element === document.activeElement);

/** The names and roles a case study's team section shows, in order. */
async function creditedOn(page: Page) {
  const section = page.locator('section[aria-labelledby="team"]');
  await section.waitFor();
  return section.locator("li").allInnerTexts();
}

it("staff tick a team member in the project editor at 320 px, and the case study shows them with their role in Turkish, renamed when the team page is", async () => {
  const admin = await signInAsAdmin(site.server.url);
  const [{ body: projects }, { body: team }] = await Promise.all([
    admin.call("GET", "/api/content/projects"),
    admin.call("GET", "/api/content/team"),
  ]);
  const caspian = projects.items.find((item: { slug: string }) => item.slug === demoContent.projects[0]!.slug);
  const kerem = team.items.find((item: { fields: { name: string } }) => item.fields.name === "Kerem Demir");
  expect(caspian.fields.team).not.toContain(kerem._id);
  const credited = caspian.fields.team.length as number;

  const storageState = storageHoldingToken(site.server.url, admin.token);
  const editor = await site.visit(`/admin/content/projects/${caspian._id}`, {
    viewport: { width: 320, height: 800 },
    storageState,
  });
  await editor.getByRole("heading", { level: 1 }).waitFor();
  const group = editor.getByRole("group", { name: "Team" });
  await group.getByRole("link", { name: "Edit the people on the team page" }).waitFor();
  // Ticked from the keyboard: the row joins the credited ones, last, and keeps the focus.
  const checkbox = group.getByRole("checkbox", { name: /^Kerem Demir/ });
  expect(await checkbox.isChecked()).toBe(false);
  await checkbox.focus();
  await editor.keyboard.press("Space");
  await expect.poll(() => checkbox.isChecked()).toBe(true);
  await expect.poll(() => isFocused(editor, /^Kerem Demir/)).toBe(true);
  const ticked = group.getByRole("checkbox", { checked: true });
  await expect.poll(() => ticked.count()).toBe(credited + 1);
  expect((await ticked.nth(credited).getAttribute("id"))?.includes(kerem._id)).toBe(true);
  // One place earlier, by the keyboard too.
  await group.getByRole("button", { name: "Move Kerem Demir up" }).focus();
  await editor.keyboard.press("Enter");
  await expect.poll(async () => (await ticked.nth(credited - 1).getAttribute("id"))?.includes(kerem._id)).toBe(true);
  // Nothing runs past a 320 px window.
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await editor.getByRole("button", { name: "Save" }).click();
  await editor.getByRole("status").filter({ hasText: "Saved" }).waitFor();

  const keremTr = demoContent.team.find((member) => member.fields.name === "Kerem Demir")!.text.tr!.role as string;
  const page = await site.visit(`/portfolio/${caspian.slug}?lng=tr`);
  expect(await page.locator("h2#team").innerText()).toBe(locale("tr", "portfolio", "detail.team"));
  const names = await creditedOn(page);
  expect(names).toHaveLength(credited + 1);
  expect(names[credited - 1]).toContain("Kerem Demir");
  expect(names[credited - 1]).toContain(keremTr);

  // Renamed on the team page: the case study follows.
  const teamEditor = await site.visit(`/admin/content/team/${kerem._id}`, { storageState });
  const name = teamEditor.getByRole("textbox", { name: "Full name" });
  await name.fill("Kerem Demirci");
  await teamEditor.getByRole("button", { name: "Save" }).click();
  await teamEditor.getByRole("status").filter({ hasText: "Saved" }).waitFor();
  const renamed = await site.visit(`/portfolio/${caspian.slug}?lng=tr`);
  const after = await creditedOn(renamed);
  expect(after[credited - 1]).toContain("Kerem Demirci");
  expect(after[credited - 1]).toContain(keremTr);
});

it("a team member hidden or deleted on the team page drops out of the case study, which still opens", async () => {
  const admin = await signInAsAdmin(site.server.url);
  const { body: projects } = await admin.call("GET", "/api/content/projects");
  const project = projects.items.find((item: { slug: string }) => item.slug === demoContent.projects[1]!.slug);
  const { body: team } = await admin.call("GET", "/api/content/team");
  const credited = (project.fields.team as string[]).map(
    (id) =>
      team.items.find((member: { _id: string }) => member._id === id) as { _id: string; fields: { name: string } },
  );
  const [hidden, deleted, ...rest] = credited;
  const shown = async () => {
    expect((await fetch(`${site.server.url}/portfolio/${project.slug}?lng=az`)).status).toBe(200);
    const page = await site.visit(`/portfolio/${project.slug}?lng=az`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const section = page.locator('section[aria-labelledby="team"]');
    return (await section.count()) === 0 ? [] : section.locator("li").allInnerTexts();
  };
  expect((await admin.call("PATCH", `/api/content/team/${hidden!._id}`, { visible: false })).status).toBe(200);
  expect((await admin.call("DELETE", `/api/content/team/${deleted!._id}`)).status).toBe(204);
  const left = await shown();
  expect(left).toHaveLength(rest.length);
  for (const [index, member] of rest.entries()) expect(left[index]).toContain(member.fields.name);
  // Nobody credited left on the team page: no team section, and the rest of the page as before.
  for (const member of rest)
    expect((await admin.call("PATCH", `/api/content/team/${member._id}`, { visible: false })).status).toBe(200);
  expect(await shown()).toEqual([]);
});
