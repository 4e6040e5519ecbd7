// Reads an export with the import's readers alone (no database, no images) and says how long
// it took and the process's peak memory: `npx tsx scripts/bench-import-read.ts FILE`. With
// scripts/make-wxr.ts it gives the reading part of the 5,000-post import figure.
import { createReadStream } from "node:fs";
import { readExport } from "../server/import/readers/detect.server";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npx tsx scripts/bench-import-read.ts FILE");
  process.exit(2);
}
// Wall time suffers on a busy machine; the CPU time the reading took does not.
const started = performance.now();
const cpuBefore = process.cpuUsage();
const reader = await readExport(createReadStream(file));
const counts: Record<string, number> = {};
let htmlBytes = 0;
for await (const item of reader.items) {
  counts[item.type] = (counts[item.type] ?? 0) + 1;
  if (item.type === "post") htmlBytes += item.html.length;
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
// maxRSS is in kilobytes.
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(
  JSON.stringify({
    format: reader.site.format,
    counts,
    htmlMb: +(htmlBytes / 1024 / 1024).toFixed(1),
    seconds: +seconds.toFixed(2),
    cpuSeconds: +cpuSeconds.toFixed(2),
    peakRssMb: Math.round(peakMb),
  }),
);
