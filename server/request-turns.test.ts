import { spawn } from "node:child_process";
import { get } from "node:http";
import path from "node:path";
import { createInterface } from "node:readline";
import { startLoad } from "../tests/support/load";
import { describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "..");

/** Starts tests/fixtures/busy-server.ts in a process of its own (a server saturated by the test must not share its loop). */
async function startBusyServer(turns: boolean) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/busy-server.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH, TURNS: turns ? "1" : "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once("line", resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/** The milliseconds until the answer to a GET on a new connection. */
function timeNewConnection(url: string): Promise<number> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(performance.now() - startedAt));
    }).on("error", reject);
  });
}

/** 100 new connections opened at once while 300 others keep the server saturated: how long the last waits. */
async function slowestNewcomer(turns: boolean): Promise<number> {
  const server = await startBusyServer(turns);
  try {
    // Long enough that, without turns, newcomers wait out most of it: the ratio below then
    // holds when a loaded machine slows both runs.
    const load = startLoad({ url: server.url, connections: 300, duration: 8 });
    await load.saturated;
    const waits = await Promise.all(Array.from({ length: 100 }, () => timeNewConnection(server.url)));
    // Measured: the rest of the load (most of it, with turns) would change nothing.
    load.stop();
    await load.done;
    return Math.max(...waits);
  } finally {
    server.stop();
  }
}

describe("answerInTurns", () => {
  it("lets a burst of new connections in while the server is saturated", async () => {
    // libuv accepts one connection per turn of the event loop (docs/decisions/046): when a
    // turn runs every ready request, the 100th newcomer waits about 100 turns of 300 ms.
    const withoutTurns = await slowestNewcomer(false);
    const withTurns = await slowestNewcomer(true);
    console.info(
      `slowest of 100 new connections: ${withoutTurns.toFixed(0)} ms without turns, ${withTurns.toFixed(0)} ms with`,
    );
    // A ratio of two runs on the same machine, never a bound in milliseconds (decision 049).
    expect(withTurns).toBeLessThan(withoutTurns / 2);
  }, 60_000);
});
