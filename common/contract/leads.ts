import * as z from "zod/mini";
import { leadReplyInputSchema, leadReplySchema, leadStorySchema } from "../lead-story";
import {
  applicationInputSchema,
  applicationSchema,
  contactMessageChangeInputSchema,
  contactMessageInputSchema,
  contactMessageSchema,
  leadChangeInputSchema,
  leadCountsSchema,
  leadListQuerySchema,
} from "../leads";
import { answer, endpoint, error, rateLimited } from "./endpoint";

const limit = "20kb";
const statusChangeNote = "A change of status is recorded in the activity log with the admin who made it.";
const storyParams = {
  kind: "The lead's kind: `application`, `contactMessage` or `logoOrder`",
  id: "The lead's _id",
};

/**
 * What visitors send from the site's forms (the contact page, the application form), each
 * stored as a lead of the collection staff list; a bot that fills the honeypot is answered
 * as a person is, and nothing is stored.
 */
export const leadFormContract = {
  createApplication: endpoint({
    method: "post",
    path: "/applications",
    operationId: "createApplication",
    summary: "Send a business application",
    role: "public",
    body: {
      name: "ApplicationInput",
      schema: applicationInputSchema,
      limit,
      example: {
        name: "Aynur Məmmədova",
        email: "aynur@firma.az",
        businessName: "Coffee shop",
        phoneNumber: "+994 50 123 45 67",
        message: "We would like an online menu.",
      },
    },
    responses: { "201": answer("Stored", applicationSchema), ...rateLimited },
  }),
  createContactMessage: endpoint({
    method: "post",
    path: "/contact-messages",
    operationId: "createContactMessage",
    summary: "Send a contact message (stored; emailed when SMTP is configured)",
    role: "public",
    body: {
      name: "ContactMessageInput",
      schema: contactMessageInputSchema,
      limit,
      example: {
        user_name: "Murat Yılmaz",
        user_email: "murat@firma.com.tr",
        subject: "A quote for an online shop",
        message: "We sell tiles and need a shop in Turkish and English.",
      },
    },
    responses: { "201": answer("Stored", contactMessageSchema), ...rateLimited },
  }),
};

/**
 * Leads as admins work them: applications and contact messages listed by status and moved
 * on, and the counts of the sidebar (visitors' forms that send them: server/api/leads.server.ts;
 * logo orders: server/api/logo.server.ts).
 */
export const leadContract = {
  listApplications: endpoint({
    method: "get",
    path: "/applications",
    operationId: "listApplications",
    summary: "Applications, newest first (`status` keeps one status)",
    role: "admin",
    query: leadListQuerySchema,
    responses: { "200": answer("Applications", z.array(applicationSchema)), "400": error("Invalid status") },
  }),
  changeApplication: endpoint({
    method: "patch",
    path: "/applications/:id",
    operationId: "changeApplication",
    summary: "Move an application on (status) or change its internal notes",
    description: statusChangeNote,
    role: "admin",
    params: { id: "The application's _id" },
    body: { name: "LeadChangeInput", schema: leadChangeInputSchema, limit, example: { status: "contacted" } },
    responses: { "200": answer("Updated", applicationSchema), "404": error("Unknown id") },
  }),
  listContactMessages: endpoint({
    method: "get",
    path: "/contact-messages",
    operationId: "listContactMessages",
    summary: "Contact messages, newest first (`status` keeps one status)",
    role: "admin",
    query: leadListQuerySchema,
    responses: { "200": answer("Messages", z.array(contactMessageSchema)), "400": error("Invalid status") },
  }),
  changeContactMessage: endpoint({
    method: "patch",
    path: "/contact-messages/:id",
    operationId: "changeContactMessage",
    summary: "Move a contact message on (status), change its internal notes, or mark it read or unread",
    description: statusChangeNote,
    role: "admin",
    params: { id: "The message's _id" },
    body: {
      name: "ContactMessageChangeInput",
      schema: contactMessageChangeInputSchema,
      limit,
      example: { read: true },
    },
    responses: { "200": answer("Updated", contactMessageSchema), "404": error("Unknown id") },
  }),
  // The sidebar's badges and the lists' filters: cheap enough to ask after every change.
  countLeads: endpoint({
    method: "get",
    path: "/leads/counts",
    operationId: "countLeads",
    summary:
      "How many applications, contact messages and logo orders are in each status, and how many messages are unread",
    role: "admin",
    responses: { "200": answer("Counts", leadCountsSchema) },
  }),
};

/** A lead's story (where it came from, what staff sent it) and the reply staff send from its screen. */
export const leadStoryContract = {
  getLeadStory: endpoint({
    method: "get",
    path: "/leads/:kind/:id/story",
    operationId: "getLeadStory",
    summary: "Where a lead came from (source, campaign, landing page…) and the replies staff sent it, oldest first",
    role: "admin",
    params: storyParams,
    responses: { "200": answer("Story", leadStorySchema), "404": error("Unknown kind or id") },
  }),
  replyToLead: endpoint({
    method: "post",
    path: "/leads/:kind/:id/replies",
    operationId: "replyToLead",
    summary: "Email the lead from the site (Reply-To: the staff member); kept in its timeline",
    description:
      "Sent at once through SMTP; only a reply the mail server accepted is kept. A new lead moves to `contacted` (recorded in the activity log, and sent to the `lead.statusChanged` webhooks).",
    role: "admin",
    params: storyParams,
    body: {
      name: "LeadReplyInput",
      schema: leadReplyInputSchema,
      limit: "64kb",
      example: { subject: "Re: Your application", message: "Thank you — when may we call you?" },
    },
    responses: {
      "201": answer("Sent and kept", leadReplySchema),
      "404": error("Unknown kind or id"),
      "409": error("Email is not set up (SMTP_URL)"),
      "502": error("The mail server refused the reply or could not be reached"),
    },
  }),
};
