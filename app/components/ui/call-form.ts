import { ApiError, callApi, type InputArgs } from "../../../common/contract/client";
import type { Endpoint, SuccessOf } from "../../../common/contract/endpoint";

/** What a public form learns from calling the API: the answer, or why it failed. */
export type FormResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message?: string; errors?: Record<string, string> };

/**
 * Calls a public endpoint from a visitor's form with the typed client (decision 057). Never
 * throws: a network failure is `{ ok: false, status: 0 }`, and an error answer carries the
 * server's translated `message` and field `errors`. Forms import it lazily with their schemas
 * and contract (on the first submit), so a page's first load does not carry it.
 */
export async function callForm<E extends Endpoint>(
  endpoint: E,
  ...input: InputArgs<E>
): Promise<FormResult<SuccessOf<E>>> {
  try {
    return { ok: true, data: await callApi(endpoint, {}, ...input) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, status: 0 };
    return { ok: false, status: error.status, message: error.serverMessage, errors: error.fieldErrors };
  }
}
