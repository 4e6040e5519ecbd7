import type { Transporter } from "nodemailer";
import { getServerT } from "../i18n.server";
import type { Language } from "../../common/i18n/languages";
import type { Application, ContactMessage } from "../../common/leads";
import type { Config } from "../config.server";
import type { Logger } from "../logger.server";

/** What the email about a new contact message tells of it. */
export type ContactMessageNotification = Pick<ContactMessage, "name" | "email" | "subject" | "message">;

/** What the email about a new application tells of it. */
export type ApplicationNotification = Pick<Application, "name" | "email" | "businessName" | "phoneNumber" | "message">;

/**
 * Emails the agency about each new lead, in the language the visitor wrote in (the
 * language staff will likely answer in), to `to` (the settings' notification address) or
 * else MAIL_TO. Failures are logged, never thrown.
 */
export interface Mailer {
  notifyContactMessage(message: ContactMessageNotification, language: Language, to?: string): Promise<void>;
  notifyApplication(application: ApplicationNotification, language: Language, to?: string): Promise<void>;
}

/** One email to the agency: its subject and body are `api` translation keys, filled with `values`. */
interface Notification {
  kind: string;
  replyTo: { name: string; address: string };
  subjectKey: string;
  bodyKey: string;
  values: Record<string, string>;
}

/** Sends through SMTP_URL when it is set; without it, leads are only stored. */
export function createMailer(config: Config, logger: Logger): Mailer {
  const smtp = config.smtp;
  if (!smtp) return { notifyContactMessage: async () => {}, notifyApplication: async () => {} };
  // nodemailer is loaded with the first message, not at start.
  let transport: Promise<Transporter> | undefined;
  const smtpTransport = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtp.url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));

  const send = async (notification: Notification, language: Language, to = smtp.to) => {
    const t = getServerT(language);
    const values = { ...notification.values, site: config.siteUrl };
    try {
      await (
        await smtpTransport()
      ).sendMail({
        from: smtp.from,
        to,
        replyTo: notification.replyTo,
        subject: t(`api:${notification.subjectKey}`, values),
        text: t(`api:${notification.bodyKey}`, values),
      });
    } catch (error) {
      logger.error({ err: error }, `${notification.kind} notification email failed; it is stored`);
    }
  };

  return {
    notifyContactMessage: (message, language, to) =>
      send(
        {
          kind: "contact message",
          replyTo: { name: message.name, address: message.email },
          subjectKey: "mailContactMessageSubject",
          bodyKey: "mailContactMessageBody",
          values: { ...message },
        },
        language,
        to,
      ),
    notifyApplication: (application, language, to) =>
      send(
        {
          kind: "application",
          replyTo: { name: application.name, address: application.email },
          subjectKey: "mailApplicationSubject",
          bodyKey: "mailApplicationBody",
          values: { ...application },
        },
        language,
        to,
      ),
  };
}
