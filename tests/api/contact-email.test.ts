import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../support/api";
import { createTestDatabase, type TestDatabase } from "../support/database";

describe("contact notifications by email, through a real SMTP server", () => {
  const received: { to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let database: TestDatabase;
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    database = await createTestDatabase("sqlite");
    api = await startApi(database, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_TO: "leads@agency.test",
      MAIL_FROM: "site@agency.test",
    });
    token = await api.adminToken();
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const send = (subject: string) =>
    api.call("POST", "/api/contact", {
      body: {
        user_name: "Elvin Məmmədov",
        user_email: "elvin@firma.az",
        subject,
        message: "We would like a new website.",
      },
    });

  it("emails the agency the message, with the visitor as reply-to", async () => {
    expect((await send("Website quote")).status).toBe(201);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const [mail] = received;
    expect(mail!.to).toEqual(["leads@agency.test"]);
    expect(mail!.data).toContain("Subject: Contact form: Website quote");
    expect(mail!.data).toMatch(/Reply-To: .*elvin@firma\.az/);
    const body = mail!.data.replace(/=\r\n/g, ""); // quoted-printable soft line breaks
    expect(body).toContain("We would like a new website.");
  });

  it("still stores the message and answers success when the mail server is down", async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const response = await send("While mail is down");
    expect(response.status).toBe(201);
    const stored = await api.call("GET", "/api/contact-messages", { token });
    expect(stored.body.map((message: { subject: string }) => message.subject)).toContain("While mail is down");
  });
});
