// One instance's newsletter worker in a process of its own, for the tests that kill it
// (SIGKILL) and let another take over: run with vite-node (the server's modules use Vite's
// import.meta.glob). Reads DATA_DIR or DATABASE_URL, SMTP_URL and JWT_SECRET; prints "ready".
// With START_ON_INPUT set it prints "loaded" once its modules are in and starts on a line on
// stdin, so a test can load a second instance while the first is still sending.
import { loadConfig } from "../../server/config.server";
import { openDatabase } from "../../server/db/database.server";
import { readSiteSettings } from "../../server/db/site-settings.server";
import { createLogger } from "../../server/logger.server";
import { createNewsletterServices } from "../../server/newsletter/newsletter-services.server";
import { smtpNewsletterTransport } from "../../server/newsletter/newsletter-transport.server";
import { startNewsletterWorker } from "../../server/newsletter/newsletter-worker.server";

if (process.env.START_ON_INPUT) {
  console.log("loaded");
  await new Promise((resolve) => process.stdin.once("data", resolve));
}
const config = loadConfig({ ...process.env, NODE_ENV: "production" });
const { db, close } = openDatabase(config);
const worker = startNewsletterWorker({
  db,
  config,
  logger: createLogger("warn"),
  links: createNewsletterServices(config).links,
  settings: () => readSiteSettings(db, config),
  transport: smtpNewsletterTransport(config.smtp!.url),
  checkEveryMs: 100,
  leaseMs: Number(process.env.NEWSLETTER_LEASE_MS ?? 2000),
});
console.log("ready");
process.on(
  "SIGTERM",
  () =>
    void worker
      .close()
      .then(close)
      .then(() => process.exit(0)),
);
