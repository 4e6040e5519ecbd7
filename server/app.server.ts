import { randomBytes } from "node:crypto";
import type { IncomingMessage, RequestListener } from "node:http";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import express, { type Request, type RequestHandler, type Response } from "express";
import helmet from "helmet";
import type { Kysely } from "kysely";
import { pinoHttp } from "pino-http";
import { RouterContextProvider } from "react-router";
import { notFound } from "./http-error.server";
import { apiRouter } from "./api/router.server";
import { createAnswerCache } from "./cache/answer-cache.server";
import { isDatabaseUnavailable } from "./db/unavailable.server";
import { oneDatabaseWait } from "./db/one-database-wait.server";
import { createCachedPageListener } from "./cache/cached-page-listener.server";
import { createPageCache } from "./cache/page-cache.server";
import { createLoadShedder, type LoadShedder } from "./load-shedding.server";
import type { Config } from "./config.server";
import type { DB } from "./db/schema.server";
import type { Logger } from "./logger.server";
import type { Mailer } from "./mail/mailer.server";
import { onPublicChange } from "./db/public-changes.server";
import { readCachedSiteSettings } from "./db/site-settings.server";
import { readLocalizedContent, type SiteContentReader } from "./db/content-items.server";
import { siteErrorHandler } from "./error-page.server";
import { getServerT } from "./i18n.server";
import { type AppContext, appContext } from "./load-context.server";
import { readCachedFocalPoints } from "./db/media.server";
import { createMediaStore } from "./media/media-store.server";
import { normaliseRequestUrl, requireValidHost, validHost } from "./request-guards.server";
import { requestLanguage } from "./request-language.server";
import type { Language } from "../common/i18n/languages";
import { seoRouter } from "./seo/seo-router.server";
import { shareRouter } from "./share/share-router.server";
import { brochureRouter } from "./brochures/brochure-router.server";
import { leadFormLimit } from "./api/rate-limits.server";
import { newsletterPagesRouter } from "./newsletter/newsletter-pages.server";
import { createNewsletterServices } from "./newsletter/newsletter-services.server";
import { countPageViews } from "./traffic/count-page-views.server";
import { createTrafficCounter, type TrafficCounter } from "./traffic/traffic-counter.server";
import { createRedirectTable, type RedirectTable } from "./redirects/redirect-table.server";
import { createNotFoundLog, type NotFoundLog } from "./redirects/not-found-log.server";

// What the middleware below keeps on each response for the handlers after it.
declare module "express-serve-static-core" {
  interface Locals {
    /** This response's CSP nonce: the policy allows its scripts, the page cache swaps it for hashes. */
    cspNonce: string;
    /** Whether the page may connect to EmailJS (the settings' choice of delivery). */
    connectEmailJs?: boolean;
  }
}

/** Builds a page request's router context (`appContext`), for React Router's request handler. */
export type PageContext = (req: Request, res: Response) => RouterContextProvider;

export interface AppDependencies {
  config: Config;
  db: Kysely<DB>;
  logger: Logger;
  mailer?: Mailer;
  /** Serves built or dev-server assets (Vite), mounted before the pages. */
  assets?: RequestHandler;
  /** Behind Vite's development server, whose injected inline scripts a CSP would block. */
  viteDevelopment?: boolean;
  /** Renders the React Router pages with each request's context; API-only tests leave it out. */
  pages?: (pageContext: PageContext) => RequestHandler;
  /**
   * Hears the content changes of other instances on one PostgreSQL; while it does not,
   * nothing is served from or kept in the caches. One instance alone leaves it out.
   */
  otherInstances?: { isListening(): boolean };
  /** Counts public page views (docs/decisions/044); one is made over `db` when left out. */
  traffic?: TrafficCounter;
  /** The redirects, served from memory (decision 053); one is made over `db` when left out. */
  redirects?: RedirectTable;
  /** The 404 log (decision 053); one is made over `db` when left out. */
  notFoundLog?: NotFoundLog;
}

/** The Express application: security headers, logging, the API, assets, then the pages. */
export function createApp(dependencies: AppDependencies): express.Express {
  return createSite(dependencies).app;
}

export interface Site {
  app: express.Express;
  /** What the HTTP server runs: stored pages first (the cached-page listener), then the Express app. */
  listener: RequestListener;
  /** The traffic counter, to write what it holds on shutdown. */
  traffic: TrafficCounter;
  /** The redirects and the 404 log, to write the hits and misses they hold on shutdown. */
  redirects: RedirectTable;
  notFoundLog: NotFoundLog;
  /** The bound on work in flight shared by the API and uncached pages (its count for tests). */
  loadShedder: LoadShedder;
}

/** The Express application and the listener in front of it that answers stored pages. */
export function createSite({
  config,
  db,
  logger,
  mailer,
  assets,
  pages,
  viteDevelopment = false,
  otherInstances,
  traffic = createTrafficCounter({ db, logger, flushEveryMs: config.trafficWriteEveryMs }),
  redirects = createRedirectTable({ db, logger }),
  notFoundLog = createNotFoundLog({ db, logger }),
}: AppDependencies): Site {
  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", config.trustProxy);
  // Each request waits for the database at most once (decision 047): the rest of its work runs inside.
  app.use((_req, _res, next) => oneDatabaseWait(next));

  app.use(
    pinoHttp({
      logger,
      // 503: the database is away, already logged as such; not a bug of ours.
      customLogLevel: (_req, res, error) =>
        res.statusCode === 503 ? "warn" : error || res.statusCode >= 500 ? "error" : "info",
      serializers: {
        req: (req) => ({ method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => Boolean(req.url?.startsWith("/assets/")) },
    }),
  );
  // Before anything decides by host or path (admin or public, cached or not).
  app.use(requireValidHost(config.trustProxy !== undefined));
  // Old addresses as they were requested (a WordPress permalink ends in a slash), before the
  // guards would redirect them to their normal form first: one hop, not two.
  app.use((req, res, next) => {
    if (!redirects.answer(req, res)) next();
  });
  app.use(normaliseRequestUrl);
  app.use(countPageViews(traffic), notFoundLog.middleware);

  // Rendered pages are built from the same content as the API's answers: clearing one
  // clears both, so a change shows at once everywhere. Under Vite's development server
  // pages are never cached: code changes show at once.
  const usable = () => otherInstances?.isListening() ?? true;
  const pageCache = createPageCache({ usable });
  const answerCache = createAnswerCache({ onClear: () => pageCache.clear(), usable });
  // Pages read the settings through the answer cache, cleared with it on every save.
  const siteSettings = () => readCachedSiteSettings(db, config, answerCache);
  // Counting follows the setting; an unreadable database leaves it as it was.
  const followCountingSetting = () =>
    siteSettings().then(
      (settings) => traffic.setEnabled(settings.countTraffic),
      () => {},
    );
  void followCountingSetting();
  // The data modules announce every write to published content: clear what was built from it.
  onPublicChange(db, () => {
    answerCache.clear();
    void followCountingSetting();
  });
  const cachePages = Boolean(pages) && !viteDevelopment;
  // A stored page already holds its security headers and compressed bodies.
  if (cachePages) app.use(pageCache.sendStored);

  const siteContent: SiteContentReader = (kind, language) => readLocalizedContent(db, answerCache, kind, language);
  app.use(async (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    // Whether pages may connect to EmailJS follows the admin's choice of delivery; an
    // unreadable database leaves it closed (the page answers 503 anyway).
    if (!nonPagePaths.test(req.path))
      res.locals.connectEmailJs = await siteSettings().then(
        (settings) => settings.contactForm.delivery === "emailjs",
        () => false,
      );
    next();
  });
  app.use(securityHeaders(config, viteDevelopment));
  app.use(dynamicCompression);
  // One bound for the work that costs: the API, and pages the page cache did not answer.
  const shedLoad = createLoadShedder({ maxInFlight: config.maxRequestsInFlight });
  const mediaStore = createMediaStore(db, config.dataDir);
  const newsletter = createNewsletterServices(config);
  app.use(
    "/api",
    apiRouter({
      config,
      db,
      logger,
      mailer,
      answerCache,
      mediaStore,
      shedLoad,
      traffic,
      redirects,
      notFoundLog,
      newsletter,
    }),
  );
  app.use(newsletterPagesRouter({ db, links: newsletter.links, limit: leadFormLimit(config, db) }));
  app.use("/media", mediaStore.serve);
  app.use(seoRouter({ config, db, cache: answerCache, siteSettings, siteContent }));
  app.use(shareRouter({ config, db, cache: answerCache, siteContent, siteSettings, mediaStore }));
  app.use(brochureRouter({ config, siteContent, siteSettings, shedLoad }));

  if (assets) app.use(assets);
  if (pages) {
    const focalPoints = () => readCachedFocalPoints(db, answerCache);
    const renderPages = pages(pageContext({ db, config, siteSettings, focalPoints }, siteContent));
    app.use(shedLoad, cachePages ? pageCache.store(renderPages) : renderPages);
  }
  app.use((_req, _res, next) => next(notFound()));
  app.use(siteErrorHandler(logger));

  if (!cachePages) return { app, listener: app, traffic, redirects, notFoundLog, loadShedder: shedLoad };
  const trustProxy = config.trustProxy !== undefined;
  const hostIsValid = (req: IncomingMessage) => validHost(req.headers, trustProxy) !== undefined;
  const answerStoredPage = createCachedPageListener({
    pageCache,
    trustProxy,
    addressOf: clientAddress(app),
    traffic,
  });
  return {
    app,
    // Redirects first (decision 053): a redirected address is never a stored page's.
    listener: (req, res) => {
      if (!redirects.answer(req, res, hostIsValid) && !answerStoredPage(req, res)) app(req, res);
    },
    traffic,
    redirects,
    notFoundLog,
    loadShedder: shedLoad,
  };
}

/** The client's address as Express's `req.ip` reads it (behind the trusted proxies), for a bare request. */
function clientAddress(app: express.Express): (req: IncomingMessage) => string | undefined {
  // With no proxy trusted, `req.ip` is the socket's address: read it directly (counted on
  // every cached hit, and proxy-addr's walk costs more than the rest of the count).
  if (!app.get("trust proxy")) return (req) => req.socket.remoteAddress;
  const ip = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(app.request), "ip")!.get!;
  // The getter reads the app's trust setting, the socket and X-Forwarded-For: a plain
  // object holding these is far cheaper than a request-shaped copy.
  return (req) =>
    ip.call({ app, socket: req.socket, connection: req.socket, headers: req.headers }) as string | undefined;
}

/** What loaders read through `context.get(appContext)`: the shared readers, in the request's language. */
function pageContext(
  shared: Pick<AppContext, "db" | "config" | "siteSettings" | "focalPoints">,
  siteContent: SiteContentReader,
): PageContext {
  return (req, res) => {
    res.vary("Cookie").vary("Accept-Language");
    const inLanguage = (language: Language): AppContext => ({
      ...shared,
      language,
      t: getServerT(language),
      readSiteName: () =>
        shared.siteSettings().then(
          (settings) => settings.name,
          (error: unknown) => {
            if (isDatabaseUnavailable(error)) return getServerT(language)("brand.name");
            throw error;
          },
        ),
      nonce: res.locals.cspNonce,
      content: (kind) => siteContent(kind, language),
      inLanguage,
    });
    const context = new RouterContextProvider();
    context.set(appContext, inLanguage(requestLanguage(req)));
    return context;
  };
}

/**
 * Compresses answers made for one request (a staff list, an uncached page) at a bounded
 * cost; stored answers are sent already compressed and skip it. Brotli's window is held
 * to 256 KB so a large body does not grow each stream's native buffers towards 4 MB.
 */
const dynamicCompression = compression({
  filter: (req, res) => !(res as Response).locals.readyBytes && compression.filter(req, res),
  brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
});

/** Requests that never answer with a page: the API, uploads, built files, share cards and brochures. */
const nonPagePaths = /^\/(api|media|assets|images|share)\/|\/brochure\.pdf$/;

const emailJsOrigin = "https://api.emailjs.com";

/** The post and page previews, which the admin's editors show in a frame beside the form. */
function isPreviewPath(path: string): boolean {
  return /^\/admin\/preview(\/|$)/i.test(path);
}

function securityHeaders(config: Config, viteDevelopment: boolean): RequestHandler {
  // HSTS and upgrade-insecure-requests only make sense for a site served over HTTPS; a
  // production start on http://localhost must keep loading its own assets.
  const https = config.env === "production" && config.siteUrl.startsWith("https:");
  return helmet({
    // Vite's development server injects inline scripts of its own; the policy applies to
    // every built server, whatever NODE_ENV says.
    contentSecurityPolicy: viteDevelopment
      ? false
      : {
          useDefaults: true,
          directives: {
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            // The services page's process video and the contact page's map, each loaded only when the visitor asks.
            // And 'self': the admin's editors frame their live preview (decision 061).
            frameSrc: ["https://www.youtube-nocookie.com", "https://www.openstreetmap.org", "'self'"],
            // The contact form sends through EmailJS from the page only when the settings say so.
            connectSrc: [
              "'self'",
              (_req, res) => ((res as express.Response).locals.connectEmailJs ? emailJsOrigin : ""),
            ],
            // The previews may be framed by the admin on this site (decision 061); nothing else is.
            frameAncestors: [(req) => (isPreviewPath((req as express.Request).path) ? "'self'" : "'none'")],
            upgradeInsecureRequests: https ? [] : null,
          },
        },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
