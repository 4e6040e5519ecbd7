import type { Transporter } from "nodemailer";
import type { Config } from "../config.server";

/** One email from the site: to `to` (MAIL_TO when left out), answered to `replyTo`. */
export interface Mail {
  to?: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
}

/**
 * Sends the site's email through SMTP_URL (nodemailer, loaded with the first message).
 * Without SMTP_URL `enabled` is false and nothing is queued for it. `send` throws when the
 * server refuses or cannot be reached: its callers (the outbox's job, a staff reply) decide
 * what a failure means.
 */
export interface Mailer {
  enabled: boolean;
  send(mail: Mail): Promise<void>;
}

export function createMailer(config: Config): Mailer {
  const smtp = config.smtp;
  if (!smtp)
    return {
      enabled: false,
      send: async () => {
        throw new Error("SMTP_URL is not set");
      },
    };
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
    enabled: true,
    async send({ to = smtp.to, replyTo, subject, text }) {
      await (await smtpTransport()).sendMail({ from: smtp.from, to, replyTo, subject, text });
    },
  };
}
