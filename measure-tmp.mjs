import { chromium } from "playwright-core";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage();
await page.goto(url); await page.waitForLoadState("networkidle");
const sizes = await page.evaluate(() => performance.getEntriesByType("resource").filter(e => e.name.endsWith(".js")).map(e => [e.name.split("/").pop(), e.encodedBodySize]));
let total = 0; for (const [n, s] of sizes) { total += s; console.log(s, n); }
console.log("TOTAL", total, (total/1024).toFixed(1) + " KiB");
await browser.close();
