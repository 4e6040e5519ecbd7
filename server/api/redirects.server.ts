import {
  notFoundListQuerySchema,
  notFoundListSchema,
  redirectCsvAnswerSchema,
  redirectCsvInputSchema,
  redirectInputSchema,
  redirectListQuerySchema,
  redirectListSchema,
  redirectSchema,
} from "../../common/redirect";
import { parseCsvRows } from "../../common/csv-rows";
import { clearNotFoundPaths, deleteNotFoundPath, listNotFoundPaths } from "../db/not-found-paths.server";
import {
  deleteRedirect,
  findRedirect,
  findRedirectIdBySource,
  listRedirects,
  RedirectLoopError,
  saveRedirect,
} from "../db/redirects.server";
import { FieldRefused, HttpError, notFound } from "../http-error.server";
import { requestT } from "./http.server";
import { answer, error, operation } from "./operation.server";

const body = { name: "RedirectInput", schema: redirectInputSchema, limit: "10kb" };
const params = { id: "The redirect's _id" };

/** Redirects and the 404 log (decision 053): admins run them. */
export const redirectOperations = [
  operation({
    method: "get",
    path: "/redirects",
    operationId: "listRedirects",
    summary: "List redirects, newest first, a page at a time (hits written first)",
    role: "admin",
    query: redirectListQuerySchema,
    responses: { "200": answer("A page of redirects and how many match", redirectListSchema) },
    async handle({ res, query }, { db, redirects }) {
      await redirects.flush();
      res.json(await listRedirects(db, query));
    },
  }),
  operation({
    method: "post",
    path: "/redirects",
    operationId: "createRedirect",
    summary: "Create a redirect (a redirect to its source is made to lead to its target: no chains)",
    role: "admin",
    body,
    responses: {
      "201": answer("Created", redirectSchema),
      "409": error("A redirect from this source exists"),
    },
    async handle({ res, body: input }, { db }) {
      if (await findRedirectIdBySource(db, input.source)) throw new HttpError(409, "redirects.exists");
      const { redirect } = await saveRedirect(db, { ...input, origin: "manual" }).catch(refuseLoop);
      res.status(201).json(redirect);
    },
  }),
  operation({
    method: "put",
    path: "/redirects/:id",
    operationId: "updateRedirect",
    summary: "Update a redirect",
    role: "admin",
    params,
    body,
    responses: {
      "200": answer("Updated", redirectSchema),
      "404": error("Unknown id"),
      "409": error("Another redirect has this source"),
    },
    async handle({ res, body: input, params: { id } }, { db }) {
      const existing = await findRedirect(db, id);
      if (!existing) throw notFound("redirects.notFound");
      const other = await findRedirectIdBySource(db, input.source);
      if (other && other !== id) throw new HttpError(409, "redirects.exists");
      const { redirect } = await saveRedirect(db, { ...input, origin: existing.origin }, { replaceId: id }).catch(
        refuseLoop,
      );
      res.json(redirect);
    },
  }),
  operation({
    method: "delete",
    path: "/redirects/:id",
    operationId: "deleteRedirect",
    summary: "Delete a redirect",
    role: "admin",
    params,
    responses: { "204": answer("Deleted"), "404": error("Unknown id") },
    async handle({ res, params: { id } }, { db }) {
      if (!(await deleteRedirect(db, id))) throw notFound("redirects.notFound");
      res.status(204).end();
    },
  }),
  operation({
    method: "post",
    path: "/redirects/import",
    operationId: "importRedirects",
    summary: "Import redirects from CSV (source, target, match, status); a source already redirected is replaced",
    description:
      "The header row is optional; match is exact or prefix (exact when blank), status 301 or 302 (301 when blank). Lines that cannot be used are refused one by one with their number.",
    role: "admin",
    body: { name: "RedirectCsvInput", schema: redirectCsvInputSchema, limit: "3mb" },
    responses: { "200": answer("What was created, replaced and refused", redirectCsvAnswerSchema) },
    async handle({ req, res, body: { csv } }, { db }) {
      const t = requestT(req);
      let created = 0;
      let updated = 0;
      const refused: { line: number; message: string }[] = [];
      const rows = parseCsvRows(csv);
      if (rows[0]?.cells[0]?.trim().toLowerCase() === "source") rows.shift();
      for (const { line, cells } of rows) {
        const [source = "", target = "", match = "", status = ""] = cells.map((cell) => cell.trim());
        const parsed = redirectInputSchema.safeParse({
          source,
          target,
          match: match || undefined,
          status: status ? Number(status) : undefined,
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = String(issue.path[0] ?? "");
          refused.push({ line, message: `${field}: ${t(issue.message, { ns: ["common", "admin"] })}` });
          continue;
        }
        try {
          const { replaced } = await saveRedirect(db, { ...parsed.data, origin: "manual" });
          if (replaced) updated++;
          else created++;
        } catch (failure) {
          if (!(failure instanceof RedirectLoopError)) throw failure;
          refused.push({ line, message: t("admin:validation.redirectLoop") });
        }
      }
      res.json({ created, updated, refused });
    },
  }),
  operation({
    method: "get",
    path: "/not-found-paths",
    operationId: "listNotFoundPaths",
    summary: "The 404 log: missing public paths of people (or of bots), most requested first",
    role: "admin",
    query: notFoundListQuerySchema,
    responses: { "200": answer("The logged paths", notFoundListSchema) },
    async handle({ res, query }, { db, notFoundLog }) {
      await notFoundLog.flush();
      res.json({ paths: await listNotFoundPaths(db, query.bots === "true") });
    },
  }),
  operation({
    method: "delete",
    path: "/not-found-paths",
    operationId: "clearNotFoundPaths",
    summary: "Empty the 404 log of people (or of bots)",
    role: "admin",
    query: notFoundListQuerySchema,
    responses: { "204": answer("Emptied") },
    async handle({ res, query }, { db, notFoundLog }) {
      await notFoundLog.flush();
      await clearNotFoundPaths(db, query.bots === "true");
      res.status(204).end();
    },
  }),
  operation({
    method: "delete",
    path: "/not-found-paths/:id",
    operationId: "deleteNotFoundPath",
    summary: "Remove one path from the 404 log",
    role: "admin",
    params: { id: "The logged path's _id" },
    responses: { "204": answer("Removed"), "404": error("Unknown id") },
    async handle({ res, params: { id } }, { db }) {
      if (!(await deleteNotFoundPath(db, id))) throw notFound("redirects.notFound");
      res.status(204).end();
    },
  }),
];

/** A redirect that would lead back to its own source is the target field's fault. */
function refuseLoop(failure: unknown): never {
  if (failure instanceof RedirectLoopError) throw new FieldRefused("target", "redirects.loop");
  throw failure;
}
