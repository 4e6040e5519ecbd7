import type { IncomingMessage } from "node:http";
import { detectLanguage } from "../common/i18n/detect-language";
import { fallbackLanguage, type Language } from "../common/i18n/languages";

/** The language of a request as the server can see it: `?lng=`, the cookie, Accept-Language. */
export function requestLanguage(req: Pick<IncomingMessage, "url" | "headers">): Language {
  // Only the query matters here; the path is never parsed, so no path can make this throw.
  const url = req.url ?? "";
  const queryStart = url.indexOf("?");
  return (
    detectLanguage({
      query: new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1)),
      cookieHeader: req.headers.cookie,
      acceptLanguage: req.headers["accept-language"],
    }) ?? fallbackLanguage
  );
}
