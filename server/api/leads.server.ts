import { type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import { honeypotFieldName } from "../../common/honeypot";
import {
  applicationInputSchema,
  contactMessageInputSchema,
  contactMessageReadInputSchema,
  newsletterSubscriberInputSchema,
} from "../../common/leads";
import type { SiteSettings } from "../../common/settings";
import type { Config } from "../config.server";
import { recordActivity } from "../db/activity.server";
import { applicationRow, createApplication, listApplications, toApplicationJson } from "../db/applications.server";
import {
  contactMessageRow,
  createContactMessage,
  listContactMessages,
  markContactMessageRead,
  toContactMessageJson,
} from "../db/contact-messages.server";
import {
  listNewsletterSubscribers,
  addNewsletterSubscriber,
  newsletterSubscriberRow,
  toNewsletterSubscriberJson,
} from "../db/newsletter-subscribers.server";
import type { DB } from "../db/schema.server";
import type { Mailer } from "../mail/mailer.server";
import { jsonBody, parseBody } from "./http.server";
import { notFound } from "../http-error.server";
import { formRateLimit } from "./rate-limits.server";

/**
 * A bot filled the hidden field: it gets the answer a person would (the row it would have
 * been stored as), and nothing is stored.
 */
function isBot(input: Record<string, unknown>): boolean {
  return Boolean(input[honeypotFieldName]);
}

/** What visitors send: applications, contact messages, newsletter sign-ups; staff read them. */
export function leadsRouter(
  db: Kysely<DB>,
  requireAdmin: RequestHandler,
  config: Config,
  mailer: Mailer,
  siteSettings: () => Promise<SiteSettings>,
): Router {
  const router = Router();
  const publicForm = [formRateLimit(config), ...jsonBody("20kb")];

  router.post("/applications", ...publicForm, async (req, res) => {
    const input = parseBody(applicationInputSchema, req);
    if (isBot(input)) return void res.status(201).json(toApplicationJson(applicationRow(input)));
    const application = await createApplication(db, input);
    await recordActivity(db, { kind: "application.received", subjectId: application.id, title: application.name });
    res.status(201).json(toApplicationJson(application));
  });

  router.get("/applications", requireAdmin, async (_req, res) => {
    res.json((await listApplications(db)).map(toApplicationJson));
  });

  router.post("/contact", ...publicForm, async (req, res) => {
    const input = parseBody(contactMessageInputSchema, req);
    if (isBot(input)) return void res.status(201).json(toContactMessageJson(contactMessageRow(input)));
    const stored = await createContactMessage(db, input);
    // Stored first and answered at once: a slow or failing mail server never loses a message.
    res.status(201).json(toContactMessageJson(stored));
    // Unreadable settings (the database just went away) still leave MAIL_TO to tell.
    const to = await siteSettings().then(
      (settings) => settings.notificationEmail || undefined,
      () => undefined,
    );
    void mailer.notifyContactMessage(
      { name: stored.name, email: stored.email, subject: stored.subject, message: stored.message },
      to,
    );
  });

  router.get("/contact-messages", requireAdmin, async (_req, res) => {
    res.json((await listContactMessages(db)).map(toContactMessageJson));
  });

  router.patch("/contact-messages/:id", requireAdmin, ...jsonBody("1kb"), async (req, res) => {
    const { read } = parseBody(contactMessageReadInputSchema, req);
    const message = await markContactMessageRead(db, req.params.id as string, read);
    if (!message) throw notFound("messageNotFound");
    res.json(toContactMessageJson(message));
  });

  router.post("/newsletter-subscribers", ...publicForm, async (req, res) => {
    const input = parseBody(newsletterSubscriberInputSchema, req);
    if (isBot(input))
      return void res.status(201).json(toNewsletterSubscriberJson(newsletterSubscriberRow(input.email)));
    const { subscriber, created } = await addNewsletterSubscriber(db, input.email);
    res.status(created ? 201 : 200).json(toNewsletterSubscriberJson(subscriber));
  });

  router.get("/newsletter-subscribers", requireAdmin, async (_req, res) => {
    res.json((await listNewsletterSubscribers(db)).map(toNewsletterSubscriberJson));
  });

  return router;
}
