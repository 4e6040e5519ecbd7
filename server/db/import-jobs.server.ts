import type { Kysely, Selectable } from "kysely";
import type { Language } from "../../common/i18n/languages";
import { emptyImportReport, type ImportFormat, type ImportJob, type ImportReport } from "../../common/import";
import { newId, toIsoString } from "./database.server";
import type { DB, ImportJobsTable } from "./schema.server";

// Import jobs (decision 059): a dry run or an import of one uploaded file, claimed by one
// instance at a time as the outbox's rows are (one conditional UPDATE; a lease that runs
// out lets another instance, or this one after a restart, take the job over).

export type ImportJobRow = Selectable<ImportJobsTable>;

const listeners = new WeakMap<Kysely<DB>, Set<() => void>>();

/** Subscribes to "a job was queued on this instance" (the runner starts it at once). */
export function onImportQueued(db: Kysely<DB>, listener: () => void): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set.add(listener));
  return () => set.delete(listener);
}

export function toImportJobJson(row: ImportJobRow): ImportJob {
  return {
    _id: row.id,
    fileName: row.fileName,
    format: row.format,
    language: row.language,
    dryRun: row.dryRun === 1,
    status: row.status,
    itemsDone: Number(row.itemsDone),
    report: JSON.parse(row.report) as ImportReport,
    error: row.error,
    siteAddress: row.siteAddress,
    createdAt: toIsoString(row.createdAt),
    finishedAt: row.finishedAt ? toIsoString(row.finishedAt) : null,
  };
}

export async function createImportJob(
  db: Kysely<DB>,
  values: {
    filePath: string;
    fileName: string;
    format: ImportFormat;
    language: Language;
    dryRun: boolean;
    createdBy: string | null;
    siteAddress?: string;
  },
): Promise<ImportJobRow> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto("importJobs")
    .values({
      id: newId(),
      ...values,
      dryRun: values.dryRun ? 1 : 0,
      status: "pending",
      report: JSON.stringify(emptyImportReport()),
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const listener of listeners.get(db) ?? []) listener();
  return row;
}

export function findImportJob(db: Kysely<DB>, id: string): Promise<ImportJobRow | undefined> {
  return db.selectFrom("importJobs").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The latest jobs, newest first. */
export function listImportJobs(db: Kysely<DB>, limit = 20): Promise<ImportJobRow[]> {
  return db.selectFrom("importJobs").selectAll().orderBy("createdAt", "desc").limit(limit).execute();
}

/**
 * Claims the oldest job waiting, or running with a lease run out (its instance stopped),
 * whose file `canRead`: only the instance that received an upload has it on its disk.
 */
export async function claimImportJob(
  db: Kysely<DB>,
  canRead: (row: ImportJobRow) => boolean,
  leaseMs: number,
  now = new Date(),
): Promise<ImportJobRow | undefined> {
  const at = now.toISOString();
  const candidates = await db
    .selectFrom("importJobs")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("status", "=", "pending"),
        eb.and([eb("status", "=", "running"), eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<", at)])]),
      ]),
    )
    .orderBy("createdAt")
    .execute();
  for (const candidate of candidates) {
    if (!canRead(candidate)) continue;
    const claimed = await db
      .updateTable("importJobs")
      .set({ status: "running", claimedUntil: new Date(now.getTime() + leaseMs).toISOString(), updatedAt: at })
      .where("id", "=", candidate.id)
      .where("status", "=", candidate.status)
      .where((eb) =>
        candidate.claimedUntil === null
          ? eb("claimedUntil", "is", null)
          : eb("claimedUntil", "=", toIsoString(candidate.claimedUntil)),
      )
      .returningAll()
      .executeTakeFirst();
    if (claimed) return claimed;
  }
  return undefined;
}

/** Stores progress and extends the lease. */
export async function recordImportProgress(
  db: Kysely<DB>,
  id: string,
  itemsDone: number,
  report: ImportReport,
  leaseMs: number,
): Promise<void> {
  const now = Date.now();
  await db
    .updateTable("importJobs")
    .set({
      itemsDone,
      report: JSON.stringify(report),
      claimedUntil: new Date(now + leaseMs).toISOString(),
      updatedAt: new Date(now).toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

export async function finishImportJob(
  db: Kysely<DB>,
  id: string,
  outcome: { status: "done"; report: ImportReport; itemsDone: number } | { status: "failed"; error: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable("importJobs")
    .set({
      status: outcome.status,
      ...(outcome.status === "done"
        ? { report: JSON.stringify(outcome.report), itemsDone: outcome.itemsDone }
        : { error: outcome.error }),
      claimedUntil: null,
      finishedAt: now,
      updatedAt: now,
    })
    .where("id", "=", id)
    .execute();
}

/**
 * Marks an uploaded file removed on every job that reads it (its dry run and its import),
 * unless a job still waits for it or runs on it. True for the one caller that marked it:
 * that caller removes the file, so it is removed once whichever instances try.
 */
export async function claimImportFileRemoval(db: Kysely<DB>, filePath: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("importJobs")
    .set({ fileRemovedAt: now.toISOString() })
    .where("filePath", "=", filePath)
    .where("fileRemovedAt", "is", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("importJobs as waiting")
            .select("waiting.id")
            .where("waiting.filePath", "=", filePath)
            .where("waiting.status", "in", ["pending", "running"]),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Files of jobs finished before `before` that are still kept and that no job waits for: dry runs nobody imported. */
export async function listAbandonedImportFiles(db: Kysely<DB>, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom("importJobs")
    .select("filePath")
    .distinct()
    .where("fileRemovedAt", "is", null)
    .where("status", "in", ["done", "failed"])
    .where("finishedAt", "<", before.toISOString())
    .execute();
  return rows.map((row) => row.filePath);
}
