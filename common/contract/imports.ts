import * as z from "zod/mini";
import { importJobSchema, importStartInputSchema, importUploadQuerySchema } from "../import";
import { answer, endpoint, error } from "./endpoint";

const params = { id: "The import job's _id" };

/** WordPress and Ghost imports (decision 059): admins run them. */
export const importContract = {
  listImports: endpoint({
    method: "get",
    path: "/imports",
    operationId: "listImports",
    summary: "The latest dry runs and imports, newest first",
    role: "admin",
    responses: { "200": answer("Jobs", z.array(importJobSchema)) },
  }),
  uploadImport: endpoint({
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
      document: {
        required: true,
        content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
      },
      contentType: "application/octet-stream",
      example: '{"db":[{"meta":{"version":"5.0.0"},"data":{"posts":[]}}]}',
    },
    responses: {
      "202": answer("The dry run, queued", importJobSchema),
      "400": error("Empty body, or neither a WXR nor a Ghost export (the message names the line)"),
      "413": error("Larger than 100 MB"),
    },
  }),
  getImport: endpoint({
    method: "get",
    path: "/imports/:id",
    operationId: "getImport",
    summary: "A dry run's or an import's state, progress and report (poll it while it runs)",
    role: "admin",
    params,
    responses: { "200": answer("The job", importJobSchema), "404": error("Unknown id") },
  }),
  startImport: endpoint({
    method: "post",
    path: "/imports/:id/start",
    operationId: "startImport",
    summary: "Import the file a finished dry run read",
    description:
      "Queues the import of the dry run's file, in the dry run's language unless `language` names another. Running it again later creates nothing twice: items are matched by the source's ids.",
    role: "admin",
    params,
    body: { name: "ImportStartInput", schema: importStartInputSchema, limit: "1kb", example: { language: "en" } },
    responses: {
      "202": answer("The import, queued", importJobSchema),
      "404": error("Unknown id"),
      "409": error("Not a finished dry run, or its file is gone"),
    },
  }),
};
