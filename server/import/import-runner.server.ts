import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { Kysely } from "kysely";
import { importReportSchema } from "../../common/import";
import {
  claimImportFileRemoval,
  claimImportJob,
  finishImportJob,
  listAbandonedImportFiles,
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

/** A day: a dry run read in the morning can be imported in the afternoon. */
export const defaultKeepUploadsMs = 24 * 60 * 60 * 1000;

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
  keepUploadsMs = defaultKeepUploadsMs,
  cleanupEveryMs = 60 * 60 * 1000,
}: {
  db: Kysely<DB>;
  logger: Logger;
  mediaStore: MediaStore;
  checkEveryMs?: number;
  leaseMs?: number;
  /** How long an upload whose dry run is done waits for its import before it is removed. */
  keepUploadsMs?: number;
  cleanupEveryMs?: number;
}): ImportRunner {
  // A shutdown stops a job between two items; its lease runs out and a later run goes on with it.
  const stopping = new AbortController();

  async function runJob(row: ImportJobRow) {
    try {
      const reader = await openImportFile(row.filePath, row.format, row.siteAddress);
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
      // The file is kept after a dry run for the import that follows it (removed if none does, see below).
      if (row.dryRun === 0) await removeFile(row.filePath);
    } catch (error) {
      if (stopping.signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ importJob: row.id }, `import failed: ${message}`);
      await finishImportJob(db, row.id, { status: "failed", error: message });
      // Nothing starts from a failed job: its file has no more use.
      await removeFile(row.filePath);
    }
  }

  async function removeFile(filePath: string) {
    if (await claimImportFileRemoval(db, filePath)) await rm(filePath, { force: true });
  }

  // An upload whose dry run nobody imported goes after `keepUploadsMs`. Every instance looks;
  // the one whose disk has the file marks it removed first and removes it.
  const cleanup = startRecurringJob({
    checkEveryMs: cleanupEveryMs,
    onError: (error) => logger.warn({ err: error }, "import uploads cleanup failed; retrying"),
    async check() {
      for (const filePath of await listAbandonedImportFiles(db, new Date(Date.now() - keepUploadsMs)))
        if (existsSync(filePath)) await removeFile(filePath);
      return undefined;
    },
  });

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
      await Promise.all([job.close(), cleanup.close()]);
    },
  };
}
