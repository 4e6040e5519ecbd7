import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { Kysely } from "kysely";
import { type ImportFormat, importReportSchema } from "../../common/import";
import {
  claimImportJob,
  finishImportJob,
  type ImportJobRow,
  onImportQueued,
  recordImportProgress,
} from "../db/import-jobs.server";
import type { DB } from "../db/schema.server";
import type { Logger } from "../logger.server";
import type { MediaStore } from "../media/media-store.server";
import { startRecurringJob } from "../recurring-job.server";
import { importSource } from "./import-source.server";
import { openImportFile } from "./open-import-file.server";

export interface ImportRunner {
  close(): Promise<void>;
}

/**
 * Runs the queued dry runs and imports (decision 059) on every instance: at start (a job a
 * restart interrupted goes on once its lease runs out), as soon as this instance queues
 * one, and every `checkEveryMs`. A job is claimed before it runs, so one instance runs it;
 * its progress and lease are written with each batch of items. A job resumed after a
 * restart reads the file again from the start: what was done is found in the mappings and
 * skipped, and its report goes on from the one the earlier run committed (decision 071).
 */
export function startImportRunner({
  db,
  logger,
  mediaStore,
  checkEveryMs = 10_000,
  leaseMs = 60_000,
}: {
  db: Kysely<DB>;
  logger: Logger;
  mediaStore: MediaStore;
  checkEveryMs?: number;
  leaseMs?: number;
}): ImportRunner {
  // A shutdown stops a job between two items; its lease runs out and a later run goes on with it.
  const stopping = new AbortController();

  async function runJob(row: ImportJobRow) {
    try {
      const reader = await openImportFile(row.filePath, row.format as ImportFormat);
      let itemsDone = Number(row.itemsDone);
      const report = await importSource(reader, {
        db,
        mediaStore,
        language: row.language,
        dryRun: row.dryRun === 1,
        userId: row.createdBy,
        signal: stopping.signal,
        // Taken over after a restart: the report goes on from what the earlier run committed.
        resume: itemsDone > 0 ? { itemsDone, report: importReportSchema.parse(JSON.parse(row.report)) } : undefined,
        onProgress: async (done, progress, handle) => {
          itemsDone = done;
          await recordImportProgress(handle, row.id, done, progress, leaseMs);
        },
      });
      await finishImportJob(db, row.id, { status: "done", report, itemsDone });
      // The file is kept after a dry run for the import that follows it.
      if (row.dryRun === 0) await rm(row.filePath, { force: true });
    } catch (error) {
      if (stopping.signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ importJob: row.id }, `import failed: ${message}`);
      await finishImportJob(db, row.id, { status: "failed", error: message });
    }
  }

  const job = startRecurringJob({
    checkEveryMs,
    onError: (error) => logger.error({ err: error }, "import job check failed"),
    async check() {
      for (;;) {
        if (stopping.signal.aborted) return undefined;
        const row = await claimImportJob(db, (candidate) => existsSync(candidate.filePath), leaseMs);
        if (!row) return undefined;
        await runJob(row);
      }
    },
  });
  const stopListening = onImportQueued(db, () => job.run());
  return {
    async close() {
      stopListening();
      stopping.abort();
      await job.close();
    },
  };
}
