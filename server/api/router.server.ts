import { type Request, Router } from "express";
import type { Kysely } from "kysely";
import { isStaffRequest, requireAdmin, requireStaff } from "../auth/require-staff.server";
import { createTokenService, resolveJwtSecret } from "../auth/tokens.server";
import { type AnswerCache, createAnswerCache } from "../cache/answer-cache.server";
import type { Config } from "../config.server";
import type { DB } from "../db/schema.server";
import { readCachedSiteSettings } from "../db/site-settings.server";
import type { Logger } from "../logger.server";
import { createMailer, type Mailer } from "../mail/mailer.server";
import type { MediaStore } from "../media/media-store.server";
import { authRouter } from "./auth.server";
import { categoriesRouter } from "./categories.server";
import { commentsRouter } from "./comments.server";
import { contentRouter } from "./content.server";
import { dashboardRouter } from "./dashboard.server";
import { healthRouter } from "./health.server";
import { apiErrorHandler } from "./http.server";
import { notFound } from "../http-error.server";
import { leadsRouter } from "./leads.server";
import { mediaRouter } from "./media.server";
import { notificationsRouter } from "./notifications.server";
import { openApiDocument } from "./openapi.server";
import { postsRouter } from "./posts.server";
import { settingsRouter } from "./settings.server";
import { usersRouter } from "./users.server";

export interface ApiDependencies {
  config: Config;
  db: Kysely<DB>;
  logger: Logger;
  mailer?: Mailer;
  /** Public content answers; cleared whenever posts or categories change. */
  answerCache?: AnswerCache;
  /** Where uploads' files are kept (the same store /media/ serves from). */
  mediaStore: MediaStore;
}

/** Everything under /api: the contract of DESIGN.md section 3. */
export function apiRouter({
  config,
  db,
  logger,
  mailer,
  answerCache = createAnswerCache(),
  mediaStore,
}: ApiDependencies): Router {
  const tokens = createTokenService(resolveJwtSecret(config).secret);
  // Editors run the content; admins everything (DESIGN.md, roles).
  const staff = requireStaff(db, tokens);
  const admin = requireAdmin(db, tokens);
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(healthRouter(db));
  let reference: ReturnType<typeof openApiDocument> | undefined; // built on the first request, not at start
  router.get("/openapi.json", (_req, res) => void res.json((reference ??= openApiDocument(config.siteUrl))));
  router.use(authRouter(db, tokens, config));
  router.use(usersRouter(db, admin));
  router.use(categoriesRouter(db, staff, answerCache));
  const contentAuth = { requireStaff: staff, isStaff: (req: Request) => isStaffRequest(req, db, tokens) };
  router.use(postsRouter(db, contentAuth, answerCache));
  router.use(contentRouter(db, contentAuth));
  router.use(commentsRouter(db, staff, config));
  const siteSettings = () => readCachedSiteSettings(db, config, answerCache);
  router.use(leadsRouter(db, admin, config, mailer ?? createMailer(config, logger), siteSettings));
  router.use(mediaRouter(db, staff, mediaStore));
  router.use(dashboardRouter(db, admin));
  router.use(notificationsRouter(db, staff));
  router.use(settingsRouter(db, admin, config));
  router.use((_req, _res, next) => next(notFound()));
  router.use(apiErrorHandler(logger));
  return router;
}
