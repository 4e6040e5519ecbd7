import * as z from "zod/mini";
import { newsletterSubscriberInputSchema, newsletterSubscriptionSchema } from "../leads";
import {
  newsletterImportInputSchema,
  newsletterImportResultSchema,
  newsletterLanguageInputSchema,
  newsletterLinkQuerySchema,
  newsletterPreviewSchema,
  newsletterSendInputSchema,
  newsletterSendSchema,
  newsletterStatusSchema,
  newsletterSubscriberChangeSchema,
  newsletterSubscriberCountsSchema,
  newsletterSubscriberQuerySchema,
  newsletterSubscriberSchema,
  newsletterTestInputSchema,
} from "../newsletter";
import { answer, endpoint, error, rateLimited } from "./endpoint";

const limit = "20kb";
const linkInvalid = error("Forged or unknown link");
const testBody = {
  name: "NewsletterTestInput",
  schema: newsletterTestInputSchema,
  limit,
  example: { postId: "0f8fad5b-d9cb-469f-a165-70867728950e" },
};

/** Sign-ups, the subscriber's own links, and staff's subscribers and sends (docs/decisions/052). */
export const newsletterContract = {
  addNewsletterSubscriber: endpoint({
    method: "post",
    path: "/newsletter-subscribers",
    operationId: "addNewsletterSubscriber",
    summary: "Subscribe: a confirmation is emailed in the subscriber's language (double opt-in)",
    description:
      "The answer is the same whether the address was new, pending, confirmed or had left: the form tells nobody who is on the list. Without SMTP the address is kept and its confirmation sent once SMTP is configured.",
    role: "public",
    body: {
      name: "NewsletterSubscriberInput",
      schema: newsletterSubscriberInputSchema,
      limit,
      example: { email: "reader@example.az", language: "az" },
    },
    responses: { "201": answer("Received", newsletterSubscriptionSchema), ...rateLimited },
  }),
  unsubscribeFromNewsletter: endpoint({
    method: "post",
    path: "/newsletter/unsubscribe",
    operationId: "unsubscribeFromNewsletter",
    summary: "One-click unsubscribe (RFC 8058), the address every newsletter's List-Unsubscribe names",
    description:
      "Mail providers POST `List-Unsubscribe=One-Click` here; the body is not needed. The address is kept as suppressed: never mailed again, not even by an import.",
    role: "public",
    query: newsletterLinkQuerySchema,
    responses: { "204": answer("Unsubscribed"), "404": linkInvalid, ...rateLimited },
  }),
  changeNewsletterLanguage: endpoint({
    method: "post",
    path: "/newsletter/language",
    operationId: "changeNewsletterLanguage",
    summary: "A subscriber chooses the language of their newsletters (from the link in each one)",
    role: "public",
    body: {
      name: "NewsletterLanguageInput",
      schema: newsletterLanguageInputSchema,
      limit,
      example: { token: "0f8fad5b-d9cb-469f-a165-70867728950e.c2lnbmF0dXJlLW9mLXRoZS1saW5r", language: "ru" },
    },
    responses: { "204": answer("Changed"), "404": linkInvalid, ...rateLimited },
  }),
  listNewsletterSubscribers: endpoint({
    method: "get",
    path: "/newsletter-subscribers",
    operationId: "listNewsletterSubscribers",
    summary: "Subscribers, newest first (`status` and `language` filter), with the page and campaign they came from",
    role: "admin",
    query: newsletterSubscriberQuerySchema,
    responses: { "200": answer("Subscribers", z.array(newsletterSubscriberSchema)), "400": error("Invalid filter") },
  }),
  countNewsletterSubscribers: endpoint({
    method: "get",
    path: "/newsletter-subscribers/counts",
    operationId: "countNewsletterSubscribers",
    summary: "Subscribers per language and status",
    role: "admin",
    responses: { "200": answer("Counts", newsletterSubscriberCountsSchema) },
  }),
  changeNewsletterSubscriber: endpoint({
    method: "patch",
    path: "/newsletter-subscribers/:id",
    operationId: "changeNewsletterSubscriber",
    summary: "Mark a subscriber bounced or unsubscribed by hand",
    role: "admin",
    params: { id: "The subscriber's _id" },
    body: {
      name: "NewsletterSubscriberChange",
      schema: newsletterSubscriberChangeSchema,
      limit,
      example: { status: "bounced" },
    },
    responses: { "200": answer("Changed", newsletterSubscriberSchema), "404": error("Unknown id") },
  }),
  importNewsletterSubscribers: endpoint({
    method: "post",
    path: "/newsletter-subscribers/import",
    operationId: "importNewsletterSubscribers",
    summary: "Import a CSV of people who already agreed (`email` and optional `language` columns), confirmed at once",
    description:
      "The consent note is kept with each address. Addresses already known keep their state; unsubscribed and bounced ones are counted as suppressed and never mailed again.",
    role: "admin",
    body: {
      name: "NewsletterImportInput",
      schema: newsletterImportInputSchema,
      limit: "1100kb",
      example: {
        csv: "email,language\nreader@example.az,az\nleser@example.com,en\n",
        language: "en",
        consentNote: "Signed up on the paper list at the 2026 Baku meetup",
      },
    },
    responses: { "200": answer("Imported", newsletterImportResultSchema) },
  }),
  newsletterStatus: endpoint({
    method: "get",
    path: "/newsletters/status",
    operationId: "newsletterStatus",
    summary: "Whether the server can send (SMTP_URL is set) and the rate from the settings",
    role: "admin",
    responses: { "200": answer("Status", newsletterStatusSchema) },
  }),
  listNewsletters: endpoint({
    method: "get",
    path: "/newsletters",
    operationId: "listNewsletters",
    summary: "Sends, newest first, with their progress (`postId` keeps those of one post's versions)",
    role: "admin",
    query: z.object({ postId: z.optional(z.string().check(z.maxLength(100))) }),
    responses: { "200": answer("Sends", z.array(newsletterSendSchema)) },
  }),
  scheduleNewsletter: endpoint({
    method: "post",
    path: "/newsletters",
    operationId: "scheduleNewsletter",
    summary: "Send a post as a newsletter: each published language version to that language's confirmed subscribers",
    description:
      "`schedule`: `now`, `withPost` (each version when it is published) or `at` (`scheduledAt`). One send per language version; a language without one gets nothing.",
    role: "admin",
    body: {
      name: "NewsletterSendInput",
      schema: newsletterSendInputSchema,
      limit,
      example: { postId: "0f8fad5b-d9cb-469f-a165-70867728950e", schedule: "at", scheduledAt: "2026-12-01T09:00:00Z" },
    },
    responses: {
      "201": answer("Scheduled", z.array(newsletterSendSchema)),
      "404": error("Unknown post"),
      "409": error("The post is not published (nor scheduled, for withPost), or the server has no SMTP"),
    },
  }),
  previewNewsletter: endpoint({
    method: "post",
    path: "/newsletters/preview",
    operationId: "previewNewsletter",
    summary: "The email a post version would be sent as (subject, HTML, plain text)",
    role: "admin",
    body: testBody,
    responses: { "200": answer("Preview", newsletterPreviewSchema), "404": error("Unknown post") },
  }),
  testNewsletter: endpoint({
    method: "post",
    path: "/newsletters/test",
    operationId: "testNewsletter",
    summary: "Email a post version's newsletter to the signed-in admin's own address",
    role: "admin",
    body: testBody,
    responses: {
      "204": answer("Sent"),
      "404": error("Unknown post"),
      "409": error("The server has no SMTP"),
      "502": error("The mail server refused it"),
    },
  }),
  cancelNewsletter: endpoint({
    method: "post",
    path: "/newsletters/:id/cancel",
    operationId: "cancelNewsletter",
    summary: "Call off a send that has not started",
    role: "admin",
    params: { id: "The send's _id" },
    responses: {
      "200": answer("Cancelled", newsletterSendSchema),
      "404": error("Unknown id"),
      "409": error("Already started"),
    },
  }),
};
