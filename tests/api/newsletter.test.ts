import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.server";
import { createPost } from "../../server/db/posts.server";
import { readSiteSettings } from "../../server/db/site-settings.server";
import { createLogger } from "../../server/logger.server";
import { createNewsletterServices } from "../../server/newsletter/newsletter-services.server";
import { smtpNewsletterTransport } from "../../server/newsletter/newsletter-transport.server";
import { type NewsletterWorker, startNewsletterWorker } from "../../server/newsletter/newsletter-worker.server";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";
import { postValues } from "../support/post-values";
import { mailHeader, mailPart, mailSubject, type SmtpProcess, startSmtpProcess } from "../support/smtp-process";

/** The path and query of an address the site wrote (its SITE_URL is not the test server's). */
const pathOf = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};

describe.each(testDialects)("the newsletter on %s, through a real SMTP server process", (dialect) => {
  let smtp: SmtpProcess;
  let worker: NewsletterWorker;
  let token: string;
  const env = () => ({ SMTP_URL: smtp.url, MAIL_FROM: "news@agency.test" });

  beforeAll(async () => {
    smtp = await startSmtpProcess();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  const api = apiOnTestDatabase(dialect, env);
  beforeAll(async () => {
    const { database } = api;
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: database.dataDir, ...env() });
    worker = startNewsletterWorker({
      db: database.db,
      config,
      logger: createLogger("silent"),
      links: createNewsletterServices(config).links,
      settings: () => readSiteSettings(database.db, config),
      transport: smtpNewsletterTransport(smtp.url),
      checkEveryMs: 100,
    });
    token = await api.adminToken();
  });
  afterAll(async () => {
    await worker?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const subscribe = (email: string, headers: Record<string, string> = {}) =>
    api.call("POST", "/api/newsletter-subscribers", { body: { email, language: "az" }, headers });

  it("confirms in Azerbaijani, mails a post in Azerbaijani with one-click unsubscribe, and skips the address once it leaves", async () => {
    const email = `leyla-${dialect}@example.az`;
    const first = await subscribe(email, { "accept-language": "az" });
    expect(first.status).toBe(201);
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    const confirmation = mailsTo(email)[0]!.data;
    expect(mailSubject(confirmation)).toBe("Nova Digital bülletenə abunəliyinizi təsdiqləyin");
    const confirmationText = mailPart(confirmation, "text/plain");
    expect(confirmationText).toContain("Bəli, abunə olmaq istəyirəm");
    const confirmUrl = confirmationText.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w.%-]+/)?.[0];
    expect(confirmUrl).toBeDefined();

    // Not confirmed yet: a send now would skip it. Confirm through the emailed link.
    const confirmed = await fetch(`${api.url}${pathOf(confirmUrl!)}`);
    expect(confirmed.status).toBe(200);
    const confirmedPage = await confirmed.text();
    expect(confirmedPage).toContain('lang="az"');
    expect(confirmedPage).toContain("Abunəlik təsdiqləndi");
    // The link works once.
    expect((await fetch(`${api.url}${pathOf(confirmUrl!)}`)).status).toBe(404);

    const post = await createPost(
      api.database.db,
      postValues({
        title: "Saytınız üçün beş ipucu",
        excerpt: "Kiçik biznes üçün sürətli sayt",
        content: '<p>Birinci ipucu: şəkilləri <a href="/blog">kiçildin</a>.</p>',
        status: "published",
        language: "az",
      }),
      null,
    );
    const scheduled = await api.call("POST", "/api/newsletters", {
      token,
      body: { postId: post._id, schedule: "now" },
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body).toHaveLength(1);
    expect(scheduled.body[0].language).toBe("az");
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
    const newsletter = mailsTo(email)[1]!.data;
    expect(mailSubject(newsletter)).toBe("Saytınız üçün beş ipucu");
    const oneClick = mailHeader(newsletter, "List-Unsubscribe").match(/^<(.+)>$/)?.[1];
    expect(oneClick).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    expect(mailHeader(newsletter, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const html = mailPart(newsletter, "text/html");
    expect(html).toContain('lang="az"');
    expect(html).toContain("Birinci ipucu");
    expect(html).toContain("Saytımızda oxuyun");
    expect(html).not.toMatch(/<img[^>]+(width="1"|height="1")/); // no tracking pixel
    const text = mailPart(newsletter, "text/plain");
    expect(text).toContain("Abunəlikdən çıxın və ya dili dəyişin");
    await expect
      .poll(async () => (await api.call("GET", `/api/newsletters?postId=${post._id}`, { token })).body[0], {
        timeout: 15_000,
      })
      .toMatchObject({ status: "sent", recipients: 1, sent: 1, failed: 0 });

    // The unsubscribe page, in the subscriber's language, reached from the email's link.
    const pageUrl = text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w.%-]+/)?.[0];
    const managePage = await fetch(`${api.url}${pathOf(pageUrl!)}`);
    expect(managePage.status).toBe(200);
    expect(await managePage.text()).toContain("Bülleten abunəliyiniz");

    // One click, as a mail provider sends it (RFC 8058).
    const left = await fetch(`${api.url}${pathOf(oneClick!)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(left.status).toBe(204);
    const listed = await api.call("GET", "/api/newsletter-subscribers?status=unsubscribed", { token });
    expect(listed.body.map((row: { email: string }) => row.email)).toContain(email);

    // The next send skips the address.
    const again = await api.call("POST", "/api/newsletters", { token, body: { postId: post._id, schedule: "now" } });
    expect(again.status).toBe(201);
    await expect
      .poll(async () => (await api.call("GET", `/api/newsletters?postId=${post._id}`, { token })).body[0], {
        timeout: 15_000,
      })
      .toMatchObject({ _id: again.body[0]._id, status: "sent", recipients: 0, sent: 0 });
    expect(mailsTo(email)).toHaveLength(2);
    const sends = await api.call("GET", `/api/newsletters?postId=${post._id}`, { token });
    expect(sends.body.find((send: { _id: string }) => send._id === scheduled.body[0]._id).unsubscribes).toBe(1);
  });

  it("answers a second sign-up of the same address exactly as a new one", async () => {
    const known = `known-${dialect}@example.az`;
    const fresh = `fresh-${dialect}@example.az`;
    await subscribe(known);
    const twice = await subscribe(known);
    const once = await subscribe(fresh);
    expect(twice.status).toBe(once.status);
    expect(twice.body).toEqual({ email: known });
    expect(once.body).toEqual({ email: fresh });
    expect([...twice.headers.keys()].sort()).toEqual([...once.headers.keys()].sort());
  });

  it("refuses forged and malformed links, and keeps staff screens from visitors and editors", async () => {
    const forged = await api.call(
      "POST",
      "/api/newsletter/unsubscribe?token=00000000-0000-0000-0000-000000000000.forgedsignature000000",
    );
    expect(forged.status).toBe(404);
    expect((await api.call("POST", "/api/newsletter/unsubscribe?token=x")).status).toBe(400);
    expect((await fetch(`${api.url}/newsletter/unsubscribe?token=forged.forgedforgedforged`)).status).toBe(404);
    expect((await api.call("GET", "/api/newsletters")).status).toBe(401);
    expect((await api.call("GET", "/api/newsletters", { token: await api.editorToken() })).status).toBe(403);
    const bad = await api.call("POST", "/api/newsletters", { token, body: { postId: "x", schedule: "at" } });
    expect(bad.status).toBe(400);
    const unknown = await api.call("POST", "/api/newsletters", { token, body: { postId: "nope", schedule: "now" } });
    expect(unknown.status).toBe(404);
  });

  it("imports consented addresses and never re-mails a suppressed one", async () => {
    const suppressed = `gone-${dialect}@example.az`;
    await api.call("POST", "/api/newsletter-subscribers/import", {
      token,
      body: { csv: `email\n${suppressed}`, language: "en", consentNote: "Signed up at our stand" },
    });
    const [row] = (await api.call("GET", "/api/newsletter-subscribers", { token })).body.filter(
      (subscriber: { email: string }) => subscriber.email === suppressed,
    );
    expect(row).toMatchObject({ status: "confirmed", consent: "import", consentNote: "Signed up at our stand" });
    await api.call("PATCH", `/api/newsletter-subscribers/${row._id}`, { token, body: { status: "unsubscribed" } });
    const imported = await api.call("POST", "/api/newsletter-subscribers/import", {
      token,
      body: {
        csv: `email,language\n${suppressed},en\nnew-${dialect}@example.com,ru\nnot an address`,
        language: "en",
        consentNote: "Again",
      },
    });
    expect(imported.body).toEqual({ added: 1, existing: 0, suppressed: 1, invalid: 1 });
    const after = (await api.call("GET", "/api/newsletter-subscribers?status=unsubscribed", { token })).body;
    expect(after.map((subscriber: { email: string }) => subscriber.email)).toContain(suppressed);
    const counts = await api.call("GET", "/api/newsletter-subscribers/counts", { token });
    expect(counts.body.find((entry: { language: string }) => entry.language === "ru").confirmed).toBe(1);
  });
});
