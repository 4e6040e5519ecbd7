/**
 * An error any layer can throw (a guard, a route, a data check) that the error handlers
 * answer with its status and a translated `{message}`. Kept apart from the API's HTTP
 * helpers, so lower layers (auth) do not import the API.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** A key of the `api` translation namespace. */
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

/** A field its schema accepts but a rule on the server refuses (a weak password): a 400 naming it. */
export class FieldRefused extends HttpError {
  constructor(
    readonly field: string,
    messageKey: string,
    params: Record<string, unknown> = {},
  ) {
    super(400, messageKey, params);
  }
}

export const notFound = (messageKey = "notFound") => new HttpError(404, messageKey);
