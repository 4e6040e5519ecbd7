import { describe, expect, it } from "vitest";
import { startPhases } from "./start-phases.server";

describe("startPhases", () => {
  it("records each timed phase in order, after the module load, with what it returned", async () => {
    const phases = startPhases();
    const value = await phases.time("migrations check", async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return "done";
    });
    phases.mark("listener");
    const { phases: recorded, totalMs, totalCpuMs } = phases.summary();
    expect(value).toBe("done");
    expect(recorded.map((entry) => entry.phase)).toEqual(["module load", "migrations check", "listener", "other"]);
    expect(recorded.find((entry) => entry.phase === "migrations check")!.ms).toBeGreaterThanOrEqual(4);
    for (const entry of recorded) expect(entry.cpuMs).toBeGreaterThanOrEqual(0);
    expect(totalMs).toBeGreaterThanOrEqual(recorded.reduce((sum, entry) => sum + entry.ms, 0) - 1);
    expect(totalCpuMs).toBeGreaterThan(0);
  });

  it("folds the gaps between phases into one line", async () => {
    const phases = startPhases();
    await phases.time("seed check", () => undefined);
    await phases.time("image import check", () => undefined);
    const names = phases.summary().phases.map((entry) => entry.phase);
    expect(names.filter((name) => name === "other")).toHaveLength(1);
    expect(names.at(-1)).toBe("other");
  });
});
