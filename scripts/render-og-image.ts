// `npx tsx scripts/render-og-image.ts`: renders public/images/og-default.svg to the JPEG
// that pages share (many social networks ignore SVG previews). Run after editing the SVG.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launchBrowser } from "../tests/support/browser";

const images = path.resolve(import.meta.dirname, "../public/images");
const svg = readFileSync(path.join(images, "og-default.svg"), "utf8");
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  writeFileSync(path.join(images, "og-default.jpg"), await page.screenshot({ type: "jpeg", quality: 88 }));
} finally {
  await browser.close();
}
