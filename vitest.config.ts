import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for building the app,
// not for running tests. Browser tests drive the built server (tests/support/server.ts).
//
// Two tiers: `unit` (modules, the API in-process, the database) and `browser` (the built
// server over HTTP and in Chromium), runnable apart (`npm run test:unit`,
// `npm run test:browser`). On a 2-core machine more workers than Vitest's default made
// the whole run no faster (browser files are CPU-bound: Chromium plus a server) and
// timing-sensitive tests flaky, so the default stays.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Browser checks poll until the page gets there; on a busy 2-core CI machine a first
    // client-side navigation (route chunks to fetch) can take more than the default second.
    expect: { poll: { timeout: 5_000 } },
    pool: "forks",
    globalSetup: ["tests/support/global-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "server/**/*.test.ts",
            "common/**/*.test.ts",
            "tests/api/**/*.test.ts",
            "tests/db/**/*.test.ts",
          ],
        },
      },
      { extends: true, test: { name: "browser", include: ["tests/ssr/**/*.test.ts", "tests/e2e/**/*.test.ts"] } },
    ],
  },
});
