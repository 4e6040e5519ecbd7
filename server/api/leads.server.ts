import type { Kysely } from "kysely";
import * as z from "zod/mini";
import type { ActivityKind } from "../../common/dashboard";
import { isBot } from "../../common/honeypot";
import {
  applicationInputSchema,
  applicationSchema,
  type ContactMessageChangeInput,
  contactMessageChangeInputSchema,
  contactMessageInputSchema,
  contactMessageSchema,
  type LeadChangeInput,
  leadChangeInputSchema,
  leadCountsSchema,
  type LeadListQuery,
  leadListQuerySchema,
} from "../../common/leads";
import type { LeadKind as OriginKind } from "../../common/leads";
import type { LeadOrigin } from "../../common/traffic";
import { currentUser } from "../auth/require-staff.server";
import { recordActivity } from "../db/activity.server";
import { applicationRow, createApplication, toApplicationJson } from "../db/applications.server";
import { contactMessageRow, createContactMessage, toContactMessageJson } from "../db/contact-messages.server";
import { changeLead, type LeadChange, leadCounts, type LeadRow, type LeadTable, listLeads } from "../db/leads.server";
import { notFound } from "../http-error.server";
import { requestLanguage } from "../request-language.server";
import { recordLeadOrigin } from "../traffic/lead-origin.server";
import { leadOrigins } from "../db/traffic.server";
import type { DB } from "../db/schema.server";
import { type ApiContext, answer, error, operation, type OperationRequest, rateLimited } from "./operation.server";

/** A kind of lead as staff work it: listed by status, moved on, annotated. */
export interface LeadWork<T extends LeadTable, Input> {
  table: T;
  /** What its story is recorded under (docs/decisions/050). */
  originKind: OriginKind;
  /** The `api` message for an unknown id. */
  notFoundKey: string;
  /** What the activity log records when staff move a lead of this kind on. */
  statusChanged: ActivityKind;
  toChange: (input: Input) => LeadChange;
  toJson: (row: LeadRow<T>) => { _id: string };
}

const applications: LeadWork<"applications", LeadChangeInput> = {
  table: "applications",
  originKind: "application",
  notFoundKey: "applicationNotFound",
  statusChanged: "application.statusChanged",
  toChange: (input) => input,
  toJson: toApplicationJson,
};

const contactMessages: LeadWork<"contactMessages", ContactMessageChangeInput> = {
  table: "contactMessages",
  originKind: "contactMessage",
  notFoundKey: "contactMessageNotFound",
  statusChanged: "contactMessage.statusChanged",
  toChange: ({ read, ...change }) => ({
    ...change,
    ...(read !== undefined && { readAt: read ? new Date().toISOString() : null }),
  }),
  toJson: toContactMessageJson,
};

/** A kind's list, newest first (`?status=` keeps one status). */
export const listLeadsOf =
  <T extends LeadTable>(kind: LeadWork<T, never>) =>
  async ({ res, query }: OperationRequest<undefined, LeadListQuery, never>, { db }: ApiContext) => {
    res.json(await withOrigins(db, kind.originKind, (await listLeads(db, kind.table, query)).map(kind.toJson)));
  };

/** Leads as staff read them: each with its story (docs/decisions/050), or null. */
export async function withOrigins<T extends { _id: string }>(
  db: Kysely<DB>,
  kind: OriginKind,
  leads: T[],
): Promise<(T & { origin: LeadOrigin | null })[]> {
  const origins = await leadOrigins(
    db,
    kind,
    leads.map((lead) => lead._id),
  );
  return leads.map((lead) => ({ ...lead, origin: origins.get(lead._id) ?? null }));
}

/** A change to one lead of a kind; a new status goes in the activity log. */
export const changeLeadOf =
  <T extends LeadTable, Input>(kind: LeadWork<T, Input>) =>
  async ({ res, body, params }: OperationRequest<Input, undefined, "id">, { db }: ApiContext) => {
    const changed = await changeLead(db, kind.table, params.id, kind.toChange(body));
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
    res.json((await withOrigins(db, kind.originKind, [kind.toJson(after)]))[0]);
  };

/** Where new leads are emailed: the settings' address; unreadable settings (the database just went away) still leave MAIL_TO to tell. */
const notificationAddress = ({ siteSettings }: ApiContext) =>
  siteSettings().then(
    (settings) => settings.notificationEmail || undefined,
    () => undefined,
  );

const limit = "20kb";
const statusChangeNote = "A change of status is recorded in the activity log with the admin who made it.";

/** What visitors send: applications and contact messages; admins work them (newsletter sign-ups: newsletter.server.ts). */
export const leadOperations = [
  operation({
    method: "post",
    path: "/applications",
    operationId: "createApplication",
    summary: "Send a business application",
    role: "public",
    rateLimit: "leads",
    body: { name: "ApplicationInput", schema: applicationInputSchema, limit },
    responses: { "201": answer("Stored", applicationSchema), ...rateLimited },
    async handle({ req, res, body: input }, api) {
      if (isBot(input)) return void res.status(201).json(toApplicationJson(applicationRow(input)));
      const application = await createApplication(api.db, input);
      await recordLeadOrigin(api.db, api.traffic, req, { kind: "application", id: application.id });
      await recordActivity(api.db, {
        kind: "application.received",
        subjectId: application.id,
        title: application.name,
      });
      // Stored first and answered at once: a slow or failing mail server never loses a lead.
      res.status(201).json(toApplicationJson(application));
      void api.mailer.notifyApplication(
        {
          name: application.name,
          email: application.email,
          businessName: application.businessName,
          phoneNumber: application.phoneNumber,
          message: application.message,
        },
        requestLanguage(req),
        await notificationAddress(api),
      );
    },
  }),
  operation({
    method: "get",
    path: "/applications",
    operationId: "listApplications",
    summary: "Applications, newest first (`status` keeps one status)",
    role: "admin",
    query: leadListQuerySchema,
    responses: { "200": answer("Applications", z.array(applicationSchema)), "400": error("Invalid status") },
    handle: listLeadsOf(applications),
  }),
  operation({
    method: "patch",
    path: "/applications/:id",
    operationId: "changeApplication",
    summary: "Move an application on (status) or change its internal notes",
    description: statusChangeNote,
    role: "admin",
    params: { id: "The application's _id" },
    body: { name: "LeadChangeInput", schema: leadChangeInputSchema, limit },
    responses: { "200": answer("Updated", applicationSchema), "404": error("Unknown id") },
    handle: changeLeadOf(applications),
  }),
  operation({
    method: "post",
    path: "/contact",
    operationId: "sendContactMessage",
    summary: "Send a contact message (stored; emailed when SMTP is configured)",
    role: "public",
    rateLimit: "leads",
    body: { name: "ContactMessageInput", schema: contactMessageInputSchema, limit },
    responses: { "201": answer("Stored", contactMessageSchema), ...rateLimited },
    async handle({ req, res, body: input }, api) {
      if (isBot(input)) return void res.status(201).json(toContactMessageJson(contactMessageRow(input)));
      const contactMessage = await createContactMessage(api.db, input);
      await recordLeadOrigin(api.db, api.traffic, req, { kind: "contactMessage", id: contactMessage.id });
      res.status(201).json(toContactMessageJson(contactMessage));
      void api.mailer.notifyContactMessage(
        {
          name: contactMessage.name,
          email: contactMessage.email,
          subject: contactMessage.subject,
          message: contactMessage.message,
        },
        requestLanguage(req),
        await notificationAddress(api),
      );
    },
  }),
  operation({
    method: "get",
    path: "/contact-messages",
    operationId: "listContactMessages",
    summary: "Contact messages, newest first (`status` keeps one status)",
    role: "admin",
    query: leadListQuerySchema,
    responses: { "200": answer("Messages", z.array(contactMessageSchema)), "400": error("Invalid status") },
    handle: listLeadsOf(contactMessages),
  }),
  operation({
    method: "patch",
    path: "/contact-messages/:id",
    operationId: "changeContactMessage",
    summary: "Move a contact message on (status), change its internal notes, or mark it read or unread",
    description: statusChangeNote,
    role: "admin",
    params: { id: "The message's _id" },
    body: { name: "ContactMessageChangeInput", schema: contactMessageChangeInputSchema, limit },
    responses: { "200": answer("Updated", contactMessageSchema), "404": error("Unknown id") },
    handle: changeLeadOf(contactMessages),
  }),
  // The sidebar's badges and the lists' filters: cheap enough to ask after every change.
  operation({
    method: "get",
    path: "/leads/counts",
    operationId: "countLeads",
    summary:
      "How many applications, contact messages and logo orders are in each status, and how many messages are unread",
    role: "admin",
    responses: { "200": answer("Counts", leadCountsSchema) },
    async handle({ res }, { db }) {
      res.json(await leadCounts(db));
    },
  }),
];
