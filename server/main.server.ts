import { createServer } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createSite } from "./app.server";
import { resolveJwtSecret } from "./auth/tokens.server";
import { hashedAssets } from "./assets/hashed-assets.server";
import { type Config, ConfigError, loadConfigFromEnvironment } from "./config.server";
import { listenForPublicChanges } from "./db/public-change-listener.server";
import { tellPublicChanged } from "./db/public-changes.server";
import { migrateToLatest, openDatabase, whileStartingAlone } from "./db/database.server";
import { importSiteImages } from "./seed/import-site-images.server";
import { ensureFirstAdmin, seedDemoContent } from "./seed/seed.server";
import { rerenderStoredPostHtml } from "./db/stored-post-html.server";
import { ensureSiteSettings } from "./db/site-settings.server";
import { limitHeapGrowth } from "./heap.server";
import { answerInTurns } from "./request-turns.server";
import { createMediaStore } from "./media/media-store.server";
import { startPostScheduler } from "./post-scheduler.server";
import { readSiteSettings } from "./db/site-settings.server";
import { createNewsletterServices, onNewsletterScheduled } from "./newsletter/newsletter-services.server";
import { smtpNewsletterTransport } from "./newsletter/newsletter-transport.server";
import { startNewsletterWorker } from "./newsletter/newsletter-worker.server";
import { createMailer } from "./mail/mailer.server";
import { outboxSenders } from "./outbox/outbox-senders.server";
import { startOutboxRunner } from "./outbox/outbox-runner.server";
import { startImportRunner } from "./import/import-runner.server";
import { createLogger, type Logger } from "./logger.server";
import { type StartPhases, startPhases } from "./start-phases.server";

/** How long in-flight requests get to finish after SIGTERM before connections are cut. */
const shutdownGraceMs = 10_000;

/**
 * Starts the site: configuration, database (migrated, first admin, demo content), the
 * Express app, then listens and shuts down gracefully on SIGTERM or SIGINT.
 */
export async function main({ viteDevServer }: { viteDevServer?: ViteDevServer } = {}) {
  const phases = startPhases();
  limitHeapGrowth();
  let config: Config;
  let jwtSecret: ReturnType<typeof resolveJwtSecret>;
  try {
    config = loadConfigFromEnvironment();
    jwtSecret = resolveJwtSecret(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  if (jwtSecret.file)
    logger.info({ file: jwtSecret.file }, "JWT_SECRET is not set: sign-ins use the secret kept in this file");
  config = { ...config, jwtSecret: jwtSecret.secret };
  const firstAdmin = await startUp(config, logger, phases).catch((error: unknown) => {
    // A weak ADMIN_PASSWORD, found when the first admin would be made of it.
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  // Serving waits on the database within the limits, then answers 503 (decision 032).
  const database = openDatabase({
    ...config,
    limits: config.databaseLimits,
    onConnectionLost: (error) => logger.warn({ err: error }, "database connection lost; the pool reconnects"),
  });
  const { db } = database;
  // Other instances on the same PostgreSQL announce their writes; this one clears its caches.
  const otherInstances =
    database.dialect === "postgres"
      ? listenForPublicChanges({
          connectionString: config.databaseUrl!,
          onChange: () => tellPublicChanged(db),
          logger,
        })
      : undefined;

  // The pages (React Router's build, a chunk of its own) load after the listener is up:
  // the API, health checks and stored pages answer meanwhile, and the first page waits for
  // them only if it comes before they are in (docs/decisions/055).
  const loadPages = viteDevServer
    ? () => viteDevServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : () => import("virtual:react-router/server-build");

  // Scheduled publishing and the trash's emptying, applied once across instances (decision 037).
  const postScheduler = startPostScheduler({ db, logger });
  // Newsletter sends, claimed recipient by recipient across instances (decision 052).
  const newsletterWorker = startNewsletterWorker({
    db,
    config,
    logger,
    links: createNewsletterServices(config).links,
    settings: () => readSiteSettings(db, config),
    transport: config.smtp && smtpNewsletterTransport(config.smtp.url),
  });
  const stopWakingNewsletter = onNewsletterScheduled(db, () => newsletterWorker.wake());
  // Notification emails and webhook deliveries, each sent once across instances (decision 051).
  const mailer = createMailer(config);
  const outbox = startOutboxRunner({ db, logger, senders: outboxSenders({ db, mailer }) });
  // WordPress and Ghost imports, each run by one instance, resumed after a restart (decision 059).
  const imports = startImportRunner({ db, logger, mediaStore: createMediaStore(db, config.dataDir) });

  const { listener, traffic, redirects, notFoundLog } = createSite({
    config,
    db,
    logger,
    mailer,
    assets: viteDevServer ? viteDevServer.middlewares : builtAssets(),
    viteDevelopment: Boolean(viteDevServer),
    otherInstances,
    pages: (pageContext) => createRequestHandler({ build: loadPages, getLoadContext: pageContext }),
  });

  // The day's salts before the first view, so the first visitors are told apart too (a
  // database that does not answer yet leaves it to the next write).
  await traffic.flush();

  phases.mark("site setup");
  const server = createServer(answerInTurns(listener)).listen(config.port, config.host, () => {
    phases.mark("listener");
    logger.debug(phases.summary(), "start phases");
    // Warm-up after listening: the first page does not pay for loading the pages' modules.
    void phases.time("page modules (after listening)", loadPages).then(
      () => logger.debug(phases.summary(), "pages loaded"),
      (error: unknown) => logger.error({ err: error }, "loading the pages failed"),
    );
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
    logger.info({ url, port, database: database.dialect, mode: config.env }, "listening");
    printWelcome(url, firstAdmin);
  });

  let stopping = false;
  // Once stopping, a request that came over a kept-alive connection is answered and the
  // connection closed, so the client opens its next one to another instance.
  server.prependListener("request", (_req, res) => {
    if (stopping) res.setHeader("Connection", "close");
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Stop accepting, let requests in flight finish, then close the database.
    server.close(async () => {
      await viteDevServer?.close();
      await postScheduler.close();
      stopWakingNewsletter();
      await newsletterWorker.close();
      await outbox.close();
      await imports.close();
      await otherInstances?.close();
      // What was counted since the last write: no counted hour is lost on a clean stop.
      await traffic.stop();
      await redirects.stop();
      await notFoundLog.stop();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Connections busy at the signal turn idle as their answers go out: close each then.
    setInterval(() => server.closeIdleConnections(), 50).unref();
    setTimeout(() => server.closeAllConnections(), shutdownGraceMs).unref();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

/**
 * Migrates and seeds, on a database handle of its own without the serving limits: a
 * migration may take long, and instances starting together take turns (one migrates and
 * seeds, the others wait for it and find it done).
 */
async function startUp(config: Config, logger: Logger, phases: StartPhases) {
  const database = await phases.time("database open", () => openDatabase(config));
  const { db } = database;
  try {
    return await whileStartingAlone(db, async () => {
      const applied = await phases.time("migrations check", () => migrateToLatest(db));
      if (applied.length) logger.info({ migrations: applied }, "database migrated");
      const created = await phases.time("first admin and settings", async () => {
        const admin = await ensureFirstAdmin(db, { admin: config.admin });
        await ensureSiteSettings(db, config);
        return admin;
      });
      const seeded = await phases.time("seed check", () => config.demoContent && seedDemoContent(db));
      if (seeded) logger.info("demo content seeded");
      const imported = await phases.time("image import check", () =>
        importSiteImages(db, (handle) => createMediaStore(handle, config.dataDir)),
      );
      if (imported) logger.info({ images: imported }, "site images imported into the media library");
      const rerendered = await phases.time("highlighting", () => rerenderStoredPostHtml(db));
      if (rerendered) logger.info({ posts: rerendered }, "stored post HTML rendered again");
      return created;
    });
  } finally {
    await database.close();
  }
}

function builtAssets(): RequestHandler {
  const client = path.resolve(import.meta.dirname, "../client");
  const router = express.Router();
  // Hashed file names: safe to cache for a year.
  router.use("/assets", hashedAssets(path.join(client, "assets")));
  router.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
  // The site's own images are named per subject and replaced under a new name, never in
  // place (decision 014): a year too. Other public files (favicon, robots.txt) keep an hour.
  router.use("/images", express.static(path.join(client, "images"), { maxAge: "1y" }));
  router.use(express.static(client, { maxAge: "1h" }));
  return router;
}

function printWelcome(url: string, firstAdmin: Awaited<ReturnType<typeof ensureFirstAdmin>>) {
  const lines = [`Site: ${url}`, `Admin: ${url}/admin/login`];
  if (firstAdmin.created && firstAdmin.generatedPassword) {
    lines.push(
      `First admin created: ${firstAdmin.email} / ${firstAdmin.generatedPassword}`,
      "This password is shown only once; change it with `npm run admin -- reset-password`.",
    );
  } else if (firstAdmin.created) {
    lines.push(`First admin created: ${firstAdmin.email} (password from ADMIN_PASSWORD)`);
  }
  console.log(lines.join("\n"));
}
