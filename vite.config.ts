import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

/** Writes `.br` and `.gz` copies of the client's assets at the highest levels (served by server/assets). */
export function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(options.dir, fileName);
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

// The SSR build bundles the whole Express host (server/main.server.ts) together with the
// React Router app, so one process has one database handle (docs/ARCHITECTURE.md, System).
const sharedPublicModule =
  /[\\/]app[\\/](components[\\/]layout|lib)[\\/]|[\\/](app[\\/]components[\\/]ui[\\/]honeypot-field|common[\\/]honeypot)\.tsx?$/;
/** The small modules every public page shares; admin code never joins them. */
const isSharedPublicModule = (id: string) => sharedPublicModule.test(id) && !/admin/.test(id);
/**
 * The home page's UI parts and icons that other pages reuse (dialog, count-up figures,
 * carousel state): one chunk instead of one per combination of pages using them, which
 * keeps the home page's first load under its budget.
 */
const sharedHomeModule =
  /[\\/]app[\\/]components[\\/]ui[\\/](modal|stat-figures|count-up|use-in-view-once|use-carousel|reduced-motion|cta-banner|section-heading|check-list)\.tsx?$|lucide-react[\\/].*[\\/]icons[\\/](check|quote|star|chevron-left|chevron-right|code-xml)\.m?js$/;

export default defineConfig({
  build: { modulePreload: false },
  environments: {
    // server/main.server.ts is the entry (build/server/index.js) and finds the client build
    // relative to itself. What the server imports with `import()` (the admin's charts, the
    // logo generator's image work) becomes a chunk of its own, loaded on first use rather
    // than at start (docs/decisions/055). lucide-react is bundled, so the server holds the
    // few icons it uses rather than importing all of them at start.
    ssr: {
      resolve: { noExternal: ["lucide-react", "kysely", "zod"] },
      build: { rollupOptions: { input: "./server/main.server.ts" } },
    },
    // Public pages share many small UI modules; one chunk for them instead of a dozen
    // tiny requests (each with its own import boilerplate) makes first loads lighter.
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "public-ui", test: isSharedPublicModule },
                { name: "home-ui", test: sharedHomeModule },
              ],
            },
          },
        },
      },
    },
  },
  resolve: {
    tsconfigPaths: true,
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: path.resolve("app/lib/sync-external-store.ts") }],
  },
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
});
