// `npx tsx scripts/public-javascript-floor.ts`: the least JavaScript a public page of this
// stack can load (docs/decisions/064). Builds two entries alone with the site's own Vite
// (production, minified) into a temporary directory and prints their brotli sizes: React
// DOM hydrating React Router's `HydratedRouter`, and the same with i18next initialised.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const hydrate = `startTransition(() => { hydrateRoot(document, createElement(StrictMode, null, createElement(HydratedRouter))); });`;
const entries = {
  "React DOM and React Router": `
import { StrictMode, createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
${hydrate}`,
  "with i18next and react-i18next": `
import { StrictMode, createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
Object.assign(window, { useTranslation });
await i18next.use(initReactI18next).init({ lng: "en", resources: {} });
${hydrate}`,
};

// Inside the repository, so that its node_modules resolve the packages.
const work = mkdtempSync(path.join(root, "node_modules", ".floor-"));
try {
  for (const [name, source] of Object.entries(entries)) {
    const entry = path.join(work, "entry.js");
    const outDir = path.join(work, "out");
    writeFileSync(entry, source);
    await build({
      configFile: false,
      root: work,
      logLevel: "error",
      define: { "process.env.NODE_ENV": '"production"' },
      build: {
        outDir,
        emptyOutDir: true,
        modulePreload: false,
        target: "es2022",
        rollupOptions: { input: entry, output: { codeSplitting: false } },
      },
    });
    const files = readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
    let minified = 0;
    let brotli = 0;
    for (const file of files) {
      const content = readFileSync(path.join(outDir, file));
      minified += content.length;
      brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }
    console.log(`${name}: ${(minified / 1000).toFixed(1)} KB minified, ${(brotli / 1000).toFixed(1)} KB brotli`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
