import { Readable } from "node:stream";
import type { Transporter } from "nodemailer";

/** One message as the newsletter sends it. */
export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per send and recipient, so a receiving server can tell a repeat (decision 052). */
  messageId?: string;
  headers?: Record<string, string>;
}

export interface NewsletterTransport {
  /**
   * Sends one message. `beforeFinish` runs once the whole message is written and before
   * the line that completes it (SMTP's final "."): if it throws, or the process dies before
   * it returns, the server discards the message; once it has returned, the message is
   * completed at once. That is how a delivery is recorded as sent exactly once (docs/decisions/052).
   */
  send(email: OutgoingEmail, beforeFinish?: () => Promise<void>): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, over one pooled connection (loaded with the first message). */
export function smtpNewsletterTransport(smtpUrl: string): NewsletterTransport {
  let pool: Promise<Transporter> | undefined;
  const transport = () =>
    (pool ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 1,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));

  return {
    async send(email, beforeFinish) {
      const [{ default: MailComposer }, smtp] = await Promise.all([
        import("nodemailer/lib/mail-composer"),
        transport(),
      ]);
      const message = await new MailComposer({
        from: email.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: email.messageId,
        headers: email.headers,
      })
        .compile()
        .build();
      // The message is given whole at the first read; the transport asks for more only once
      // it has taken it, and only then does beforeFinish run and the stream end (SMTP's ".").
      let reads = 0;
      const raw = new Readable({
        read() {
          reads += 1;
          if (reads === 1) return void this.push(message);
          if (reads > 2) return;
          (beforeFinish ?? (async () => {}))().then(
            () => this.push(null),
            (error: unknown) => this.destroy(error as Error),
          );
        },
      });
      await smtp.sendMail({ envelope: { from: email.from, to: [email.to] }, raw });
    },
    close() {
      void pool?.then((smtp) => smtp.close());
    },
  };
}
