import type { Request } from "express";
import { detectLanguage } from "../app/i18n/detect-language";
import { fallbackLanguage, type Language } from "../app/i18n/languages";

/** The language of a request as the server can see it: `?lng=`, the cookie, Accept-Language. */
export function requestLanguage(req: Request): Language {
  return (
    detectLanguage({
      url: new URL(req.originalUrl, "http://localhost"),
      cookieHeader: req.headers.cookie,
      acceptLanguage: req.headers["accept-language"],
    }) ?? fallbackLanguage
  );
}
