import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The SSR build bundles the whole Express host (server/main.ts) together with the
// React Router app, so one process has one database handle (DESIGN.md section 1).
const sharedPublicModule = /[\\/]app[\\/](components[\\/]layout|lib)[\\/]/;
/** The small modules every public page shares; admin code never joins them. */
const isSharedPublicModule = (id: string) => sharedPublicModule.test(id) && !/admin/.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // One server file: server/main.ts finds the client build relative to itself.
    rollupOptions: isSsrBuild
      ? { input: "./server/main.ts", output: { codeSplitting: false } }
      : // Public pages share many small UI modules; one chunk for them instead of a dozen
        // tiny requests (each with its own import boilerplate) makes first loads lighter.
        { output: { codeSplitting: { groups: [{ name: "public-ui", test: isSharedPublicModule }] } } },
    modulePreload: false,
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
