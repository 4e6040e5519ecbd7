import { redirectContract } from "../../common/contract/redirects";
import { redirectInputSchema } from "../../common/redirect";
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
import { implement } from "./operation.server";

/** Redirects and the 404 log (decision 053): admins run them (the endpoints: common/contract/redirects.ts). */
export const redirectOperations = implement(redirectContract, {
  listRedirects: {
    async handle({ query }, { db, redirects }) {
      await redirects.flush();
      return { status: 200, body: await listRedirects(db, query) };
    },
  },
  createRedirect: {
    async handle({ body: input }, { db }) {
      if (await findRedirectIdBySource(db, input.source)) throw new HttpError(409, "redirects.exists");
      const { redirect } = await saveRedirect(db, { ...input, origin: "manual" }).catch(refuseLoop);
      return { status: 201, body: redirect };
    },
  },
  updateRedirect: {
    async handle({ body: input, params: { id } }, { db }) {
      const existing = await findRedirect(db, id);
      if (!existing) throw notFound("redirects.notFound");
      const other = await findRedirectIdBySource(db, input.source);
      if (other && other !== id) throw new HttpError(409, "redirects.exists");
      const { redirect } = await saveRedirect(db, { ...input, origin: existing.origin }, { replaceId: id }).catch(
        refuseLoop,
      );
      return { status: 200, body: redirect };
    },
  },
  deleteRedirect: {
    async handle({ params: { id } }, { db }) {
      if (!(await deleteRedirect(db, id))) throw notFound("redirects.notFound");
      return { status: 204 };
    },
  },
  importRedirects: {
    async handle({ req, body: { csv } }, { db }) {
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
      return { status: 200, body: { created, updated, refused } };
    },
  },
  listNotFoundPaths: {
    async handle({ query }, { db, notFoundLog }) {
      await notFoundLog.flush();
      return { status: 200, body: { paths: await listNotFoundPaths(db, query.bots === "true") } };
    },
  },
  clearNotFoundPaths: {
    async handle({ query }, { db, notFoundLog }) {
      await notFoundLog.flush();
      await clearNotFoundPaths(db, query.bots === "true");
      return { status: 204 };
    },
  },
  deleteNotFoundPath: {
    async handle({ params: { id } }, { db }) {
      if (!(await deleteNotFoundPath(db, id))) throw notFound("redirects.notFound");
      return { status: 204 };
    },
  },
});

/** A redirect that would lead back to its own source is the target field's fault. */
function refuseLoop(failure: unknown): never {
  if (failure instanceof RedirectLoopError) throw new FieldRefused("target", "redirects.loop");
  throw failure;
}
