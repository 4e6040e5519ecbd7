import { type Request, type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import { isStaffRequest } from "../auth/require-staff.server";
import { createTokenService, resolveJwtSecret } from "../auth/tokens.server";
import { type AnswerCache, createAnswerCache } from "../cache/answer-cache.server";
import type { Config } from "../config.server";
import type { DB } from "../db/schema.server";
import { readCachedSiteSettings } from "../db/site-settings.server";
import { notFound } from "../http-error.server";
import type { Logger } from "../logger.server";
import { createMailer, type Mailer } from "../mail/mailer.server";
import type { MediaStore } from "../media/media-store.server";
import { createNewsletterServices, type NewsletterServices } from "../newsletter/newsletter-services.server";
import type { TrafficCounter } from "../traffic/traffic-counter.server";
import type { NotFoundLog } from "../redirects/not-found-log.server";
import type { RedirectTable } from "../redirects/redirect-table.server";
import { articleOperations } from "./articles.server";
import { authOperations } from "./auth.server";
import { backupOperations } from "./backup.server";
import { categoryOperations } from "./categories.server";
import { commentOperations } from "./comments.server";
import { contentOperations } from "./content.server";
import { dashboardOperations } from "./dashboard.server";
import { healthOperations, livenessOperation } from "./health.server";
import { apiErrorHandler } from "./http.server";
import { leadOperations } from "./leads.server";
import { newsletterOperations } from "./newsletter.server";
import { leadReplyOperations } from "./lead-replies.server";
import { webhookOperations } from "./webhooks.server";
import { logoOperations } from "./logo.server";
import { mediaOperations } from "./media.server";
import { notificationOperations } from "./notifications.server";
import { openApiDocument } from "./openapi.server";
import { type ApiContext, mountOperations, refuseUndeclaredMethods } from "./operation.server";
import { newDraftOperations } from "./new-drafts.server";
import { postRevisionOperations } from "./post-revisions.server";
import { postOperations } from "./posts.server";
import { redirectOperations } from "./redirects.server";
import { importOperations } from "./imports.server";
import { sessionOperations } from "./sessions.server";
import { trafficOperations } from "./traffic.server";
import { twoFactorOperations } from "./two-factor.server";
import { settingsOperations } from "./settings.server";
import { userOperations } from "./users.server";

/**
 * Every operation under /api, in the order the router matches them: the routes, the
 * OpenAPI document and the guard tests all read this list.
 */
export const apiOperations = [
  ...healthOperations,
  ...authOperations,
  ...sessionOperations,
  ...twoFactorOperations,
  ...userOperations,
  ...categoryOperations,
  ...postOperations,
  ...articleOperations,
  ...postRevisionOperations,
  ...newDraftOperations,
  ...contentOperations,
  ...commentOperations,
  ...leadOperations,
  ...newsletterOperations,
  ...logoOperations,
  ...mediaOperations,
  ...dashboardOperations,
  ...trafficOperations,
  ...notificationOperations,
  ...settingsOperations,
  ...backupOperations,
  ...redirectOperations,
  ...importOperations,
  ...leadReplyOperations,
  ...webhookOperations,
];

export interface ApiDependencies {
  config: Config;
  db: Kysely<DB>;
  logger: Logger;
  mailer?: Mailer;
  /** Public answers that depend only on published content; every write to it clears them. */
  answerCache?: AnswerCache;
  /** Where uploads' files are kept (the same store /media/ serves from). */
  mediaStore: MediaStore;
  /** Refuses requests past the bound on work in flight (shared with the pages). */
  shedLoad?: RequestHandler;
  /** Counts page views: leads record the visit they came from, the dashboard reads it. */
  traffic: TrafficCounter;
  /** The redirects served from memory and the 404 log (decision 053). */
  redirects: RedirectTable;
  notFoundLog: NotFoundLog;
  /** The newsletter's links and SMTP (made from the configuration when not given). */
  newsletter?: NewsletterServices;
}

/** Everything under /api: the conventions of docs/API.md. */
export function apiRouter({
  config,
  db,
  logger,
  mailer = createMailer(config),
  answerCache = createAnswerCache(),
  mediaStore,
  shedLoad,
  traffic,
  redirects,
  notFoundLog,
  newsletter = createNewsletterServices(config),
}: ApiDependencies): Router {
  const tokens = createTokenService(resolveJwtSecret(config).secret);
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  const context: ApiContext = {
    config,
    db,
    tokens,
    answerCache,
    mailer,
    mediaStore,
    traffic,
    redirects,
    notFoundLog,
    siteSettings: () => readCachedSiteSettings(db, config, answerCache),
    isStaff: (req: Request) => isStaffRequest(req, db, tokens),
    logger,
    newsletter,
  };
  // Liveness before the bound: it must say the process answers even when the bound is full.
  mountOperations(router, [livenessOperation], context);
  if (shedLoad) router.use(shedLoad);
  let reference: ReturnType<typeof openApiDocument> | undefined; // built on the first request, not at start
  router.get(
    "/openapi.json",
    (_req, res) => void res.json((reference ??= openApiDocument(apiOperations, config.siteUrl))),
  );
  mountOperations(
    router,
    apiOperations.filter((operation) => operation !== livenessOperation),
    context,
  );
  refuseUndeclaredMethods(router, [...apiOperations, { method: "get", path: "/openapi.json" }]);
  router.use((_req, _res, next) => next(notFound()));
  router.use(apiErrorHandler(logger));
  return router;
}
