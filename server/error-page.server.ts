import type { ErrorRequestHandler } from "express";
import { getServerT } from "./i18n.server";
import { HttpError } from "./http-error.server";
import type { Logger } from "./logger.server";
import { databaseRetryAfter, isDatabaseUnavailable } from "./db/unavailable.server";
import { requestLanguage } from "./request-language.server";
import { escapeXml } from "./seo/xml.server";
import { propertyOf } from "../common/property-of";

/**
 * The last error handler: whatever fails outside the API's own handler (a malformed
 * request, a failure before or around rendering) gets the site's own error page in the
 * visitor's language, or `{message}` under /api, never a stack trace, whatever NODE_ENV
 * says. Unexpected errors are logged.
 */
export function siteErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    const status = errorStatus(error);
    // A refusal of our own (the load bound) carries its message and headers; any other 503 is the database.
    const own = error instanceof HttpError ? error : undefined;
    if (status === 503) logger.warn({ err: error, url: req.url }, own ? own.messageKey : "database unavailable");
    else if (status >= 500) logger.error({ err: error, url: req.url }, "request failed");
    if (res.headersSent) return next(error); // Express closes the connection
    const language = requestLanguage(req);
    const t = getServerT(language);
    // Errors found before the security headers middleware still get a strict policy.
    res.set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
    if (status === 503) res.set("Retry-After", databaseRetryAfter);
    if (own) res.set(own.headers);
    if (!res.hasHeader("content-security-policy")) {
      res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    }
    if (/^\/api(\/|$)/i.test(req.path)) {
      const key =
        own?.messageKey ??
        { 404: "notFound", 503: "unavailable" }[status] ??
        (status < 500 ? "badRequest" : "serverError");
      return void res.status(status).json({ message: t(`api:${key}`) });
    }
    const [title, text] =
      status === 404
        ? [t("notFound.title"), t("notFound.text")]
        : status === 400
          ? [t("error.title"), t("api:badRequest")]
          : status === 503
            ? [t("error.title"), t(`api:${own?.messageKey ?? "unavailable"}`)]
            : [t("error.title"), t("error.text")];
    res
      .status(status)
      .type("html")
      .send(simplePageHtml({ language, title, text, home: t("notFound.home") }));
  };
}

function errorStatus(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  if (isDatabaseUnavailable(error)) return 503;
  const status = propertyOf(error, "status");
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

/** A page of the site's own with a heading, a line of text, optional markup (already escaped) and a link home. */
export function simplePageHtml(page: {
  language: string;
  title: string;
  text: string;
  home: string;
  extraHtml?: string;
}): string {
  return `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeXml(page.title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1e293b;background:#fff}main{max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}a{color:#2563eb;font-weight:600}form{margin:1.5rem 0}button,select{font:inherit;padding:.5rem 1rem;margin:.25rem}@media(prefers-color-scheme:dark){body{color:#e2e8f0;background:#020617}a{color:#60a5fa}}</style>
</head>
<body><main><h1>${escapeXml(page.title)}</h1><p>${escapeXml(page.text)}</p>${page.extraHtml ?? ""}<a href="/">${escapeXml(page.home)}</a></main></body>
</html>`;
}
