import { defineConfig } from "vite";
const preact = process.env.PROTO_PREACT;
const P = "/tmp/jsdiet-preact/node_modules/preact";
export default defineConfig({
  logLevel: "warn",
  esbuild: preact ? { jsx: "automatic", jsxImportSource: "preact" } : undefined,
  oxc: preact ? { jsx: { runtime: "automatic", importSource: "preact" } } : { jsx: { runtime: "automatic" } },
  resolve: {
    alias: preact
      ? [
          { find: /^react-dom\/client$/, replacement: P + "/compat/client.mjs" },
          { find: /^react-dom$/, replacement: P + "/compat/dist/compat.module.js" },
          { find: /^react\/jsx-runtime$/, replacement: P + "/jsx-runtime/dist/jsxRuntime.module.js" },
          { find: /^react$/, replacement: P + "/compat/dist/compat.module.js" },
          { find: /^preact\/hooks$/, replacement: P + "/hooks/dist/hooks.module.js" },
          { find: /^preact\/jsx-runtime$/, replacement: P + "/jsx-runtime/dist/jsxRuntime.module.js" },
          { find: /^preact$/, replacement: P + "/dist/preact.module.js" },
        ]
      : [
          { find: /^preact\/hooks$/, replacement: P + "/hooks/dist/hooks.module.js" },
          { find: /^preact\/jsx-runtime$/, replacement: P + "/jsx-runtime/dist/jsxRuntime.module.js" },
          { find: /^preact$/, replacement: P + "/dist/preact.module.js" },
        ],
  },
  define: { "process.env.NODE_ENV": '"production"' },
  build: { outDir: process.env.PROTO_OUT, emptyOutDir: true, modulePreload: false, target: "es2022",
    rollupOptions: { input: process.env.PROTO_ENTRY, output: { codeSplitting: false } } },
});
