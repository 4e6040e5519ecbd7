import { existsSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { startServer } from "../support/server";

it("stops on SIGTERM: finishes, closes the database cleanly and exits 0", async () => {
  const server = await startServer();
  try {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const page = fetch(`${server.url}/about`);
    const response = await page;
    expect(response.status).toBe(200);

    expect(await server.stop("SIGTERM")).toBe(0);
    expect(server.output.some((line) => line.includes('"msg":"shutting down"'))).toBe(true);
    expect(server.output.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
    // A clean close checkpoints SQLite's write-ahead log into the database file.
    expect(existsSync(path.join(server.dataDir, "site.db"))).toBe(true);
    expect(existsSync(path.join(server.dataDir, "site.db-wal"))).toBe(false);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  } finally {
    await server.dispose();
  }
});
