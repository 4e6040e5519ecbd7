import { createWriteStream } from "node:fs";
import { copyFile, mkdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import type { RequestHandler } from "express";
import { importContract } from "../../common/contract/imports";
import { importUploadQuerySchema, maxImportFileBytes, maxImportFileMiB } from "../../common/import";
import { currentUser } from "../auth/require-staff.server";
import { newId } from "../db/database.server";
import { createImportJob, findImportJob, listImportJobs, toImportJobJson } from "../db/import-jobs.server";
import { HttpError, notFound } from "../http-error.server";
import { detectImportFormat } from "../import/open-import-file.server";
import { ImportFileError } from "../import/source-model.server";
import { parseInput } from "./http.server";
import { implement } from "./operation.server";

/** Where uploads wait for their job: DATA_DIR/imports, which outlives a restart. */
const uploadsDirectory = (dataDir: string) => path.join(dataDir, "imports");

/** Moves the received file beside the data (a rename, or a copy across file systems). */
async function keep(file: string, dataDir: string): Promise<string> {
  const directory = uploadsDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  const kept = path.join(directory, path.basename(file));
  try {
    await rename(file, kept);
  } catch {
    await copyFile(file, kept);
    await rm(file, { force: true });
  }
  return kept;
}

class UploadTooLarge extends HttpError {
  constructor() {
    super(413, "imports.fileTooLarge", { max: maxImportFileMiB });
  }
}

/**
 * The export streamed to disk as it arrives (never held whole), at most 100 MB; the query is
 * checked first so a refused request writes nothing. Leaves `{ file, bytes }` in `req.body`.
 */
function uploadBody(): RequestHandler[] {
  return [
    (req, _res, next) => {
      parseInput(importUploadQuerySchema, req.query);
      if (Number(req.headers["content-length"] ?? 0) > maxImportFileBytes) return next(new UploadTooLarge());
      next();
    },
    async (req, _res, next) => {
      const directory = path.join(tmpdir(), "agency-imports");
      const file = path.join(directory, `${newId()}.upload`);
      let bytes = 0;
      try {
        await mkdir(directory, { recursive: true });
        await pipeline(
          req,
          new Transform({
            transform(chunk: Buffer, _encoding, done) {
              bytes += chunk.length;
              done(bytes > maxImportFileBytes ? new UploadTooLarge() : null, chunk);
            },
          }),
          createWriteStream(file),
        );
        req.body = { file, bytes };
        next();
      } catch (cause) {
        await rm(file, { force: true });
        next(cause instanceof HttpError ? cause : new HttpError(400, "imports.fileRequired"));
      }
    },
  ];
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not keep
const controlCharacters = /[\u0000-\u001f\u007f]/g;

function fileNameOf(header: string | string[] | undefined): string {
  let name = typeof header === "string" ? header : "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not URI-encoded: keep it as sent.
  }
  return name.replace(controlCharacters, "").trim().slice(0, 200) || "export";
}

/** WordPress and Ghost imports (decision 059): admins run them. */
export const importOperations = implement(importContract, {
  listImports: {
    async handle(_request, { db }) {
      return { status: 200, body: (await listImportJobs(db)).map(toImportJobJson) };
    },
  },
  uploadImport: {
    read: uploadBody(),
    async handle({ req, res, query }, { db, config }) {
      const received = req.body as { file: string; bytes: number };
      let file = received.file;
      try {
        const { bytes } = received;
        if (bytes === 0) throw new HttpError(400, "imports.fileRequired");
        const format = await detectImportFormat(file).catch((cause: unknown) => {
          if (cause instanceof ImportFileError)
            throw new HttpError(400, "imports.badFile", {
              line: cause.line ?? 1,
              // The message without its own "(line n)": the translated sentence names the line.
              detail: cause.message.replace(/ \(line \d+\)$/, ""),
            });
          throw cause;
        });
        file = await keep(file, config.dataDir);
        const row = await createImportJob(db, {
          filePath: file,
          fileName: fileNameOf(req.headers["x-file-name"]),
          format,
          language: query.language,
          dryRun: true,
          createdBy: currentUser(res).id,
          siteAddress: query.siteAddress ?? "",
        });
        return { status: 202, body: toImportJobJson(row) };
      } catch (cause) {
        await rm(file, { force: true });
        throw cause;
      }
    },
  },
  getImport: {
    async handle({ params: { id } }, { db }) {
      const row = await findImportJob(db, id);
      if (!row) throw notFound("imports.notFound");
      return { status: 200, body: toImportJobJson(row) };
    },
  },
  startImport: {
    async handle({ res, body, params: { id } }, { db }) {
      const dryRun = await findImportJob(db, id);
      if (!dryRun) throw notFound("imports.notFound");
      if (dryRun.dryRun !== 1 || dryRun.status !== "done" || dryRun.fileRemovedAt)
        throw new HttpError(409, "imports.notReady");
      const started = await db
        .selectFrom("importJobs")
        .select("id")
        .where("filePath", "=", dryRun.filePath)
        .where("dryRun", "=", 0)
        .executeTakeFirst();
      if (started) throw new HttpError(409, "imports.notReady");
      const row = await createImportJob(db, {
        filePath: dryRun.filePath,
        fileName: dryRun.fileName,
        format: dryRun.format,
        language: body.language ?? dryRun.language,
        dryRun: false,
        createdBy: currentUser(res).id,
        siteAddress: dryRun.siteAddress,
      });
      return { status: 202, body: toImportJobJson(row) };
    },
  },
});
