import { type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import type * as z from "zod/mini";
import type { ActivityKind } from "../../common/dashboard";
import { isBot } from "../../common/honeypot";
import {
  applicationInputSchema,
  contactMessageChangeInputSchema,
  contactMessageInputSchema,
  leadChangeInputSchema,
  leadListQuerySchema,
  newsletterSubscriberInputSchema,
} from "../../common/leads";
import type { SiteSettings } from "../../common/settings";
import { currentUser } from "../auth/require-staff.server";
import type { Config } from "../config.server";
import { recordActivity } from "../db/activity.server";
import { applicationRow, createApplication, toApplicationJson } from "../db/applications.server";
import { contactMessageRow, createContactMessage, toContactMessageJson } from "../db/contact-messages.server";
import { changeLead, type LeadChange, leadCounts, type LeadRow, type LeadTable, listLeads } from "../db/leads.server";
import {
  listNewsletterSubscribers,
  addNewsletterSubscriber,
  newsletterSubscriberRow,
  toNewsletterSubscriberJson,
} from "../db/newsletter-subscribers.server";
import type { DB } from "../db/schema.server";
import type { Mailer } from "../mail/mailer.server";
import { requestLanguage } from "../request-language.server";
import { jsonBody, parseBody, parseInput } from "./http.server";
import { notFound } from "../http-error.server";
import { formRateLimit } from "./rate-limits.server";

/** A kind of lead as staff work it: listed by status, moved on, annotated. */
interface LeadKind<T extends LeadTable, Input> {
  table: T;
  path: string;
  /** The `api` message for an unknown id. */
  notFoundKey: string;
  /** What the activity log records when staff move a lead of this kind on. */
  statusChanged: ActivityKind;
  changeSchema: z.ZodMiniType<Input>;
  toChange: (input: Input) => LeadChange;
  toJson: (row: LeadRow<T>) => unknown;
}

const applications: LeadKind<"applications", z.infer<typeof leadChangeInputSchema>> = {
  table: "applications",
  path: "/applications",
  notFoundKey: "applicationNotFound",
  statusChanged: "application.statusChanged",
  changeSchema: leadChangeInputSchema,
  toChange: (input) => input,
  toJson: toApplicationJson,
};

const contactMessages: LeadKind<"contactMessages", z.infer<typeof contactMessageChangeInputSchema>> = {
  table: "contactMessages",
  path: "/contact-messages",
  notFoundKey: "messageNotFound",
  statusChanged: "contactMessage.statusChanged",
  changeSchema: contactMessageChangeInputSchema,
  toChange: ({ read, ...change }) => ({
    ...change,
    ...(read !== undefined && { readAt: read ? new Date().toISOString() : null }),
  }),
  toJson: toContactMessageJson,
};

/** The staff's side of a kind of lead: its list (`?status=`) and its changes (admins only). */
function leadRoutes<T extends LeadTable, Input>(
  router: Router,
  db: Kysely<DB>,
  requireAdmin: RequestHandler,
  kind: LeadKind<T, Input>,
) {
  router.get(kind.path, requireAdmin, async (req, res) => {
    const query = parseInput(leadListQuerySchema, req.query);
    res.json((await listLeads(db, kind.table, query)).map(kind.toJson));
  });

  router.patch(`${kind.path}/:id`, requireAdmin, ...jsonBody("20kb"), async (req, res) => {
    const change = kind.toChange(parseBody(kind.changeSchema, req));
    const changed = await changeLead(db, kind.table, req.params.id as string, change);
    if (!changed) throw notFound(kind.notFoundKey);
    const { before, after } = changed;
    if (after.status !== before.status) {
      await recordActivity(db, {
        kind: kind.statusChanged,
        subjectId: after.id,
        title: after.name,
        actorId: currentUser(res).id,
      });
    }
    res.json(kind.toJson(after));
  });
}

/** What visitors send: applications, contact messages, newsletter sign-ups; staff work them. */
export function leadsRouter(
  db: Kysely<DB>,
  requireAdmin: RequestHandler,
  config: Config,
  mailer: Mailer,
  siteSettings: () => Promise<SiteSettings>,
): Router {
  const router = Router();
  const publicForm = [formRateLimit(config, db, "leads"), ...jsonBody("20kb")];
  // Where new leads are emailed: the settings' address; unreadable settings (the database
  // just went away) still leave MAIL_TO to tell.
  const notificationAddress = () =>
    siteSettings().then(
      (settings) => settings.notificationEmail || undefined,
      () => undefined,
    );

  router.post("/applications", ...publicForm, async (req, res) => {
    const input = parseBody(applicationInputSchema, req);
    if (isBot(input)) return void res.status(201).json(toApplicationJson(applicationRow(input)));
    const application = await createApplication(db, input);
    await recordActivity(db, { kind: "application.received", subjectId: application.id, title: application.name });
    // Stored first and answered at once: a slow or failing mail server never loses a lead.
    res.status(201).json(toApplicationJson(application));
    void mailer.notifyApplication(
      {
        name: application.name,
        email: application.email,
        businessName: application.businessName,
        phoneNumber: application.phoneNumber,
        message: application.message,
      },
      requestLanguage(req),
      await notificationAddress(),
    );
  });

  router.post("/contact", ...publicForm, async (req, res) => {
    const input = parseBody(contactMessageInputSchema, req);
    if (isBot(input)) return void res.status(201).json(toContactMessageJson(contactMessageRow(input)));
    const stored = await createContactMessage(db, input);
    res.status(201).json(toContactMessageJson(stored));
    void mailer.notifyContactMessage(
      { name: stored.name, email: stored.email, subject: stored.subject, message: stored.message },
      requestLanguage(req),
      await notificationAddress(),
    );
  });

  leadRoutes(router, db, requireAdmin, applications);
  leadRoutes(router, db, requireAdmin, contactMessages);

  // The sidebar's badges and the lists' filters: cheap enough to ask after every change.
  router.get("/leads/counts", requireAdmin, async (_req, res) => {
    res.json(await leadCounts(db));
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
