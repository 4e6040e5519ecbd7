import path from "node:path";
import { defineConfig } from "vite";
import { precompressAssets } from "./vite.config.js";

/**
 * The client of public pages served as islands (decision 072), built after React Router's
 * (`npm run build`) into build/client/assets/islands. React Router and react-i18next are
 * replaced by small stand-ins that read what the server put in the page, so the same
 * components render the same markup; the admin's client build is untouched.
 */
export default defineConfig({
  base: "/assets/islands/",
  publicDir: false,
  // What app/islands/server-markup.ts tells apart: Preact hydrating, not React.
  define: { "import.meta.env.ISLANDS": "true" },
  resolve: {
    tsconfigPaths: true,
    alias: [
      { find: /^react-router$/, replacement: path.resolve("app/islands/stand-ins/react-router.tsx") },
      { find: /^react-i18next$/, replacement: path.resolve("app/islands/stand-ins/react-i18next.ts") },
      { find: /^~\/i18n\/switch-language$/, replacement: path.resolve("app/islands/stand-ins/switch-language.ts") },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react(-dom)?$/, replacement: "preact/compat" },
      { find: /^react\/jsx(-dev)?-runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^use-sync-external-store\/shim$/, replacement: path.resolve("app/lib/sync-external-store.ts") },
    ],
  },
  build: {
    outDir: "build/client/assets/islands",
    emptyOutDir: true,
    manifest: true,
    assetsDir: "",
    modulePreload: false,
    rollupOptions: {
      input: "app/islands/entry.client.tsx",
      output: {
        codeSplitting: {
          groups: [{ name: "frame", test: /components[\\/]layout[\\/](navbar|floating-buttons)\.tsx$/ }],
        },
      },
      // lucide-react marks its modules "use client", which means nothing in a client bundle.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  plugins: [precompressAssets()],
});
