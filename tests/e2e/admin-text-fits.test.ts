import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { languageCodes } from "../../common/i18n/languages";
import { navItems, pagesNavItem } from "../../app/admin/frame/nav-items";
import { editablePages } from "../../app/admin/site-content/page-sections";
import { contentKindNames } from "../../common/content/kinds";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { adminScreenDrawn } from "../support/admin-in-browser";
import { atEachWidth, launchBrowser, turned } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";
import { navigateInPage } from "../support/site-in-browser";
import { findMisfits, type Misfit } from "../support/text-fit";

// Issue 41: the text-fit guard (tests/e2e/text-fits.test.ts) on every admin screen, at a
// phone and a laptop in all four languages, with one more rule for the admin: a table's
// headings, a card's labels and the sidebar's brand never break inside a word.
const widths = [390, 1440] as const;
const unbrokenWords = "th, dt, [data-admin-brand]";

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function send(path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

/** A lead of each kind, so that each lead screen shows its table, not its empty state. */
async function seedLeads() {
  await send("/api/applications", {
    name: "Leyla Quliyeva",
    email: "leyla@cayevi.az",
    businessName: "Çay evi",
    phoneNumber: "+994 50 555 12 34",
    message: "Biznes fəaliyyəti: kafe",
  });
  const proposals = (await fetch(`${server.url}/api/logo-proposals`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Kafe Nova", description: "Kiçik qəhvə evi", seed: 3 }),
  }).then((response) => response.json())) as { proposals: { recipe: unknown }[] };
  await send("/api/logo-orders?lng=az", {
    name: "Kafe Nova",
    description: "Kiçik qəhvə evi",
    email: "nova@kafe.az",
    recipe: proposals.proposals[0]!.recipe,
  });
}

/**
 * Every admin screen: the sidebar's, a post's editor, each public page's editor (decision
 * 061), and each kind of site content's list and first item (the lists one page shows are
 * reached from its editor, not the sidebar).
 */
async function adminPaths(call: Awaited<ReturnType<typeof signInAsAdmin>>["call"]): Promise<string[]> {
  const posts = (await call("GET", "/api/posts?limit=1")).body as { posts: { _id: string }[] };
  const items = await Promise.all(
    contentKindNames.map(async (kind) => {
      const [first] = ((await call("GET", `/api/content/${kind}`)).body as { items: { _id: string }[] }).items;
      return [`/admin/content/${kind}`, ...(first ? [`/admin/content/${kind}/${first._id}`] : [])];
    }),
  );
  return [
    ...navItems.map((item) => item.to),
    "/admin/posts/new",
    `/admin/posts/edit/${posts.posts[0]!._id}`,
    "/admin/profile",
    pagesNavItem.to,
    ...editablePages.map((page) => `${pagesNavItem.to}/${page}`),
    ...items.flat(),
  ];
}

it(
  "every admin screen fits at 390 and 1440 px in all four languages: nothing cut or spilling out, and no heading broken inside a word",
  { timeout: 900_000 },
  async () => {
    const admin = await signInAsAdmin(server.url);
    await seedLeads();
    const paths = await adminPaths(admin.call);
    const found = await Promise.all(
      languageCodes.map(async (language, index) => {
        const storage = storageHoldingToken(server.url, admin.token);
        storage.origins[0]!.localStorage.push({ name: "i18nextLng", value: language });
        const context = await browser.newContext({ storageState: storage });
        const page = await context.newPage();
        const misfits: (Misfit & { at: string })[] = [];
        for (const [step, path] of paths.entries()) {
          // The first width turns from one screen to the next: the page is already at the
          // width the next screen opens at (one resize per screen, not two), and as the
          // languages start at different widths, every screen is still opened at each
          // width in two languages and resized to it in the other two.
          const order = turned(widths, index + step).map((width) => ({ width, height: 900 }));
          const load = async () => {
            // The first screen is loaded whole; the others are reached as staff reach them,
            // by the admin's router in the same page (no server render and hydration of the
            // whole admin again per screen, which took most of this test's minutes).
            if (step === 0) await page.goto(`${server.url}${path}`, { waitUntil: "load" });
            else await navigateInPage(page, path);
            await adminScreenDrawn(page);
          };
          const check = async ({ width }: { width: number }, resized: boolean) => {
            const at = `${width}px ${path} (${language})${resized ? " resized" : ""}`;
            return (await findMisfits(page, { unbrokenWords })).map((misfit) => ({ ...misfit, at }));
          };
          misfits.push(...(await atEachWidth(page, order, load, check)));
        }
        await context.close();
        return misfits;
      }),
    );
    expect(found.flat()).toEqual([]);
  },
);
