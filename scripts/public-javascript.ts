// `npx tsx scripts/public-javascript.ts` (after `npm run build`): opens every kind of public
// page in four languages in headless Chromium as a new visitor and prints the JavaScript
// each loads on its first visit, brotli, file by file with PUBLIC_JS_FILES=1 (issue 43).
// PUBLIC_JS_PAGES=/,/blog and PUBLIC_JS_LANGUAGES=en narrow it.
import { languageCodes } from "../common/i18n/languages";
import { launchBrowser } from "../tests/support/browser";
import { budgetedPublicPages, firstLoadBudgetBytes, measureFirstLoad } from "../tests/support/first-load-javascript";
import { startServer } from "../tests/support/server";

const pages = process.env.PUBLIC_JS_PAGES?.split(",") ?? budgetedPublicPages;
const languages = process.env.PUBLIC_JS_LANGUAGES?.split(",") ?? languageCodes;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

const [server, browser] = await Promise.all([startServer({ env: { NODE_ENV: "test" } }), launchBrowser()]);
try {
  console.log(`| Page | ${languages.map((language) => `${language} KB (files)`).join(" | ")} |`);
  console.log(`|---|${languages.map(() => "---:").join("|")}|`);
  let largest = 0;
  for (const page of pages) {
    const cells: string[] = [];
    for (const language of languages) {
      const separator = page.includes("?") ? "&" : "?";
      const load = await measureFirstLoad(browser, `${server.url}${page}${separator}lng=${language}`);
      largest = Math.max(largest, load.brotliBytes);
      cells.push(`${kb(load.brotliBytes)} (${load.files.length})`);
      if (process.env.PUBLIC_JS_FILES)
        for (const file of load.files) console.log(`    ${language} ${file.path} ${kb(file.brotliBytes)}`);
    }
    console.log(`| ${page} | ${cells.join(" | ")} |`);
  }
  console.log(`\nLargest: ${kb(largest)} KB brotli (budget ${kb(firstLoadBudgetBytes)} KB).`);
} finally {
  await browser.close();
  await server.dispose();
}
