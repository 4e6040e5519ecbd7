import { performance } from "node:perf_hooks";

/** One phase of the start: wall-clock and CPU milliseconds (user and system, all threads). */
export interface StartPhase {
  phase: string;
  ms: number;
  cpuMs: number;
}

export interface StartPhases {
  /** Runs `work` as the named phase and records what it took. */
  time<T>(phase: string, work: () => Promise<T> | T): Promise<T>;
  /** Closes the phase running since the last mark under this name (the listener's setup). */
  mark(phase: string): void;
  /** The phases so far and their totals since the process began. */
  summary(): { phases: StartPhase[]; totalMs: number; totalCpuMs: number };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * What the start does, phase by phase (issue 43): the first phase is everything before
 * `main` ran, Node's own start and loading the server's modules, read from the process's
 * time origin and its CPU clock; each later one is measured around its work. Logged as
 * one `debug` line when the server listens, and read by `npm run bench`.
 */
export function startPhases(): StartPhases {
  const phases: StartPhase[] = [{ phase: "module load", ms: round(performance.now()), cpuMs: round(cpuMs()) }];
  let since = { ms: performance.now(), cpuMs: cpuMs() };
  const mark = (phase: string) => {
    const now = { ms: performance.now(), cpuMs: cpuMs() };
    phases.push({ phase, ms: round(now.ms - since.ms), cpuMs: round(now.cpuMs - since.cpuMs) });
    since = now;
  };
  return {
    mark,
    async time(phase, work) {
      mark("other");
      const result = await work();
      mark(phase);
      return result;
    },
    summary: () => ({
      // Small gaps between timed phases are folded into one "other" line.
      phases: foldOther(phases),
      totalMs: round(performance.now()),
      totalCpuMs: round(cpuMs()),
    }),
  };
}

function foldOther(phases: StartPhase[]): StartPhase[] {
  const other = phases.filter((entry) => entry.phase === "other");
  const named = phases.filter((entry) => entry.phase !== "other");
  if (other.length === 0) return named;
  return [
    ...named,
    {
      phase: "other",
      ms: round(other.reduce((sum, entry) => sum + entry.ms, 0)),
      cpuMs: round(other.reduce((sum, entry) => sum + entry.cpuMs, 0)),
    },
  ];
}
