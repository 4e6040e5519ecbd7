import {
  notFoundListQuerySchema,
  notFoundListSchema,
  redirectCsvAnswerSchema,
  redirectCsvInputSchema,
  redirectInputSchema,
  redirectListQuerySchema,
  redirectListSchema,
  redirectSchema,
} from "../redirect";
import { answer, endpoint, error } from "./endpoint";

const body = {
  name: "RedirectInput",
  schema: redirectInputSchema,
  limit: "10kb",
  example: { source: "/old-services", target: "/services", match: "exact", status: 301 },
} as const;
const params = { id: "The redirect's _id" };

/** Redirects and the 404 log (decision 053): admins run them. */
export const redirectContract = {
  listRedirects: endpoint({
    method: "get",
    path: "/redirects",
    operationId: "listRedirects",
    summary: "List redirects, newest first, a page at a time (hits written first)",
    role: "admin",
    query: redirectListQuerySchema,
    responses: { "200": answer("A page of redirects and how many match", redirectListSchema) },
  }),
  createRedirect: endpoint({
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
  }),
  updateRedirect: endpoint({
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
  }),
  deleteRedirect: endpoint({
    method: "delete",
    path: "/redirects/:id",
    operationId: "deleteRedirect",
    summary: "Delete a redirect",
    role: "admin",
    params,
    responses: { "204": answer("Deleted"), "404": error("Unknown id") },
  }),
  importRedirects: endpoint({
    method: "post",
    path: "/redirects/import",
    operationId: "importRedirects",
    summary: "Import redirects from CSV (source, target, match, status); a source already redirected is replaced",
    description:
      "The header row is optional; match is exact or prefix (exact when blank), status 301 or 302 (301 when blank). Lines that cannot be used are refused one by one with their number.",
    role: "admin",
    body: {
      name: "RedirectCsvInput",
      schema: redirectCsvInputSchema,
      limit: "3mb",
      example: { csv: "source,target,match,status\n/old-blog,/blog,prefix,301\n" },
    },
    responses: { "200": answer("What was created, replaced and refused", redirectCsvAnswerSchema) },
  }),
  listNotFoundPaths: endpoint({
    method: "get",
    path: "/not-found-paths",
    operationId: "listNotFoundPaths",
    summary: "The 404 log: missing public paths of people (or of bots), most requested first",
    role: "admin",
    query: notFoundListQuerySchema,
    responses: { "200": answer("The logged paths", notFoundListSchema) },
  }),
  clearNotFoundPaths: endpoint({
    method: "delete",
    path: "/not-found-paths",
    operationId: "clearNotFoundPaths",
    summary: "Empty the 404 log of people (or of bots)",
    role: "admin",
    query: notFoundListQuerySchema,
    responses: { "204": answer("Emptied") },
  }),
  deleteNotFoundPath: endpoint({
    method: "delete",
    path: "/not-found-paths/:id",
    operationId: "deleteNotFoundPath",
    summary: "Remove one path from the 404 log",
    role: "admin",
    params: { id: "The logged path's _id" },
    responses: { "204": answer("Removed"), "404": error("Unknown id") },
  }),
};
