import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type MediaItem } from "../../common/media";
import { objectPosition } from "../../common/focal-point";
import { signInAsAdmin, storageHoldingToken } from "../support/admin-client";
import { violations } from "../support/axe";
import { viewports } from "../support/browser";
import { siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser({ env: { LOGIN_RATE_LIMIT: "1000" } });

type Project = { _id: string; slug: string; fields: { name: string; images: string[] } };

async function caspianMarket(): Promise<Project> {
  const { items } = (await (await fetch(`${site.server.url}/api/content/projects`)).json()) as { items: Project[] };
  return items.find((item) => item.fields.name === "Caspian Market")!;
}

/** 1200×800, red on the left half and green on the right: where a crop is cut shows in its colour. */
const redAndGreen = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: "#ff0000" } })
    .composite([
      { input: { create: { width: 600, height: 800, channels: 3, background: "#00ff00" } }, left: 600, top: 0 },
    ])
    .png()
    .toBuffer();

/** Puts a PNG in the media library as an admin would. */
async function uploadPng(token: string, fileName: string, png: Buffer): Promise<MediaItem> {
  const upload = await fetch(`${site.server.url}/api/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "image/png", "x-file-name": fileName },
    body: new Uint8Array(png),
  });
  expect(upload.status).toBe(201);
  return (await upload.json()) as MediaItem;
}

/** The share card a page names in its `og:image`, and its colour inside the picture band at (840, 315). */
async function shareCard(pagePath: string) {
  const html = await (await fetch(`${site.server.url}${pagePath}`)).text();
  const address = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  const response = await fetch(address.replace(site.server.siteUrl, site.server.url));
  expect(response.status).toBe(200);
  const png = Buffer.from(await response.arrayBuffer());
  const { data } = await sharp(png)
    .extract({ left: 840, top: 315, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [red, green] = data;
  return { address, colour: red! > 200 && green! < 60 ? "red" : green! > 200 && red! < 60 ? "green" : "mixed" };
}

const portfolioCardImage = (page: Page) =>
  page.getByRole("article").filter({ hasText: "Caspian Market" }).locator("img").first();

/**
 * The picture's box once it has loaded and the dialog has stopped moving: a point placed
 * by a fraction of an earlier box (the image still loading, the dialog opening) can miss.
 */
async function settledBox(area: Locator) {
  await expect
    .poll(() => area.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  let previous = "";
  await expect
    .poll(async () => {
      const current = JSON.stringify(await area.boundingBox());
      const settled = current === previous;
      previous = current;
      return settled;
    })
    .toBe(true);
  return (await area.boundingBox())!;
}

describe("an image's focal point", () => {
  it("staff replace a project's image from the library and set its focal point; the portfolio card and the share card use it", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const image = await uploadPng(admin.token, "harbour-red-green.png", await redAndGreen());
    const project = await caspianMarket();
    // The seeded project's pictures come from the library.
    expect(project.fields.images.every((url) => url.startsWith("/media/"))).toBe(true);

    // Replace the project's first image (its card's) in its editor, from the library.
    const storageState = storageHoldingToken(site.server.url, admin.token);
    const editor = await site.visit(`/admin/content/projects/${project._id}`, { storageState });
    await editor.getByRole("button", { name: "Replace Image 1 from the library" }).click();
    const picker = editor.getByRole("dialog", { name: "Media library" });
    await picker.getByLabel("Search by file name or description").fill("harbour");
    await picker.getByRole("button", { name: "harbour-red-green.png" }).click();
    await picker.waitFor({ state: "detached" });
    await expect.poll(() => editor.getByRole("img", { name: "Image 1" }).getAttribute("src")).toBe(image.url);
    await editor.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(async () => (await caspianMarket()).fields.images)
      .toEqual([image.url, ...project.fields.images.slice(1)]);

    // The card shows it, cropped around the centre; the share card cuts its band from the middle (red there).
    const portfolio = await site.visit("/portfolio");
    await expect.poll(() => portfolioCardImage(portfolio).getAttribute("src")).toBe(image.url);
    expect(await portfolioCardImage(portfolio).getAttribute("style")).toBeNull();
    const before = await shareCard(`/portfolio/${project.slug}`);
    expect(before.colour).toBe("red");

    // In the library: a click on the picture's right side, then the keyboard moves the point up.
    const library = await site.visit("/admin/media?search=harbour", { storageState });
    await library.getByRole("list", { name: "Images" }).getByRole("button", { name: "harbour-red-green.png" }).click();
    const details = library.getByRole("dialog", { name: "Image details" });
    const area = details.getByRole("button", { name: "Focal point of the image" });
    const box = await settledBox(area);
    await area.click({ position: { x: box.width * 0.9, y: box.height * 0.5 } });
    await expect.poll(() => details.getByText("90% from the left, 50% from the top").isVisible()).toBe(true);
    await area.press("ArrowUp");
    await area.press("Shift+ArrowUp");
    await expect.poll(() => details.getByText("90% from the left, 39% from the top").isVisible()).toBe(true);
    await details.getByRole("button", { name: "Save focal point" }).click();
    await library.getByText("Focal point saved.", { exact: false }).waitFor();
    const { focalPoint } = ((await admin.call("GET", "/api/media?search=harbour")).body as MediaItem[])[0]!;
    expect(focalPoint.x).toBeCloseTo(0.9, 2);
    expect(focalPoint.y).toBeCloseTo(0.39, 2);
    // The marker stands where the point is.
    const marker = (await details.locator("[data-focal-marker]").boundingBox())!;
    const picture = (await area.boundingBox())!;
    expect((marker.x + marker.width / 2 - picture.x) / picture.width).toBeCloseTo(focalPoint.x, 2);

    // At once on the public pages: the card is positioned by the point, inline, and the share card is new and cut around it.
    await portfolio.reload();
    await expect
      .poll(() => portfolioCardImage(portfolio).evaluate((img) => getComputedStyle(img).objectPosition))
      .toBe(objectPosition(focalPoint));
    const after = await shareCard(`/portfolio/${project.slug}`);
    expect(after.address).not.toBe(before.address);
    expect(after.colour).toBe("green");
  }, 90_000);

  it("the picture's box has its size before the picture has loaded, so nothing moves under the pointer", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const portrait = await sharp({ create: { width: 1000, height: 1500, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const item = await uploadPng(admin.token, "tall-blue.png", portrait);
    const preview = item.variants.find((variant) => variant.width >= 960)!;
    // The list's thumbnail is another file: only the editor's picture is held back.
    expect(preview.url).not.toBe(item.variants[0]!.url);
    const library = await site.visit("/admin/media?search=tall-blue", {
      storageState: storageHoldingToken(site.server.url, admin.token),
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await library.route(
      (url) => url.pathname === preview.url,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await library.getByRole("list", { name: "Images" }).getByRole("button", { name: item.originalName }).click();
    const area = library
      .getByRole("dialog", { name: "Image details" })
      .getByRole("button", { name: "Focal point of the image" });
    const image = area.locator("img");
    const size = async () => {
      const box = (await area.boundingBox())!;
      return { width: Math.round(box.width), height: Math.round(box.height) };
    };
    await expect.poll(async () => (await size()).width).toBeGreaterThan(100);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
    const beforeLoad = await size();
    expect(beforeLoad.width / beforeLoad.height).toBeCloseTo(2 / 3, 1);
    // As tall as the panel lets a picture be (18rem).
    expect(beforeLoad.height).toBe(288);

    release();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await size()).toEqual(beforeLoad);
  });

  it("on a phone a tap sets the point, and the details fit the screen with nothing for axe to report", async () => {
    const admin = await signInAsAdmin(site.server.url);
    const [first] = (await admin.call("GET", "/api/media?search=team/aysel")).body as MediaItem[];
    const page = await site.visit("/admin/media?search=team/aysel", {
      storageState: storageHoldingToken(site.server.url, admin.token),
      viewport: viewports.phone,
      hasTouch: true,
      isMobile: true,
    });
    await page.getByRole("list", { name: "Images" }).getByRole("button", { name: first!.originalName }).tap();
    const details = page.getByRole("dialog", { name: "Image details" });
    const area = details.getByRole("button", { name: "Focal point of the image" });
    const box = await settledBox(area);
    await area.tap({ position: { x: box.width * 0.5, y: box.height * 0.2 } });
    await expect.poll(() => details.getByText("50% from the left, 20% from the top").isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
