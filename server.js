// Starts the site: through Vite's dev server with NODE_ENV=development (`npm run dev`),
// otherwise from the build (made first when there is none), as React Router's
// custom-server template does. Unset NODE_ENV means production: React's fast server
// renderer, no development error pages.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

process.env.NODE_ENV ||= "production";

if (process.env.NODE_ENV === "development") {
  const { createServer } = await import("vite");
  const viteDevServer = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { main } = await viteDevServer.ssrLoadModule("./server/main.server.ts");
  await main({ viteDevServer });
} else {
  const entry = new URL("./build/server/index.js", import.meta.url);
  if (!existsSync(entry)) {
    console.log("No build found: building the site once (about a minute)…");
    execSync("npx react-router build", { stdio: "inherit", cwd: import.meta.dirname });
  }
  const { main } = await import(entry.href);
  await main();
}
