import { data } from "react-router";
import { verifyStaffToken } from "../../../server/auth/require-staff.server";
import { createTokenService, resolveJwtSecret, type TokenService } from "../../../server/auth/tokens.server";
import type { Config } from "../../../server/config.server";
import { HttpError } from "../../../server/http-error.server";
import type { AppContext } from "../../../server/load-context.server";

let tokens: { secret: string; service: TokenService } | undefined;

/** Built on the first preview, not at start: most processes never show one. */
function tokenService(config: Config): TokenService {
  const { secret } = resolveJwtSecret(config);
  if (tokens?.secret !== secret) tokens = { secret, service: createTokenService(secret) };
  return tokens.service;
}

/**
 * Runs a preview (the post's, a page's) for a signed-in staff member only: `token` is the
 * session's, sent by the editor with the unsaved values. A refusal or bad input answers
 * `{message}` with its status in the page's language, as the API would.
 */
export async function asStaffPreview<T>(
  { db, config, t }: AppContext,
  token: unknown,
  render: (staff: Awaited<ReturnType<typeof verifyStaffToken>>) => Promise<T>,
): Promise<T> {
  try {
    const staff = await verifyStaffToken(typeof token === "string" ? token : undefined, db, tokenService(config));
    return await render(staff);
  } catch (error) {
    if (error instanceof HttpError) throw data({ message: t(`api:${error.messageKey}`) }, { status: error.status });
    throw error;
  }
}
