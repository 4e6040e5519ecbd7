import type { Kysely } from "kysely";
import { leadContract, leadFormContract } from "../../common/contract/leads";
import type { ActivityKind } from "../../common/dashboard";
import { isBot } from "../../common/honeypot";
import type { RepliedLeadKind } from "../../common/lead-story";
import {
  type Application,
  type ContactMessage,
  type ContactMessageChangeInput,
  type LeadChangeInput,
  type LeadListQuery,
} from "../../common/leads";
import type { LeadKind as OriginKind } from "../../common/leads";
import type { LeadOrigin } from "../../common/traffic";
import { currentUser } from "../auth/require-staff.server";
import { recordActivity } from "../db/activity.server";
import { applicationRow, createApplication, toApplicationJson } from "../db/applications.server";
import { contactMessageRow, createContactMessage, toContactMessageJson } from "../db/contact-messages.server";
import { changeLead, type LeadChange, leadCounts, type LeadRow, type LeadTable, listLeads } from "../db/leads.server";
import type { DB } from "../db/schema.server";
import { leadOrigins } from "../db/traffic.server";
import { queueWebhookEvent } from "../db/webhooks.server";
import { notFound } from "../http-error.server";
import { leadReceived } from "./lead-received.server";
import { implement, type OperationRequest } from "./operation.server";

/** A kind of lead as staff work it: listed by status, moved on, annotated. */
export interface LeadWork<T extends LeadTable, Input, Json extends { _id: string } = { _id: string }> {
  table: T;
  /** The `api` message for an unknown id. */
  notFoundKey: string;
  /** The kind as its story is recorded (docs/decisions/050) and webhook events name it. */
  leadKind: RepliedLeadKind;
  /** What the activity log records when staff move a lead of this kind on. */
  statusChanged: ActivityKind;
  toChange: (input: Input) => LeadChange;
  toJson: (row: LeadRow<T>) => Json;
}

export const applications: LeadWork<"applications", LeadChangeInput, Application> = {
  table: "applications",
  leadKind: "application",
  notFoundKey: "applicationNotFound",
  statusChanged: "application.statusChanged",
  toChange: (input) => input,
  toJson: toApplicationJson,
};

export const contactMessages: LeadWork<"contactMessages", ContactMessageChangeInput, ContactMessage> = {
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

/** A kind's leads, newest first (`status` keeps one status), each with its story. */
export async function leadsOf<T extends LeadTable, Json extends { _id: string }>(
  db: Kysely<DB>,
  kind: LeadWork<T, never, Json>,
  query: LeadListQuery,
) {
  return withOrigins(db, kind.leadKind, (await listLeads(db, kind.table, query)).map(kind.toJson));
}

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

/** One lead of a kind changed as its PATCH asks, answered with its story. */
export async function changedLead<T extends LeadTable, Input, Json extends { _id: string }>(
  { res, body, params }: OperationRequest<Input, unknown, "id">,
  db: Kysely<DB>,
  kind: LeadWork<T, Input, Json>,
) {
  const after = await applyLeadChange(db, kind, params.id, kind.toChange(body), currentUser(res).id);
  const [lead] = await withOrigins(db, kind.leadKind, [kind.toJson(after)]);
  return lead!;
}

/**
 * What visitors send: applications and contact messages (their endpoints and the staff's:
 * common/contract/leads.ts; newsletter sign-ups: newsletter.server.ts).
 */
export const leadOperations = [
  ...implement(leadFormContract, {
    createApplication: {
      rateLimit: "leads",
      async handle({ req, body: input }, api) {
        if (isBot(input)) return { status: 201, body: toApplicationJson(applicationRow(input)) };
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
        return { status: 201, body: json };
      },
    },
    createContactMessage: {
      rateLimit: "leads",
      async handle({ req, body: input }, api) {
        if (isBot(input)) return { status: 201, body: toContactMessageJson(contactMessageRow(input)) };
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
        return { status: 201, body: json };
      },
    },
  }),
  ...implement(leadContract, {
    listApplications: {
      handle: async ({ query }, { db }) => ({ status: 200, body: await leadsOf(db, applications, query) }),
    },
    changeApplication: {
      handle: async (request, { db }) => ({ status: 200, body: await changedLead(request, db, applications) }),
    },
    listContactMessages: {
      handle: async ({ query }, { db }) => ({ status: 200, body: await leadsOf(db, contactMessages, query) }),
    },
    changeContactMessage: {
      handle: async (request, { db }) => ({ status: 200, body: await changedLead(request, db, contactMessages) }),
    },
    countLeads: { handle: async (_request, { db }) => ({ status: 200, body: await leadCounts(db) }) },
  }),
];
