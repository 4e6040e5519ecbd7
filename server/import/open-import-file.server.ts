import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { ImportFormat } from "../../common/import";
import { detectFormat } from "./readers/detect.server";
import { readGhost } from "./readers/ghost.server";
import { readWordPress } from "./readers/wordpress.server";
import { ImportFileError, type SourceReader } from "./source-model.server";

/**
 * The format a stored upload is written in, from its first bytes (the readers' own
 * `detectFormat`: a WXR is XML, a Ghost export JSON). Throws `ImportFileError` for anything else.
 */
export async function detectImportFormat(path: string): Promise<ImportFormat> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4096), 0, 4096, 0);
    const format = detectFormat(buffer.subarray(0, bytesRead));
    if (!format) throw new ImportFileError("Neither a WordPress export (WXR) nor a Ghost export (JSON)", 1);
    return format;
  } finally {
    await file.close();
  }
}

/** A reader streaming the file in its format; `siteAddress` is a Ghost site's, which its export does not carry. */
export function openImportFile(path: string, format: ImportFormat, siteAddress?: string): Promise<SourceReader> {
  return format === "wordpress"
    ? readWordPress(createReadStream(path))
    : readGhost(createReadStream(path), { baseUrl: siteAddress || undefined });
}
