// `npm run bench:import`: the import's speed and memory on a generated 50 MB WXR of 5,000
// posts (docs/PERFORMANCE.md), into a fresh SQLite database, images left out (their
// downloads depend on the old site, not on the import).
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase } from "../server/db/database.server";
import { importSource } from "../server/import/import-source.server";
import { openImportFile } from "../server/import/open-import-file.server";
import { createMediaStore } from "../server/media/media-store.server";
import { writeLargeWxr } from "../tests/support/wxr";

const posts = Number(process.env.POSTS ?? 5000);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-import-"));
const file = path.join(dataDir, "export.xml");
const database = openDatabase({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL });
try {
  const bytes = await writeLargeWxr(file, posts);
  await migrateToLatest(database.db);
  let peakRss = 0;
  const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const [loadBefore = 0] = loadavg();
  const report = await importSource(await openImportFile(file, "wordpress"), {
    db: database.db,
    mediaStore: createMediaStore(database.db, dataDir),
    language: "en",
    dryRun: false,
    userId: null,
    fetchImages: false,
  });
  const seconds = (performance.now() - started) / 1000;
  // CPU time says less about the other processes on a shared machine than wall time does.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  clearInterval(sample);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  console.log(
    `${(bytes / 1024 / 1024).toFixed(1)} MB, ${report.created.post} posts, ${report.created.comment} comments, ${report.created.redirect} redirects: ${seconds.toFixed(1)} s, peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB, CPU ${cpuSeconds.toFixed(1)} s, load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
