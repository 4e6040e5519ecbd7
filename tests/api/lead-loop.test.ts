import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../support/api";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { locale } from "../support/html";
import { type SmtpProcess, startSmtpProcess } from "../support/smtp-process";
import { signatureHolds, startWebhookReceiver } from "../support/webhook-receiver";

/** The text of a message as sent, with quoted-printable soft breaks and escapes undone. */
const unfolded = (data: string) =>
  Buffer.from(
    data.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const sendMessage = (api: TestApi, subject = "Website quote") =>
  api.call("POST", "/api/contact-messages", {
    body: { user_name: "Elvin Məmmədov", user_email: "elvin@firma.az", subject, message: "We need a site." },
  });

describe.each(testDialects)("the lead loop on %s", (dialect) => {
  let database: TestDatabase;
  let smtp: SmtpProcess;
  let api: TestApi;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    smtp = await startSmtpProcess();
    database = await createTestDatabase(dialect);
    api = await startApi(database, {
      SMTP_URL: smtp.url,
      MAIL_TO: "leads@agency.test",
      MAIL_FROM: "site@agency.test",
      SITE_URL: "https://agency.test",
    });
    admin = await api.adminToken();
    editor = await api.editorToken();
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
    await smtp?.stop();
  });

  it("emails staff about a new lead with its story and a link to it in the admin", async () => {
    const before = smtp.received.length;
    const { status, body: lead } = await sendMessage(api);
    expect(status).toBe(201);
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(before + 1);
    const mail = smtp.received[before]!;
    expect(mail.to).toEqual(["leads@agency.test"]);
    const text = unfolded(mail.data);
    expect(text).toContain("Subject: Contact form: Website quote");
    expect(text).toContain("Language: en");
    expect(text).toContain(`https://agency.test/admin/messages?open=${lead._id}`);
    await expect
      .poll(async () =>
        (await database.db.selectFrom("outbox").select("status").where("kind", "=", "leadEmail").execute()).map(
          (row) => row.status,
        ),
      )
      .toEqual(["sent"]);
  });

  it("emails each recipient chosen in the settings once, in that recipient's language", async () => {
    const { body: settings } = await api.call("GET", "/api/settings", { token: admin });
    const recipients = [
      { email: "satis@agency.test", language: "tr" },
      { email: "prodazhi@agency.test", language: "ru" },
    ];
    const saved = await api.call("PUT", "/api/settings", {
      token: admin,
      body: { ...settings, notificationRecipients: recipients },
    });
    expect(saved.status).toBe(200);
    try {
      const before = smtp.received.length;
      const { status, body: lead } = await sendMessage(api, "Two recipients");
      expect(status).toBe(201);
      await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(before + 2);
      const mails = smtp.received.slice(before);
      for (const { email, language } of recipients) {
        const sent = mails.filter((mail) => mail.to.includes(email));
        expect(sent, email).toHaveLength(1);
        const text = unfolded(sent[0]!.data);
        // Labelled in the recipient's language; the lead itself was written in English.
        expect(text).toContain(`${locale(language, "api", "leadMail.language")}: en`);
        expect(text).toContain(
          locale(language, "api", "leadMail.open").replace(
            "{{url}}",
            `https://agency.test/admin/messages?open=${lead._id}`,
          ),
        );
      }
      expect(mails.some((mail) => mail.to.includes("leads@agency.test"))).toBe(false);
    } finally {
      await api.call("PUT", "/api/settings", { token: admin, body: settings });
    }
  });

  it("keeps an application's package as a field of its own, with no message needed, and tells staff of it", async () => {
    const before = smtp.received.length;
    const { status, body } = await api.call("POST", "/api/applications", {
      body: {
        name: "Nigar Əliyeva",
        email: "nigar@cayevi.az",
        businessName: "Çay evi",
        phoneNumber: "+994 50 555 12 34",
        package: "BREND +",
      },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ package: "BREND +", message: "" });
    const { body: listed } = await api.call("GET", "/api/applications", { token: admin });
    expect(listed.find((row: { _id: string }) => row._id === body._id).package).toBe("BREND +");
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(before + 1);
    expect(unfolded(smtp.received[before]!.data)).toContain("Package: BREND +");
  });

  it("shows a lead's story: where it came from, then the replies staff sent", async () => {
    const { body: lead } = await sendMessage(api, "With a campaign");
    // What the counter would have recorded for a visit that came from a newsletter campaign.
    await database.db.deleteFrom("leadSources").where("leadId", "=", lead._id).execute();
    await database.db
      .insertInto("leadSources")
      .values({
        leadKind: "contactMessage",
        leadId: lead._id,
        createdAt: new Date().toISOString(),
        page: "/contact",
        entryPath: "/packages",
        source: "site",
        referrer: "news.example",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "winter",
      })
      .execute();
    const story = await api.call("GET", `/api/leads/contactMessage/${lead._id}/story`, { token: admin });
    expect(story.status).toBe(200);
    expect(story.body).toEqual({
      origin: expect.objectContaining({
        channel: "campaign",
        source: "newsletter",
        medium: "email",
        campaign: "winter",
        referrer: "news.example",
        landingPage: "/packages",
        formPage: "/contact",
      }),
      replies: [],
    });

    expect((await api.call("GET", `/api/leads/visitor/${lead._id}/story`, { token: admin })).status).toBe(404);
    expect((await api.call("GET", "/api/leads/contactMessage/unknown/story", { token: admin })).status).toBe(404);
  });

  it("sends a staff reply from the site with Reply-To the staff member, keeps it in the timeline and marks the lead contacted", async () => {
    const { body: lead } = await sendMessage(api, "Needs an answer");
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const before = smtp.received.length;
    const reply = await api.call("POST", `/api/leads/contactMessage/${lead._id}/replies`, {
      token: admin,
      body: { subject: "Re: Needs an answer", message: "Thank you, Elvin. When can we call?" },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ to: "elvin@firma.az", sentBy: { name: "Test Admin" } });
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes("elvin@firma.az")).length).toBe(1);
    const sent = smtp.received.slice(before).find((mail) => mail.to.includes("elvin@firma.az"))!;
    const text = unfolded(sent.data);
    expect(text.replace(/\r\n[ \t]+/g, " ")).toMatch(/Reply-To: Test Admin <admin-[^@]+@test\.local>/);
    expect(text).toContain("Thank you, Elvin. When can we call?");

    const { body: messages } = await api.call("GET", "/api/contact-messages", { token: admin });
    expect(messages.find((message: { _id: string }) => message._id === lead._id).status).toBe("contacted");
    const { body: story } = await api.call("GET", `/api/leads/contactMessage/${lead._id}/story`, { token: admin });
    expect(story.replies).toEqual([reply.body]);
    const { body: dashboard } = await api.call("GET", "/api/dashboard", { token: admin });
    expect(dashboard.activity[0]).toMatchObject({
      kind: "contactMessage.statusChanged",
      actor: { name: "Test Admin" },
    });
  });

  it("refuses a reply with bad input, without a token or with a forged one, from an editor, or to an unknown lead", async () => {
    const { body: lead } = await sendMessage(api, "Guarded");
    const path = `/api/leads/contactMessage/${lead._id}/replies`;
    const body = { subject: "Hello", message: "Hi" };
    const bad = await api.call("POST", path, { token: admin, body: { subject: " ", message: "" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["subject", "message"]));
    expect((await api.call("POST", path, { body })).status).toBe(401);
    expect((await api.call("POST", path, { body, token: `${admin.slice(0, -4)}AAAA` })).status).toBe(401);
    expect((await api.call("POST", path, { body, token: editor })).status).toBe(403);
    expect((await api.call("GET", `/api/leads/contactMessage/${lead._id}/story`, { token: editor })).status).toBe(403);
    expect((await api.call("POST", "/api/leads/application/unknown/replies", { body, token: admin })).status).toBe(404);
    const { body: story } = await api.call("GET", `/api/leads/contactMessage/${lead._id}/story`, { token: admin });
    expect(story.replies).toEqual([]);
  });

  it("lets only admins add, list and remove webhooks, and refuses a bad address or event", async () => {
    const input = { url: "https://hooks.example/in", events: ["lead.created"] };
    expect((await api.call("POST", "/api/webhooks", { body: input })).status).toBe(401);
    expect((await api.call("POST", "/api/webhooks", { body: input, token: editor })).status).toBe(403);
    expect((await api.call("GET", "/api/webhooks/deliveries", { token: editor })).status).toBe(403);
    const bad = await api.call("POST", "/api/webhooks", {
      token: admin,
      body: { url: "ftp://hooks.example", events: ["lead.deleted"] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["url", "events.0"]));
    expect((await api.call("POST", "/api/webhooks", { token: admin, body: { ...input, events: [] } })).status).toBe(
      400,
    );
    const added = await api.call("POST", "/api/webhooks", { token: admin, body: input });
    expect(added.status).toBe(201);
    expect(added.body.secret).toMatch(/^whsec_/);
    expect((await api.call("GET", "/api/webhooks", { token: admin })).body).toEqual([added.body]);
    expect((await api.call("DELETE", `/api/webhooks/${added.body._id}`, { token: admin })).status).toBe(204);
    expect((await api.call("DELETE", `/api/webhooks/${added.body._id}`, { token: admin })).status).toBe(404);
    expect((await api.call("POST", "/api/webhooks/deliveries/unknown/retry", { token: admin })).status).toBe(404);
  });
});

describe.each(testDialects)("webhooks on %s, with two instances on one database", (dialect) => {
  let database: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const instances: TestApi[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver(2);
    database = await createTestDatabase(dialect);
    // Each instance runs its own job; a short backoff so the retries come within the test.
    for (let i = 0; i < 2; i++)
      instances.push(await startApi(database, {}, { outbox: { backoffBaseMs: 200, checkEveryMs: 50 } }));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database?.drop();
    await receiver?.close();
  });

  it("signs each delivery, retries it after two failures and delivers it exactly once", async () => {
    const [first, second] = instances as [TestApi, TestApi];
    const admin = await first.adminToken();
    const { body: hook } = await first.call("POST", "/api/webhooks", {
      token: admin,
      body: { url: receiver.url, events: ["lead.created", "lead.statusChanged"] },
    });
    const { body: lead } = await second.call("POST", "/api/contact-messages", {
      body: { user_name: "Aysel", user_email: "aysel@firma.az", subject: "Hooked", message: "Hello" },
    });

    await expect
      .poll(async () => (await first.call("GET", "/api/webhooks/deliveries", { token: admin })).body, {
        timeout: 20_000,
      })
      .toEqual([expect.objectContaining({ webhookId: hook._id, event: "lead.created", status: "sent", attempts: 3 })]);
    // Sent: nothing is left pending, so no instance can send it again.
    expect(receiver.deliveries.map((delivery) => delivery.answered)).toEqual([500, 500, 200]);
    const [delivered] = receiver.deliveries.slice(-1);
    const event = JSON.parse(delivered!.body);
    expect(event).toMatchObject({ type: "lead.created", data: { kind: "contactMessage", lead: { _id: lead._id } } });
    // The three tries are one event: the same id, each signed over its own timestamp.
    expect(new Set(receiver.deliveries.map((delivery) => delivery.headers["x-webhook-id"]))).toEqual(
      new Set([event.id]),
    );
    for (const delivery of receiver.deliveries)
      expect(signatureHolds(String(delivery.headers["x-signature"]), delivery.body, hook.secret)).toBe(true);
    expect(signatureHolds(String(delivered!.headers["x-signature"]), `${delivered!.body} `, hook.secret)).toBe(false);
    const pending = await database.db.selectFrom("outbox").select("id").where("status", "=", "pending").execute();
    expect(pending).toEqual([]);
  });
});
