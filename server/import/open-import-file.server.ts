import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { ImportFormat } from "../../common/import";
import { readWordPress } from "./readers/wordpress.server";
import { ImportFileError, type SourceReader } from "./source-model.server";

/** The readers the import knows, by format: each streams its file into the source model. */
const readers: Partial<Record<ImportFormat, (path: string) => Promise<SourceReader>>> = {
  wordpress: (path) => readWordPress(createReadStream(path)),
};

/** Whether a reader for the format is wired in. */
export function canReadFormat(format: ImportFormat): boolean {
  return Boolean(readers[format]);
}

/**
 * The format a file is written in, from its first bytes: a WXR is XML (`<`), a Ghost
 * export JSON (`{`). Throws `ImportFileError` for anything else or a format no reader reads.
 */
export async function detectImportFormat(path: string): Promise<ImportFormat> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(512), 0, 512, 0);
    const start = buffer
      .subarray(0, bytesRead)
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimStart();
    const format: ImportFormat | undefined = start.startsWith("<")
      ? "wordpress"
      : start.startsWith("{")
        ? "ghost"
        : undefined;
    if (!format) throw new ImportFileError("Neither a WordPress export (WXR) nor a Ghost export (JSON)", 1);
    if (!canReadFormat(format)) throw new ImportFileError(`This site cannot read ${format} exports`, 1);
    return format;
  } finally {
    await file.close();
  }
}

/** A reader over the file in its format. */
export function openImportFile(path: string, format: ImportFormat): Promise<SourceReader> {
  const reader = readers[format];
  if (!reader) throw new ImportFileError(`This site cannot read ${format} exports`);
  return reader(path);
}
