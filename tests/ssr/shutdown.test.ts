import { existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { expect, it } from "vitest";
import { startServer } from "../support/server";

it("stops on SIGTERM: finishes the request in flight, closes the database cleanly and exits 0", async () => {
  const server = await startServer();
  try {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ email: "late@reader.test" });
    const inFlight = request(`${server.url}/api/newsletter-subscribers`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      inFlight.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      inFlight.on("error", reject);
    });
    // The first bytes on their way: the request is in flight when the signal comes.
    await new Promise<void>((resolve) => inFlight.write(body.slice(0, 10), () => resolve()));
    const exited = server.stop("SIGTERM");
    // The body's end comes after the server has heard the signal.
    await expect.poll(() => server.output.some((line) => line.includes('"msg":"shutting down"'))).toBe(true);
    inFlight.end(body.slice(10));

    expect(await answered).toBe(201);
    expect(await exited).toBe(0);
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
