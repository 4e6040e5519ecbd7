import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for building the app,
// not for running tests. Browser tests drive the built server (tests/support/server.ts).
//
// Two tiers: `unit` (modules, the API in-process, the database) and `browser` (the built
// server over HTTP and in Chromium), runnable apart (`npm run test:unit`,
// `npm run test:browser`).
//
// Two workers on CI's two cores: with Vitest's default of one, a browser file waits on
// its server and Chromium and a core idles (a quarter of the run's CPU time). Measured
// on the whole suite: 570 s → 390 s. The files of a worker share one module graph
// (`isolate: false`): each builds its own app, database and server, and re-importing the
// server for each of 56 unit files cost about 40 s of CPU.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Browser checks poll until the page gets there; on a busy 2-core CI machine a first
    // client-side navigation (route chunks to fetch) can take more than the default second,
    // and a search (debounce, loader, render) more than 5 s at a load of 15 or more. A poll
    // that passes returns at once: the deadline only bounds how long a failure takes.
    expect: { poll: { timeout: 10_000 } },
    pool: "forks",
    maxWorkers: 2,
    globalSetup: ["tests/support/global-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          isolate: false,
          include: [
            "app/**/*.test.ts",
            "server/**/*.test.ts",
            "common/**/*.test.ts",
            "tests/api/**/*.test.ts",
            "tests/db/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: { name: "browser", isolate: false, include: ["tests/ssr/**/*.test.ts", "tests/e2e/**/*.test.ts"] },
      },
    ],
  },
});
