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
      const [{ default: MailComposer }, smtp] = await Promise.all([import("nodemailer/lib/mail-composer"), transport()]);
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
      // The message is all written at once; its end (and SMTP's final ".") waits for beforeFinish.
      const raw = new Readable({ read() {} });
      raw.push(message);
      let finished = false;
      const finish = async () => {
        if (finished) return;
        finished = true;
        try {
          await beforeFinish?.();
          raw.push(null);
        } catch (error) {
          raw.destroy(error as Error);
        }
      };
      // Finished once the transport has drained every byte given so far.
      raw.on("data", () => {
        if (raw.readableLength === 0) void finish();
      });
      await smtp.sendMail({ envelope: { from: email.from, to: [email.to] }, raw });
    },
    close() {
      void pool?.then((smtp) => smtp.close());
    },
  };
}
