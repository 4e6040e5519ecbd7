import * as z from "zod/mini";
import { isBot } from "../../common/honeypot";
import { isLanguage } from "../../common/i18n/languages";
import {
  newsletterSubscriberInputSchema,
  type NewsletterSubscription,
  newsletterSubscriptionSchema,
} from "../../common/leads";
import {
  newsletterImportInputSchema,
  newsletterImportLimits,
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
} from "../../common/newsletter";
import { currentUser } from "../auth/require-staff.server";
import {
  changeSubscriberLanguage,
  countNewsletterSubscribers,
  importSubscribers,
  listNewsletterSubscribers,
  setSubscriberStatus,
  subscribeFromForm,
  toNewsletterSubscriberJson,
  unsubscribeSubscriber,
} from "../db/newsletter-subscribers.server";
import { HttpError, notFound } from "../http-error.server";
import { parseSubscriberCsv } from "../newsletter/subscriber-csv.server";
import { renderConfirmation, renderNewsletter, unsubscribeUrlSlot } from "../newsletter/newsletter-email.server";
import { announceNewsletterScheduled } from "../newsletter/newsletter-services.server";
import { cancelSend, listSends, NewsletterSendError, scheduleSends } from "../newsletter/newsletter-sends.server";
import { requestLanguage } from "../request-language.server";
import { leadReceived } from "./lead-received.server";
import { type ApiContext, answer, error, operation, rateLimited } from "./operation.server";

const limit = "20kb";
const needsSmtp = () => new HttpError(409, "newsletter.needsSmtp");

/** The subscriber a link's token names; a forged or unknown one is a 404 (tokens are unguessable). */
function subscriberOfLink(api: ApiContext, token: string): string {
  const id = api.newsletter.links.subscriberOf(token);
  if (!id) throw notFound("newsletter.linkInvalid");
  return id;
}

/** The version of a post a preview or test send shows, rendered as its subscribers will get it. */
async function renderPostEmail(api: ApiContext, postId: string) {
  const post = await api.db
    .selectFrom("posts")
    .select(["title", "excerpt", "content", "image", "slug", "language"])
    .where("id", "=", postId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
  if (!post) throw notFound("newsletter.postNotFound");
  return renderNewsletter(
    { settings: await api.siteSettings(), siteUrl: api.config.siteUrl, language: post.language },
    { ...post, url: `${api.config.siteUrl}/blog/${encodeURIComponent(post.slug)}` },
  );
}

const sendFailure = (cause: unknown) => {
  if (cause instanceof NewsletterSendError)
    return cause.reason === "notFound"
      ? notFound("newsletter.postNotFound")
      : new HttpError(409, "newsletter.postNotPublished");
  return cause;
};

/** Sign-ups, the subscriber's own links, and staff's subscribers and sends (docs/decisions/052). */
export const newsletterOperations = [
  operation({
    method: "post",
    path: "/newsletter-subscribers",
    operationId: "addNewsletterSubscriber",
    summary: "Subscribe: a confirmation is emailed in the subscriber's language (double opt-in)",
    description:
      "The answer is the same whether the address was new, pending, confirmed or had left: the form tells nobody who is on the list. Without SMTP the address is kept and its confirmation sent once SMTP is configured.",
    role: "public",
    rateLimit: "leads",
    body: { name: "NewsletterSubscriberInput", schema: newsletterSubscriberInputSchema, limit },
    responses: { "201": answer("Received", newsletterSubscriptionSchema), ...rateLimited },
    async handle({ req, res, body: input }, api) {
      res.status(201).json({ email: input.email } satisfies NewsletterSubscription);
      if (isBot(input)) return;
      const language = input.language ?? requestLanguage(req);
      const confirmation = api.newsletter.transport ? api.newsletter.links.newConfirmation() : undefined;
      // Answered first: how long storing and mailing take tells nothing either.
      try {
        const subscriber = await subscribeFromForm(api.db, {
          email: input.email,
          language,
          tokenHash: confirmation?.hash ?? null,
        });
        if (subscriber.created)
          await leadReceived(api, req, {
            kind: "newsletterSubscriber",
            id: subscriber.id,
            name: input.email,
            email: input.email,
            subjectKey: "leadMail.subscriberSubject",
            bodyKey: "leadMail.subscriberBody",
            values: { email: input.email },
            json: { _id: subscriber.id, email: input.email, language },
          });
        if (!subscriber.confirm || !confirmation || !api.newsletter.transport) return;
        const email = await renderConfirmation(
          { settings: await api.siteSettings(), siteUrl: api.config.siteUrl, language },
          api.newsletter.links.confirmUrl(confirmation.token),
        );
        await api.newsletter.transport.send({ from: api.config.smtp!.from, to: input.email, ...email });
      } catch (cause) {
        api.logger.warn({ err: cause }, "newsletter sign-up or its confirmation email failed");
      }
    },
  }),
  operation({
    method: "post",
    path: "/newsletter/unsubscribe",
    operationId: "unsubscribeFromNewsletter",
    summary: "One-click unsubscribe (RFC 8058), the address every newsletter's List-Unsubscribe names",
    description:
      "Mail providers POST `List-Unsubscribe=One-Click` here; the body is not needed. The address is kept as suppressed: never mailed again, not even by an import.",
    role: "public",
    rateLimit: "leads",
    query: newsletterLinkQuerySchema,
    responses: { "204": answer("Unsubscribed"), "404": error("Forged or unknown link"), ...rateLimited },
    async handle({ res, query }, api) {
      if (!(await unsubscribeSubscriber(api.db, subscriberOfLink(api, query.token))))
        throw notFound("newsletter.linkInvalid");
      res.status(204).end();
    },
  }),
  operation({
    method: "post",
    path: "/newsletter/language",
    operationId: "changeNewsletterLanguage",
    summary: "A subscriber chooses the language of their newsletters (from the link in each one)",
    role: "public",
    rateLimit: "leads",
    body: { name: "NewsletterLanguageInput", schema: newsletterLanguageInputSchema, limit },
    responses: { "204": answer("Changed"), "404": error("Forged or unknown link"), ...rateLimited },
    async handle({ res, body }, api) {
      if (!(await changeSubscriberLanguage(api.db, subscriberOfLink(api, body.token), body.language)))
        throw notFound("newsletter.linkInvalid");
      res.status(204).end();
    },
  }),
  operation({
    method: "get",
    path: "/newsletter-subscribers",
    operationId: "listNewsletterSubscribers",
    summary: "Subscribers, newest first (`status` and `language` filter), with the page and campaign they came from",
    role: "admin",
    query: newsletterSubscriberQuerySchema,
    responses: { "200": answer("Subscribers", z.array(newsletterSubscriberSchema)), "400": error("Invalid filter") },
    async handle({ res, query }, { db }) {
      res.json((await listNewsletterSubscribers(db, query)).map(toNewsletterSubscriberJson));
    },
  }),
  operation({
    method: "get",
    path: "/newsletter-subscribers/counts",
    operationId: "countNewsletterSubscribers",
    summary: "Subscribers per language and status",
    role: "admin",
    responses: { "200": answer("Counts", newsletterSubscriberCountsSchema) },
    async handle({ res }, { db }) {
      res.json(await countNewsletterSubscribers(db));
    },
  }),
  operation({
    method: "patch",
    path: "/newsletter-subscribers/:id",
    operationId: "changeNewsletterSubscriber",
    summary: "Mark a subscriber bounced or unsubscribed by hand",
    role: "admin",
    params: { id: "The subscriber's _id" },
    body: { name: "NewsletterSubscriberChange", schema: newsletterSubscriberChangeSchema, limit },
    responses: { "200": answer("Changed", newsletterSubscriberSchema), "404": error("Unknown id") },
    async handle({ res, body, params }, { db }) {
      const row = await setSubscriberStatus(db, params.id, body.status);
      if (!row) throw notFound("newsletter.subscriberNotFound");
      res.json(toNewsletterSubscriberJson(row));
    },
  }),
  operation({
    method: "post",
    path: "/newsletter-subscribers/import",
    operationId: "importNewsletterSubscribers",
    summary: "Import a CSV of people who already agreed (`email` and optional `language` columns), confirmed at once",
    description:
      "The consent note is kept with each address. Addresses already known keep their state; unsubscribed and bounced ones are counted as suppressed and never mailed again.",
    role: "admin",
    body: { name: "NewsletterImportInput", schema: newsletterImportInputSchema, limit: "1100kb" },
    responses: { "200": answer("Imported", newsletterImportResultSchema) },
    async handle({ res, body }, { db }) {
      const { entries, invalid } = parseSubscriberCsv(body.csv, body.language, isLanguage);
      if (entries.length > newsletterImportLimits.rows)
        throw new HttpError(400, "newsletter.tooManyRows", { max: newsletterImportLimits.rows });
      res.json({ ...(await importSubscribers(db, entries, body.consentNote)), invalid });
    },
  }),
  operation({
    method: "get",
    path: "/newsletters/status",
    operationId: "newsletterStatus",
    summary: "Whether the server can send (SMTP_URL is set) and the rate from the settings",
    role: "admin",
    responses: { "200": answer("Status", newsletterStatusSchema) },
    async handle({ res }, api) {
      res.json({
        smtpConfigured: Boolean(api.newsletter.transport),
        ratePerMinute: (await api.siteSettings()).newsletterRatePerMinute,
      });
    },
  }),
  operation({
    method: "get",
    path: "/newsletters",
    operationId: "listNewsletters",
    summary: "Sends, newest first, with their progress (`postId` keeps those of one post's versions)",
    role: "admin",
    query: z.object({ postId: z.optional(z.string().check(z.maxLength(100))) }),
    responses: { "200": answer("Sends", z.array(newsletterSendSchema)) },
    async handle({ res, query }, { db }) {
      res.json(await listSends(db, { postId: query.postId }));
    },
  }),
  operation({
    method: "post",
    path: "/newsletters",
    operationId: "scheduleNewsletter",
    summary: "Send a post as a newsletter: each published language version to that language's confirmed subscribers",
    description:
      "`schedule`: `now`, `withPost` (each version when it is published) or `at` (`scheduledAt`). One send per language version; a language without one gets nothing.",
    role: "admin",
    body: { name: "NewsletterSendInput", schema: newsletterSendInputSchema, limit },
    responses: {
      "201": answer("Scheduled", z.array(newsletterSendSchema)),
      "404": error("Unknown post"),
      "409": error("The post is not published (nor scheduled, for withPost), or the server has no SMTP"),
    },
    async handle({ res, body }, api) {
      if (!api.newsletter.transport) throw needsSmtp();
      const ids = await scheduleSends(api.db, body, currentUser(res).id).catch((cause: unknown) => {
        throw sendFailure(cause);
      });
      announceNewsletterScheduled(api.db);
      const sends = await listSends(api.db, { postId: body.postId });
      res.status(201).json(sends.filter((send) => ids.includes(send._id)));
    },
  }),
  operation({
    method: "post",
    path: "/newsletters/preview",
    operationId: "previewNewsletter",
    summary: "The email a post version would be sent as (subject, HTML, plain text)",
    role: "admin",
    body: { name: "NewsletterTestInput", schema: newsletterTestInputSchema, limit },
    responses: { "200": answer("Preview", newsletterPreviewSchema), "404": error("Unknown post") },
    async handle({ res, body }, api) {
      res.json(await renderPostEmail(api, body.postId));
    },
  }),
  operation({
    method: "post",
    path: "/newsletters/test",
    operationId: "testNewsletter",
    summary: "Email a post version's newsletter to the signed-in admin's own address",
    role: "admin",
    body: { name: "NewsletterTestInput", schema: newsletterTestInputSchema, limit },
    responses: {
      "204": answer("Sent"),
      "404": error("Unknown post"),
      "409": error("The server has no SMTP"),
      "502": error("The mail server refused it"),
    },
    async handle({ res, body }, api) {
      const transport = api.newsletter.transport;
      if (!transport) throw needsSmtp();
      const email = await renderPostEmail(api, body.postId);
      const to = currentUser(res).email;
      try {
        await transport.send({
          from: api.config.smtp!.from,
          to,
          subject: email.subject,
          html: email.html.replaceAll(unsubscribeUrlSlot, api.config.siteUrl),
          text: email.text.replaceAll(unsubscribeUrlSlot, api.config.siteUrl),
        });
      } catch (cause) {
        api.logger.warn({ err: cause }, "newsletter test send failed");
        throw new HttpError(502, "newsletter.mailFailed");
      }
      res.status(204).end();
    },
  }),
  operation({
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
    async handle({ res, params }, { db }) {
      const cancelled = await cancelSend(db, params.id);
      const [send] = await listSends(db, { id: params.id });
      if (!send) throw notFound("newsletter.sendNotFound");
      if (!cancelled) throw new HttpError(409, "newsletter.alreadyStarted");
      res.json(send);
    },
  }),
];
