import { Readable } from "node:stream";
import { ImportFileError, type SourceReader } from "../source-model.server";
import { readGhost, type GhostReadOptions } from "./ghost.server";
import { readWordPress } from "./wordpress.server";

// Which reader a file needs, from its first bytes (decision 060): XML is WordPress's WXR,
// a JSON object Ghost's export. The bytes looked at are handed on, so the reader still
// gets the whole file and the input is read once, as a stream.

export type ExportFormat = "wordpress" | "ghost";

/** How many bytes are enough to tell: past a BOM, an XML declaration and a long comment. */
const sniffBytes = 4096;

export function detectFormat(head: Buffer): ExportFormat | undefined {
  const start = head
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (start.startsWith("<")) return "wordpress";
  if (start.startsWith("{")) return "ghost";
  return undefined;
}

export async function readExport(input: Readable, options: GhostReadOptions = {}): Promise<SourceReader> {
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const head: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < sniffBytes) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = typeof next.value === "string" ? Buffer.from(next.value) : next.value;
    head.push(chunk);
    size += chunk.length;
    if (detectFormat(Buffer.concat(head))) break;
  }
  const format = detectFormat(Buffer.concat(head));
  if (!format) {
    await chunks.return?.();
    throw new ImportFileError(
      size === 0 ? "This file is empty" : "This file is neither a WordPress export (WXR) nor a Ghost export (JSON)",
    );
  }
  async function* whole(): AsyncGenerator<Buffer | string> {
    try {
      yield* head;
      if (done) return;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // A reader that stops early (a bad file) lets go of the input.
      await chunks.return?.();
    }
  }
  const stream = Readable.from(whole(), { objectMode: false });
  return format === "wordpress" ? readWordPress(stream) : readGhost(stream, options);
}
