import type { Transporter } from "nodemailer";
import type { Config } from "../config.server";
import type { Logger } from "../logger.server";

export interface ContactNotification {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface Mailer {
  /**
   * Emails the agency about a contact message, to `to` (the settings' notification address)
   * or else MAIL_TO; failures are logged, never thrown.
   */
  notifyContactMessage(message: ContactNotification, to?: string): Promise<void>;
}

/** Sends through SMTP_URL when it is set; without it, messages are only stored. */
export function createMailer(config: Config, logger: Logger): Mailer {
  const smtp = config.smtp;
  if (!smtp) return { notifyContactMessage: async () => {} };
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
  return {
    async notifyContactMessage(message, to = smtp.to) {
      try {
        await (
          await smtpTransport()
        ).sendMail({
          from: smtp.from,
          to,
          replyTo: { name: message.name, address: message.email },
          subject: `Contact form: ${message.subject}`,
          text: `${message.name} <${message.email}> wrote:\n\n${message.message}\n\n— ${config.siteUrl}`,
        });
      } catch (error) {
        logger.error({ err: error }, "contact notification email failed; the message is stored");
      }
    },
  };
}
