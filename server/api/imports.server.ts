import { createWriteStream } from "node:fs";
import { copyFile, mkdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import type { RequestHandler } from "express";
import * as z from "zod/mini";
import {
  type ImportFormat,
  importJobSchema,
  importStartInputSchema,
  importUploadQuerySchema,
  maxImportFileBytes,
  maxImportFileMiB,
} from "../../common/import";
import { currentUser } from "../auth/require-staff.server";
import { newId } from "../db/database.server";
import { createImportJob, findImportJob, listImportJobs, toImportJobJson } from "../db/import-jobs.server";
import { HttpError, notFound } from "../http-error.server";
import { detectImportFormat } from "../import/open-import-file.server";
import { ImportFileError } from "../import/source-model.server";
import { parseInput } from "./http.server";
import { answer, error, operation } from "./operation.server";

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

const params = { id: "The import job's _id" };

/** WordPress and Ghost imports (decision 059): admins run them. */
export const importOperations = [
  operation({
    method: "get",
    path: "/imports",
    operationId: "listImports",
    summary: "The latest dry runs and imports, newest first",
    role: "admin",
    responses: { "200": answer("Jobs", z.array(importJobSchema)) },
    async handle({ res }, { db }) {
      res.json((await listImportJobs(db)).map(toImportJobJson));
    },
  }),
  operation({
    method: "post",
    path: "/imports",
    operationId: "uploadImport",
    summary: "Upload a WordPress (WXR) or Ghost (JSON) export and start its dry run",
    description:
      "The body is the file itself (at most 100 MB), streamed to disk; `X-File-Name` (URI-encoded) names it. The format is read from the file. `language` is where items without a language of their own go; `siteAddress` is a Ghost site's old address, where its relative and `__GHOST_URL__` images are. The dry run writes nothing: poll `GET /api/imports/{id}` for its report, then `POST /api/imports/{id}/start`.",
    role: "admin",
    headers: ["X-File-Name"],
    query: importUploadQuerySchema,
    body: {
      read: uploadBody(),
      document: {
        required: true,
        content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
      },
    },
    responses: {
      "202": answer("The dry run, queued", importJobSchema),
      "400": error("Empty body, or neither a WXR nor a Ghost export (the message names the line)"),
      "413": error("Larger than 100 MB"),
    },
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
        res.status(202).json(toImportJobJson(row));
      } catch (cause) {
        await rm(file, { force: true });
        throw cause;
      }
    },
  }),
  operation({
    method: "get",
    path: "/imports/:id",
    operationId: "getImport",
    summary: "A dry run's or an import's state, progress and report (poll it while it runs)",
    role: "admin",
    params,
    responses: { "200": answer("The job", importJobSchema), "404": error("Unknown id") },
    async handle({ res, params: { id } }, { db }) {
      const row = await findImportJob(db, id);
      if (!row) throw notFound("imports.notFound");
      res.json(toImportJobJson(row));
    },
  }),
  operation({
    method: "post",
    path: "/imports/:id/start",
    operationId: "startImport",
    summary: "Import the file a finished dry run read",
    description:
      "Queues the import of the dry run's file, in the dry run's language unless `language` names another. Running it again later creates nothing twice: items are matched by the source's ids.",
    role: "admin",
    params,
    body: { name: "ImportStartInput", schema: importStartInputSchema, limit: "1kb" },
    responses: {
      "202": answer("The import, queued", importJobSchema),
      "404": error("Unknown id"),
      "409": error("Not a finished dry run, or its file is gone"),
    },
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
        format: dryRun.format as ImportFormat,
        language: body.language ?? dryRun.language,
        dryRun: false,
        createdBy: currentUser(res).id,
        siteAddress: dryRun.siteAddress,
      });
      res.status(202).json(toImportJobJson(row));
    },
  }),
];
