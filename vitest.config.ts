import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for building the app,
// not for running tests. Browser tests drive the built server (tests/support/server.ts).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "common/**/*.test.ts", "tests/**/*.test.ts"],
    testTimeout: 30_000,
    // Browser checks poll until the page gets there; on a busy 2-core CI machine a first
    // client-side navigation (route chunks to fetch) can take more than the default second.
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 60_000,
    pool: "forks",
    globalSetup: ["tests/support/global-setup.ts"],
  },
});
