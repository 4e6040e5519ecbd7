import type { Request } from "express";
import type { Language } from "../../common/i18n/languages";
import { leadOriginFields, leadOriginText } from "../../common/lead-story";
import type { LeadOrigin } from "../../common/traffic";
import type { LeadKind } from "../../common/leads";
import { findLeadOrigin } from "../db/lead-story.server";
import { enqueueOutbox } from "../db/outbox.server";
import { queueWebhookEvent } from "../db/webhooks.server";
import { getServerT } from "../i18n.server";
import { leadEmailKind } from "../outbox/outbox-senders.server";
import type { Mail } from "../mail/mailer.server";
import { requestLanguage } from "../request-language.server";
import { recordLeadOrigin } from "../traffic/lead-origin.server";
import type { ApiContext } from "./operation.server";

/** A lead just stored, as its handler tells of it. */
export interface NewLead {
  kind: Exclude<LeadKind, "comment">;
  id: string;
  /** Who sent it (the email's Reply-To). */
  name: string;
  email: string;
  /** The `api` keys of the email's subject and body, filled with `values`. */
  subjectKey: string;
  bodyKey: string;
  values: Record<string, string>;
  /** What the lead.created webhook event carries: the lead as the API shows it. */
  json: Record<string, unknown>;
}

/** The admin screen that shows a lead of each kind, opened on it. */
const adminScreens: Record<NewLead["kind"], string> = {
  application: "applications",
  contactMessage: "messages",
  logoOrder: "logo-orders",
  newsletterSubscriber: "subscribers",
};

export function adminLeadUrl(siteUrl: string, lead: Pick<NewLead, "kind" | "id">): string {
  const screen = `${siteUrl}/admin/${adminScreens[lead.kind]}`;
  return lead.kind === "newsletterSubscriber" ? screen : `${screen}?open=${encodeURIComponent(lead.id)}`;
}

/**
 * The email staff get: the lead, its story (one labelled line per known part of its origin)
 * and a link to it, written in `language` (the recipient's); `visitorLanguage` is the one
 * the lead was sent in.
 */
export function leadEmail(
  lead: NewLead,
  origin: LeadOrigin | undefined,
  {
    language,
    visitorLanguage = language,
    siteUrl,
  }: { language: Language; visitorLanguage?: Language; siteUrl: string },
): Omit<Mail, "to"> {
  const t = getServerT(language);
  const values = { ...lead.values, site: siteUrl };
  const story = origin
    ? leadOriginFields
        .map((field) => [field, leadOriginText(origin, field)] as const)
        .filter(([, text]) => text)
        .map(([field, text]) => `${t(`api:leadMail.origin.${field}`)}: ${text}`)
    : [];
  const lines = [
    t(`api:${lead.bodyKey}`, values),
    [t("api:leadMail.language"), visitorLanguage].join(": "),
    ...(lead.values.package ? [`${t("api:leadMail.package")}: ${lead.values.package}`] : []),
    ...story,
    "",
    t("api:leadMail.open", { url: adminLeadUrl(siteUrl, lead) }),
  ];
  return {
    replyTo: { name: lead.name, address: lead.email },
    subject: t(`api:${lead.subjectKey}`, values),
    text: lines.join("\n"),
  };
}

/**
 * What every new lead sets off, once it is stored: its origin recorded, an email to each of
 * the settings' recipients in their language (none chosen: MAIL_TO, in the language the
 * visitor wrote in) and the `lead.created` webhook queued in the outbox (decision 051).
 * The job sends them; the visitor's answer never waits on a mail server or a receiver. A failure to queue is
 * logged, never the visitor's error: the lead is stored.
 */
export async function leadReceived(api: ApiContext, req: Request, lead: NewLead): Promise<void> {
  await recordLeadOrigin(api.db, api.traffic, req, lead);
  try {
    const origin = await findLeadOrigin(api.db, lead);
    if (api.mailer.enabled) {
      const recipients = await api.siteSettings().then(
        (settings) => settings.notificationRecipients,
        () => [],
      );
      // No recipient chosen: MAIL_TO (the mailer's default), in the visitor's language.
      const visitorLanguage = requestLanguage(req);
      const emails = recipients.length
        ? recipients.map((recipient) => ({ to: recipient.email, language: recipient.language }))
        : [{ to: undefined, language: visitorLanguage }];
      await enqueueOutbox(
        api.db,
        emails.map(({ to, language }) => ({
          kind: leadEmailKind,
          payload: {
            ...leadEmail(lead, origin, { language, visitorLanguage, siteUrl: api.config.siteUrl }),
            to,
          } satisfies Mail,
        })),
      );
    }
    await queueWebhookEvent(api.db, "lead.created", { kind: lead.kind, lead: lead.json, origin: origin ?? null });
  } catch (error) {
    api.logger.error({ err: error, lead: { kind: lead.kind, id: lead.id } }, "new lead's notifications not queued");
  }
}
