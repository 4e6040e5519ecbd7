import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { SiteSettings } from "../../common/settings";
import { propertyOf } from "../../common/property-of";
import type { Config } from "../config.server";
import {
  claimOwedConfirmation,
  deleteExpiredSubscribers,
  owedConfirmations,
} from "../db/newsletter-subscribers.server";
import type { DB } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { renderConfirmation, renderNewsletter, unsubscribeUrlSlot } from "./newsletter-email.server";
import type { NewsletterLinks } from "./newsletter-links.server";
import {
  claimBatch,
  dueSends,
  finishSends,
  markAttemptFailed,
  markDelivered,
  startSend,
} from "./newsletter-sends.server";
import type { NewsletterTransport } from "./newsletter-transport.server";

/** Recipients claimed at once: a crash leaves at most this many to another instance after the lease. */
const batchSize = 50;

export interface NewsletterWorkerOptions {
  db: Kysely<DB>;
  config: Pick<Config, "siteUrl" | "smtp">;
  logger: Logger;
  links: NewsletterLinks;
  settings: () => Promise<SiteSettings>;
  /** Absent without SMTP: the worker then only deletes expired sign-ups. */
  transport?: NewsletterTransport;
  /** The longest wait between two looks for work. */
  checkEveryMs?: number;
  /** How long a claimed recipient stays with this instance past its batch (tests shorten it). */
  leaseMs?: number;
}

export interface NewsletterWorker {
  /** Looks for work now (a send just scheduled). */
  wake(): void;
  /** Stops after the message in progress; claimed rows go back to others when their lease ends. */
  close(): Promise<void>;
}

/** The email of one recipient: the send's rendering with their own unsubscribe links. */
function messageFor(
  { from, links, siteUrl }: { from: string; links: NewsletterLinks; siteUrl: string },
  send: { id: string; subject: string; html: string; text: string },
  recipient: { subscriberId: string; email: string },
) {
  const page = links.unsubscribePageUrl(recipient.subscriberId);
  return {
    from,
    to: recipient.email,
    subject: send.subject,
    html: send.html.replaceAll(unsubscribeUrlSlot, page),
    text: send.text.replaceAll(unsubscribeUrlSlot, page),
    messageId: `<${send.id}.${recipient.subscriberId}@${new URL(siteUrl).hostname}>`,
    headers: {
      "List-Unsubscribe": `<${links.oneClickUrl(recipient.subscriberId)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": `<newsletter.${new URL(siteUrl).hostname}>`,
      Precedence: "bulk",
    },
  };
}

/**
 * Sends the newsletter (docs/decisions/052) on every instance, like the post scheduler:
 * the database decides who sends what. Each look: delete expired sign-ups, send the
 * confirmations owed from a time without SMTP, start the sends that are due, then claim
 * batches of recipients and send them at the settings' rate until none is left.
 */
export function startNewsletterWorker(options: NewsletterWorkerOptions): NewsletterWorker {
  const { db, config, logger, links, settings, transport, checkEveryMs = 3000, leaseMs } = options;
  const controller = new AbortController();
  let wakeUp: (() => void) | undefined;
  const from = config.smtp?.from ?? "";

  async function sendOwedConfirmations(siteSettings: SiteSettings) {
    if (!transport) return;
    for (const subscriber of await owedConfirmations(db, 50)) {
      const { token, hash } = links.newConfirmation();
      if (!(await claimOwedConfirmation(db, subscriber.id, hash))) continue;
      const email = await renderConfirmation(
        { settings: siteSettings, siteUrl: config.siteUrl, language: subscriber.language },
        links.confirmUrl(token),
      );
      await transport.send({ from, to: subscriber.email, ...email }).catch((error: unknown) => {
        logger.warn({ err: error }, "newsletter confirmation email failed");
      });
    }
  }

  async function startDueSends(siteSettings: SiteSettings) {
    for (const due of await dueSends(db)) {
      const email = await renderNewsletter(
        { settings: siteSettings, siteUrl: config.siteUrl, language: due.language },
        {
          title: due.title,
          excerpt: due.excerpt,
          content: due.content,
          image: due.image,
          url: `${config.siteUrl}/blog/${encodeURIComponent(due.slug)}`,
        },
      );
      if (await startSend(db, due.id, due.language, email)) logger.info({ send: due.id }, "newsletter send started");
    }
  }

  async function sendBatches(ratePerMinute: number) {
    if (!transport) return;
    for (;;) {
      if (controller.signal.aborted) return;
      const batch = await claimBatch(db, { size: batchSize, ratePerMinute, leaseMs });
      if (!batch || !batch.recipients.length) return;
      for (const [index, recipient] of batch.recipients.entries()) {
        if (controller.signal.aborted) return;
        const waitMs = batch.startAt + index * batch.intervalMs - Date.now();
        if (waitMs > 0) await sleep(waitMs, undefined, { signal: controller.signal }).catch(() => {});
        if (controller.signal.aborted) return;
        try {
          await transport.send(messageFor({ from, links, siteUrl: config.siteUrl }, batch.send, recipient), () =>
            markDelivered(db, batch.send.id, recipient.subscriberId),
          );
        } catch (error) {
          logger.warn({ err: error, send: batch.send.id }, "newsletter delivery failed; retried later");
          await markAttemptFailed(
            db,
            batch.send.id,
            recipient.subscriberId,
            String(propertyOf(error, "message") ?? error),
          );
        }
      }
    }
  }

  async function look() {
    await deleteExpiredSubscribers(db);
    if (!transport) return;
    const siteSettings = await settings();
    await sendOwedConfirmations(siteSettings);
    await startDueSends(siteSettings);
    await sendBatches(siteSettings.newsletterRatePerMinute);
    await finishSends(db);
  }

  const loop = (async () => {
    while (!controller.signal.aborted) {
      try {
        await look();
      } catch (error) {
        if (!controller.signal.aborted) logger.warn({ err: error }, "newsletter worker failed; retrying");
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          controller.signal.removeEventListener("abort", done);
          resolve();
        };
        const timer = setTimeout(done, checkEveryMs);
        timer.unref();
        wakeUp = done;
        controller.signal.addEventListener("abort", done, { once: true });
      });
      wakeUp = undefined;
    }
  })();

  return {
    wake: () => wakeUp?.(),
    async close() {
      controller.abort();
      await loop;
      transport?.close();
    },
  };
}
