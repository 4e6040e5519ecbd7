import { setFlagsFromString } from "node:v8";

/**
 * How far V8's old generation may grow past what survived the last full collection before
 * the next one: 50%, where V8 itself lets it grow up to 4× when collections look cheap.
 * Under thousands of cached answers a second, most of what the requests in flight leave is
 * promoted garbage; with V8's own factor it piled up to about 190 MB of heap (peak resident
 * memory 300 MiB, against 250), with this one the peak stays near 200 MiB at the same
 * throughput (docs/PERFORMANCE.md). The flag is read at every full collection, so setting
 * it at start works; NODE_OPTIONS does not accept it.
 */
const heapGrowingPercent = 50;

export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
}
