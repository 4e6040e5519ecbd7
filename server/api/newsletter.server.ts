import { isBot } from "../../common/honeypot";
import { isLanguage } from "../../common/i18n/languages";
import { newsletterContract } from "../../common/contract/newsletter";
import type { NewsletterSubscriberInput } from "../../common/leads";
import { newsletterImportLimits } from "../../common/newsletter";
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
import type { Request } from "express";
import { type ApiContext, implement } from "./operation.server";

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

/**
 * Stores a sign-up, tells staff of a new one and mails its confirmation. It runs after the
 * answer has gone: how long storing and mailing take tells nobody who is on the list either.
 */
async function subscribe(api: ApiContext, req: Request, input: NewsletterSubscriberInput): Promise<void> {
  const language = input.language ?? requestLanguage(req);
  const confirmation = api.newsletter.transport ? api.newsletter.links.newConfirmation() : undefined;
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
}

/** Sign-ups, the subscriber's own links, and staff's subscribers and sends (the endpoints: common/contract/newsletter.ts). */
export const newsletterOperations = implement(newsletterContract, {
  addNewsletterSubscriber: {
    rateLimit: "leads",
    handle({ req, body: input }, api) {
      // Answered first (the same answer for a bot); the sign-up is stored after.
      if (!isBot(input)) void subscribe(api, req, input);
      return { status: 201, body: { email: input.email } };
    },
  },
  unsubscribeFromNewsletter: {
    rateLimit: "leads",
    async handle({ query }, api) {
      if (!(await unsubscribeSubscriber(api.db, subscriberOfLink(api, query.token))))
        throw notFound("newsletter.linkInvalid");
      return { status: 204 };
    },
  },
  changeNewsletterLanguage: {
    rateLimit: "leads",
    async handle({ body }, api) {
      if (!(await changeSubscriberLanguage(api.db, subscriberOfLink(api, body.token), body.language)))
        throw notFound("newsletter.linkInvalid");
      return { status: 204 };
    },
  },
  listNewsletterSubscribers: {
    async handle({ query }, { db }) {
      return { status: 200, body: (await listNewsletterSubscribers(db, query)).map(toNewsletterSubscriberJson) };
    },
  },
  countNewsletterSubscribers: {
    async handle(_request, { db }) {
      return { status: 200, body: await countNewsletterSubscribers(db) };
    },
  },
  changeNewsletterSubscriber: {
    async handle({ body, params }, { db }) {
      const row = await setSubscriberStatus(db, params.id, body.status);
      if (!row) throw notFound("newsletter.subscriberNotFound");
      return { status: 200, body: toNewsletterSubscriberJson(row) };
    },
  },
  importNewsletterSubscribers: {
    async handle({ body }, { db }) {
      const { entries, invalid } = parseSubscriberCsv(body.csv, body.language, isLanguage);
      if (entries.length > newsletterImportLimits.rows)
        throw new HttpError(400, "newsletter.tooManyRows", { max: newsletterImportLimits.rows });
      return { status: 200, body: { ...(await importSubscribers(db, entries, body.consentNote)), invalid } };
    },
  },
  newsletterStatus: {
    async handle(_request, api) {
      return {
        status: 200,
        body: {
          smtpConfigured: Boolean(api.newsletter.transport),
          ratePerMinute: (await api.siteSettings()).newsletterRatePerMinute,
        },
      };
    },
  },
  listNewsletters: {
    async handle({ query }, { db }) {
      return { status: 200, body: await listSends(db, { postId: query.postId }) };
    },
  },
  scheduleNewsletter: {
    async handle({ res, body }, api) {
      if (!api.newsletter.transport) throw needsSmtp();
      const ids = await scheduleSends(api.db, body, currentUser(res).id).catch((cause: unknown) => {
        throw sendFailure(cause);
      });
      announceNewsletterScheduled(api.db);
      const sends = await listSends(api.db, { postId: body.postId });
      return { status: 201, body: sends.filter((send) => ids.includes(send._id)) };
    },
  },
  previewNewsletter: {
    async handle({ body }, api) {
      return { status: 200, body: await renderPostEmail(api, body.postId) };
    },
  },
  testNewsletter: {
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
      return { status: 204 };
    },
  },
  cancelNewsletter: {
    async handle({ params }, { db }) {
      const cancelled = await cancelSend(db, params.id);
      const [send] = await listSends(db, { id: params.id });
      if (!send) throw notFound("newsletter.sendNotFound");
      if (!cancelled) throw new HttpError(409, "newsletter.alreadyStarted");
      return { status: 200, body: send };
    },
  },
});
