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

import { leadOrigins } from "../db/traffic.server";
import type { DB } from "../db/schema.server";
import { queueWebhookEvent } from "../db/webhooks.server";
import { leadReceived } from "./lead-received.server";
import { type ApiContext, answer, error, operation, type OperationRequest, rateLimited } from "./operation.server";

/** A kind of lead as staff work it: listed by status, moved on, annotated. */
export interface LeadWork<T extends LeadTable, Input> {
  table: T;
  /** The `api` message for an unknown id. */
  notFoundKey: string;
  /** The kind as its story is recorded (docs/decisions/050) and webhook events name it. */
  leadKind: "application" | "contactMessage" | "logoOrder";
  /** What the activity log records when staff move a lead of this kind on. */
  statusChanged: ActivityKind;
  toChange: (input: Input) => LeadChange;
  toJson: (row: LeadRow<T>) => { _id: string };
}

export const applications: LeadWork<"applications", LeadChangeInput> = {
  table: "applications",
  leadKind: "application",
  notFoundKey: "applicationNotFound",
  statusChanged: "application.statusChanged",
  toChange: (input) => input,
  toJson: toApplicationJson,
};

export const contactMessages: LeadWork<"contactMessages", ContactMessageChangeInput> = {
  table: "contactMessages",
  leadKind: "contactMessage",
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
    res.json(await withOrigins(db, kind.leadKind, (await listLeads(db, kind.table, query)).map(kind.toJson)));
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

/**
 * Applies a change to one lead of a kind for the staff member `actorId`; a new status goes
 * in the activity log and out to the webhooks. Answers the lead as it is now.
 */
export async function applyLeadChange<T extends LeadTable>(
  db: Kysely<DB>,
  kind: LeadWork<T, never>,
  id: string,
  change: LeadChange,
  actorId: string,
): Promise<LeadRow<T>> {
  const changed = await changeLead(db, kind.table, id, change);
  if (!changed) throw notFound(kind.notFoundKey);
  const { before, after } = changed;
  if (after.status !== before.status) {
    await recordActivity(db, { kind: kind.statusChanged, subjectId: after.id, title: after.name, actorId });
    await queueWebhookEvent(db, "lead.statusChanged", {
      kind: kind.leadKind,
      from: before.status,
      to: after.status,
      lead: kind.toJson(after),
    });
  }
  return after;
}

/** A change to one lead of a kind, as its PATCH takes it. */
export const changeLeadOf =
  <T extends LeadTable, Input>(kind: LeadWork<T, Input>) =>
  async ({ res, body, params }: OperationRequest<Input, undefined, "id">, { db }: ApiContext) => {
    const after = await applyLeadChange(db, kind, params.id, kind.toChange(body), currentUser(res).id);
    res.json((await withOrigins(db, kind.leadKind, [kind.toJson(after)]))[0]);
  };

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
      await recordActivity(api.db, {
        kind: "application.received",
        subjectId: application.id,
        title: application.name,
      });
      // Stored first; the email and the webhook wait in the outbox, so a slow or failing
      // mail server or receiver never loses a lead nor keeps the visitor waiting.
      const json = toApplicationJson(application);
      await leadReceived(api, req, {
        kind: "application",
        id: application.id,
        name: application.name,
        email: application.email,
        subjectKey: "mailApplicationSubject",
        bodyKey: "mailApplicationBody",
        values: {
          name: application.name,
          email: application.email,
          businessName: application.businessName,
          phoneNumber: application.phoneNumber,
          message: application.message,
          package: application.package,
        },
        json,
      });
      res.status(201).json(json);
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
      const json = toContactMessageJson(contactMessage);
      await leadReceived(api, req, {
        kind: "contactMessage",
        id: contactMessage.id,
        name: contactMessage.name,
        email: contactMessage.email,
        subjectKey: "mailContactMessageSubject",
        bodyKey: "mailContactMessageBody",
        values: {
          name: contactMessage.name,
          email: contactMessage.email,
          subject: contactMessage.subject,
          message: contactMessage.message,
        },
        json,
      });
      res.status(201).json(json);
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
