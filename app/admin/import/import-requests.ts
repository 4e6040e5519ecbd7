import type { Language } from "../../../common/i18n/languages";
import { importContract } from "../../../common/contract/imports";
import type { ImportJob } from "../../../common/import";
import { adminCall, uploadFile } from "~/admin/ui/api";

/** Sends the export as the body (streamed by the server) and answers its dry run, queued. */
export function uploadExport(
  file: File,
  query: { language: Language; siteAddress?: string },
  onProgress: (fraction: number) => void,
): Promise<ImportJob> {
  return uploadFile(importContract.uploadImport, file, onProgress, { query });
}

/** Whether a chosen file is a Ghost export (JSON), whose old site's address the form asks for; as the server tells. */
export async function isGhostExport(file: File): Promise<boolean> {
  const start = await file.slice(0, 4096).text();
  return start
    .replace(/^\uFEFF/, "")
    .trimStart()
    .startsWith("{");
}

/** Queues the import of the file a finished dry run read. */
export function startImport(dryRunId: string): Promise<ImportJob> {
  return adminCall(importContract.startImport, { params: { id: dryRunId }, body: {} });
}

/** The screen's address for a dry run and, once started, its import (an import opened from the list alone). */
export function jobPath(ids: { dryRun?: string; import?: string }): string {
  const query = new URLSearchParams();
  if (ids.dryRun) query.set("dryRun", ids.dryRun);
  if (ids.import) query.set("import", ids.import);
  return `/admin/import?${query}`;
}

/** Whether the job still changes (the screen asks again until it stops). */
export const isActive = (job: ImportJob | undefined) => job?.status === "pending" || job?.status === "running";
