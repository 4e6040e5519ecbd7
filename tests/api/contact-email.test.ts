import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOnTestDatabase } from "../support/api";

/** An email as it was sent: headers unfolded, the subject and text body decoded from MIME. */
function readMail(data: string) {
  const [head = "", ...rest] = data.split("\r\n\r\n");
  const headers = head.replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => headers.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1] ?? "";
  const bytesOfQ = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    );
  const subject = header("Subject").replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    (encoding.toUpperCase() === "B" ? Buffer.from(text, "base64") : bytesOfQ(text.replace(/_/g, " "))).toString("utf8"),
  );
  const raw = rest.join("\r\n\r\n");
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(raw, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? bytesOfQ(raw.replace(/=\r\n/g, "")).toString("utf8")
        : raw;
  return { subject, replyTo: header("Reply-To"), text: text.replace(/\r\n/g, "\n") };
}

describe("lead notifications by email, through a real SMTP server", () => {
  const received: { to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
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
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  const api = apiOnTestDatabase("sqlite", () => ({
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    MAIL_TO: "leads@agency.test",
    MAIL_FROM: "site@agency.test",
  }));
  beforeAll(async () => {
    token = await api.adminToken();
  });

  const send = (subject: string) =>
    api.call("POST", "/api/contact-messages", {
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

  it("emails the agency each new application, in the language the visitor wrote in", async () => {
    const before = received.length;
    const response = await api.call("POST", "/api/applications", {
      headers: { "accept-language": "az-AZ,az;q=0.9" },
      body: {
        name: "Nigar Əliyeva",
        email: "nigar@cayevi.az",
        businessName: "Çay evi",
        phoneNumber: "+994 50 555 12 34",
        message: "Bizə onlayn menyu lazımdır.",
      },
    });
    expect(response.status).toBe(201);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(before + 1);
    const mail = received[before]!;
    expect(mail.to).toEqual(["leads@agency.test"]);
    const { subject, replyTo, text } = readMail(mail.data);
    expect(subject).toBe("Yeni müraciət: Çay evi");
    expect(replyTo).toContain("nigar@cayevi.az");
    expect(text).toContain("Nigar Əliyeva <nigar@cayevi.az> tərəfindən yeni müraciət.");
    expect(text).toContain("Telefon: +994 50 555 12 34");
    expect(text).toContain("Bizə onlayn menyu lazımdır.");
  });

  it("still stores a message or an application and answers success when the mail server is down", async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const response = await send("While mail is down");
    expect(response.status).toBe(201);
    const stored = await api.call("GET", "/api/contact-messages", { token });
    expect(stored.body.map((message: { subject: string }) => message.subject)).toContain("While mail is down");
    const application = await api.call("POST", "/api/applications", {
      body: {
        name: "Down",
        email: "down@firma.az",
        businessName: "Offline",
        phoneNumber: "+994 50 000 00 00",
        message: "Sent while mail is down.",
      },
    });
    expect(application.status).toBe(201);
    const applications = await api.call("GET", "/api/applications", { token });
    expect(applications.body.map((row: { name: string }) => row.name)).toContain("Down");
  });
});
