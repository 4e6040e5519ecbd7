import * as z from "zod/mini";
import { errorAnswerSchema } from "../../common/api-answers";
import { answersOf, documentPath, type Operation } from "../../server/api/operation.server";
import { apiOperations } from "../../server/api/router.server";

const routes = apiOperations.map((operation) => ({
  operation,
  pattern: new RegExp(`^${documentPath(operation).replace(/\{[^/}]+\}/g, "[^/]+")}$`),
}));

/** A request's path as the server routes it: no query, doubled slashes served as single ones. */
const routedPath = (url: string) => new URL(`http://api.test${url}`).pathname.replace(/\/{2,}/g, "/");

/** The documented operation a request reaches. */
export function operationOf(method: string, url: string): Operation | undefined {
  const path = routedPath(url);
  return routes.find(({ operation, pattern }) => operation.method === method.toLowerCase() && pattern.test(path))
    ?.operation;
}

/**
 * Checks an API answer against the schema the OpenAPI document names for its operation and
 * status (strict: a missing, extra or mistyped field fails). An error status the operation
 * does not list must still be `{message, errors?}`; a success it does not list fails; a
 * file the operation lists must come as bytes. Returns what was checked ("operationId status"), or undefined for an answer that is no
 * API answer (a page, the document itself). Throws with Zod's issues on a mismatch.
 */
export function checkAnswer(method: string, url: string, status: number, body: unknown): string | undefined {
  const path = routedPath(url);
  if (!/^\/api(\/|$)/i.test(path) || path === "/api/openapi.json") return undefined;
  const operation = operationOf(method, url);
  const documented = operation && answersOf(operation)[String(status)];
  const name = `${operation?.operationId ?? `${method} ${path}`} ${status}`;
  if (!documented && status < 400) throw new Error(`${name}: an answer the OpenAPI document does not list`);
  if (documented?.fileType) {
    if (!Buffer.isBuffer(body)) throw new Error(`${name}: the document lists a ${documented.fileType} file, not JSON`);
    return name;
  }
  const schema = documented ? documented.schema : errorAnswerSchema;
  if (!schema) {
    if (body !== undefined)
      throw new Error(`${name}: the document lists no body, the server sent ${JSON.stringify(body)}`);
    return name;
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${name}: the answer does not match its schema\n${z.prettifyError(result.error)}\n${JSON.stringify(body)}`,
    );
  }
  return name;
}

/** Every success each operation documents, as `checkAnswer` names them. */
export function documentedSuccesses(): string[] {
  return apiOperations.flatMap(({ operationId, responses }) =>
    Object.keys(responses)
      .filter((status) => status.startsWith("2"))
      .map((status) => `${operationId} ${status}`),
  );
}
