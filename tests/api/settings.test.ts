import { beforeAll, describe, expect, it } from "vitest";
import { languageCodes } from "../../common/i18n/languages";
import { maxNotificationRecipients, type SiteSettings } from "../../common/settings";
import { defaultSiteSettings, ensureSiteSettings } from "../../server/db/site-settings.server";
import type { Mail } from "../../server/mail/mailer.server";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";
import { locale, validationText } from "../support/html";

/** What the site showed before it had settings (site.ts, organization.ts, the locale files). */
const todaysValues: SiteSettings = {
  name: "Nova Digital",
  logo: "",
  contact: {
    address: {
      en: "28 Nizami Street, Baku AZ1010, Azerbaijan",
      tr: "Nizami Caddesi 28, Bakü AZ1010, Azerbaycan",
      ru: "ул. Низами, 28, Баку AZ1010, Азербайджан",
      az: "Nizami küçəsi 28, Bakı AZ1010, Azərbaycan",
    },
    hours: {
      en: "Monday to Friday, 09:00-18:00",
      tr: "Pazartesi-Cuma, 09:00-18:00",
      ru: "С понедельника по пятницу, 09:00-18:00",
      az: "Bazar ertəsi - Cümə, 09:00-18:00",
    },
    phone: "+994 12 555 01 23",
    email: "hello@novadigital.az",
  },
  social: {
    instagram: "https://www.instagram.com/novadigital.az",
    facebook: "https://www.facebook.com/novadigital.az",
    linkedin: "https://www.linkedin.com/company/novadigital-az",
    telegram: "https://t.me/novadigital_az",
  },
  whatsappUrl: "https://wa.me/994125550123",
  map: { latitude: 40.3777, longitude: 49.8433, zoom: 16 },
  contactForm: { delivery: "inbox", emailJsServiceId: "", emailJsTemplateId: "", emailJsPublicKey: "" },
  notificationRecipients: [],
  requireTwoFactor: false,
  logoDownload: "email",
  countTraffic: true,
  newsletterRatePerMinute: 600,
  timeZone: "Asia/Baku",
  figures: {
    yearsOfExperience: 10,
    projectsDelivered: 200,
    partners: 50,
    satisfactionPercent: 98,
    awards: 15,
    teamSize: 12,
    foundedYear: 2015,
  },
  offer: {
    enabled: true,
    title: {
      en: "30% off search engine optimisation",
      tr: "Arama motoru optimizasyonunda %30 indirim",
      ru: "Скидка 30% на поисковую оптимизацию",
      az: "Axtarış sistemləri üçün optimallaşdırmaya 30% endirim",
    },
    text: {
      en: "Start your project this month: get 30% off search engine optimisation and a free competitor report.",
      tr: "Projenize bu ay başlayın: arama motoru optimizasyonunda %30 indirim ve pazarınıza özel ücretsiz anahtar kelime ve rakip analizi raporu kazanın.",
      ru: "Начните проект в этом месяце: скидка 30% на поисковую оптимизацию и бесплатный отчёт по ключевым запросам и конкурентам в вашей нише.",
      az: "Layihənizə bu ay başlayın: axtarış sistemləri üçün optimallaşdırmaya 30% endirim və bazarınız üzrə açar sözlər və rəqiblər barədə pulsuz hesabat qazanın.",
    },
  },
};

/** The settings with one change made by `change` on a deep copy. */
function changed(change: (settings: SiteSettings) => void): SiteSettings {
  const settings = structuredClone(todaysValues);
  change(settings);
  return settings;
}

describe.each(testDialects)("site settings on %s", (dialect) => {
  let admin: string;
  const notified: { message: Mail; to?: string }[] = [];

  const api = apiOnTestDatabase(
    dialect,
    {},
    {
      mailer: { enabled: true, send: async (message) => void notified.push({ message, to: message.to }) },
    },
  );
  beforeAll(async () => {
    admin = await api.adminToken();
  });

  const save = (settings: unknown, lng = "en") =>
    api.call("PUT", `/api/settings?lng=${lng}`, { token: admin, body: settings });

  it("starts with today's values, written on the first start, once", async () => {
    expect((await api.call("GET", "/api/settings", { token: admin })).body).toEqual(todaysValues);
    await ensureSiteSettings(api.database.db, {});
    await ensureSiteSettings(api.database.db, {});
    expect((await api.database.db.selectFrom("siteSettings").selectAll().execute()).length).toBe(1);
    expect((await api.call("GET", "/api/settings", { token: admin })).body).toEqual(todaysValues);
  });

  it("keeps the contact form on EmailJS when the environment configured it at the first start", () => {
    const emailJs = { serviceId: "service_1", templateId: "template_1", publicKey: "key-1" };
    expect(defaultSiteSettings({ emailJs }).contactForm).toEqual({
      delivery: "emailjs",
      emailJsServiceId: "service_1",
      emailJsTemplateId: "template_1",
      emailJsPublicKey: "key-1",
    });
  });

  it("saves the whole document, trimmed, answers it and reads it back; the activity log names who", async () => {
    const next = changed((settings) => {
      settings.name = "  Nova Studio ";
      settings.contact.phone = "+994 50 123 45 67";
      settings.contact.email = " Team@Nova.Example ";
      settings.contact.address.tr = "";
      settings.social.telegram = "";
      settings.map = { latitude: -33.8688, longitude: 151.2093, zoom: 12 };
      settings.contactForm = {
        delivery: "emailjs",
        emailJsServiceId: "service_x",
        emailJsTemplateId: "template_y",
        emailJsPublicKey: "pk-Z_1",
      };
      settings.notificationRecipients = [
        { email: " Leads@Nova.Example ", language: "tr" },
        { email: "owner@nova.example", language: "en" },
      ];
      settings.offer.enabled = false;
      settings.offer.title.en = "";
      settings.offer.text.en = "";
    });
    const saved = await save(next);
    expect(saved.status).toBe(200);
    const expected = changed((settings) => {
      Object.assign(settings, next, { name: "Nova Studio" });
      settings.contact.email = "team@nova.example";
      settings.notificationRecipients = [
        { email: "leads@nova.example", language: "tr" },
        { email: "owner@nova.example", language: "en" },
      ];
    });
    expect(saved.body).toEqual(expected);
    expect((await api.call("GET", "/api/settings", { token: admin })).body).toEqual(expected);

    const { body: dashboard } = await api.call("GET", "/api/dashboard", { token: admin });
    expect(dashboard.activity[0]).toMatchObject({
      kind: "settings.updated",
      title: "Nova Studio",
      actor: { name: "Test Admin" },
    });
  });

  it("emails new contact messages to the saved address, and to MAIL_TO (no address) when it is cleared", async () => {
    const send = () =>
      api.call("POST", "/api/contact-messages", {
        body: { user_name: "Aysel", user_email: "aysel@firma.az", subject: "Quote", message: "A new site." },
      });
    expect(
      (
        await save(
          changed((settings) => (settings.notificationRecipients = [{ email: "sales@nova.example", language: "en" }])),
        )
      ).status,
    ).toBe(200);
    expect((await send()).status).toBe(201);
    await expect.poll(() => notified.at(-1)?.to).toBe("sales@nova.example");
    const count = notified.length;
    expect((await save(todaysValues)).status).toBe(200);
    expect((await send()).status).toBe(201);
    await expect.poll(() => notified.length).toBe(count + 1);
    expect(notified.at(-1)!.to).toBeUndefined();
  });

  // Each kind of bad value, the field it is reported at, and the message key.
  const refused: [string, (settings: SiteSettings) => void, string, string][] = [
    ["an empty name", (s) => (s.name = " "), "name", "validation.required"],
    [
      "a logo on another site over http",
      (s) => (s.logo = "http://cdn.example/logo.png"),
      "logo",
      "validation.imageUrl",
    ],
    ["a malformed phone", (s) => (s.contact.phone = "call us"), "contact.phone", "validation.phone"],
    ["a malformed email", (s) => (s.contact.email = "hello@"), "contact.email", "validation.email"],
    ["an empty English address", (s) => (s.contact.address.en = ""), "contact.address.en", "validation.required"],
    [
      "a too long Russian address",
      (s) => (s.contact.hours.ru = "x".repeat(201)),
      "contact.hours.ru",
      "validation.tooLong",
    ],
    [
      "a malformed profile URL",
      (s) => (s.social.instagram = "instagram.com/nova"),
      "social.instagram",
      "validation.url",
    ],
    ["a chat link over http", (s) => (s.whatsappUrl = "http://wa.me/1"), "whatsappUrl", "validation.url"],
    ["a latitude out of range", (s) => (s.map.latitude = 91), "map.latitude", "validation.latitude"],
    ["a longitude out of range", (s) => (s.map.longitude = -180.5), "map.longitude", "validation.longitude"],
    ["a zoom that is not a whole number", (s) => (s.map.zoom = 12.5), "map.zoom", "validation.number"],
    ["a zoom out of range", (s) => (s.map.zoom = 25), "map.zoom", "validation.number"],
    [
      "a latitude as text",
      (s) => ((s.map as { latitude: unknown }).latitude = "40"),
      "map.latitude",
      "validation.number",
    ],
    [
      "an unknown delivery",
      (s) => ((s.contactForm as { delivery: string }).delivery = "fax"),
      "contactForm.delivery",
      "validation.delivery",
    ],
    [
      "EmailJS without its service id",
      (s) => Object.assign(s.contactForm, { delivery: "emailjs", emailJsTemplateId: "t", emailJsPublicKey: "k" }),
      "contactForm.emailJsServiceId",
      "validation.required",
    ],
    [
      "an EmailJS id with spaces",
      (s) => (s.contactForm.emailJsPublicKey = "my key"),
      "contactForm.emailJsPublicKey",
      "validation.emailJsId",
    ],
    [
      "a malformed recipient's email",
      (s) => (s.notificationRecipients = [{ email: "leads", language: "en" }]),
      "notificationRecipients.0.email",
      "validation.email",
    ],
    [
      "a recipient's unknown language",
      (s) => (s.notificationRecipients = [{ email: "leads@nova.example", language: "de" as "en" }]),
      "notificationRecipients.0.language",
      "validation.choice",
    ],
    [
      "one address listed twice",
      (s) =>
        (s.notificationRecipients = [
          { email: "leads@nova.example", language: "en" },
          { email: "Leads@nova.example", language: "az" },
        ]),
      "notificationRecipients",
      "validation.duplicateRecipient",
    ],
    [
      "more recipients than allowed",
      (s) =>
        (s.notificationRecipients = Array.from({ length: maxNotificationRecipients + 1 }, (_, i) => ({
          email: `staff${i}@nova.example`,
          language: "en" as const,
        }))),
      "notificationRecipients",
      "validation.tooMany",
    ],
    ["the offer on without an English title", (s) => (s.offer.title.en = ""), "offer.title.en", "validation.required"],
    ["the offer on without an English text", (s) => (s.offer.text.en = " "), "offer.text.en", "validation.required"],
    [
      "the offer switch as text",
      (s) => ((s.offer as { enabled: unknown }).enabled = "yes"),
      "offer.enabled",
      "validation.boolean",
    ],
  ];

  it.each(refused)("refuses %s with 400 and the field's message", async (_name, change, field, key) => {
    const { status, body } = await save(changed(change));
    expect(status).toBe(400);
    expect(body.message).toBe(locale("en", "api", "invalidInput"));
    expect(body.errors).toEqual({ [field]: validationText("en", key) });
  });

  it.each(languageCodes)("names the refused fields in %s", async (language) => {
    const { status, body } = await save(
      changed((settings) => {
        settings.contact.email = "hello@";
        settings.map.latitude = -95;
        settings.offer.title.en = "";
      }),
      language,
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      "contact.email": validationText(language, "validation.email"),
      "map.latitude": validationText(language, "validation.latitude"),
      "offer.title.en": validationText(language, "validation.required"),
    });
  });

  it("refuses a document with a section missing or an unknown field, and keeps what was saved", async () => {
    const { map: _map, ...withoutMap } = todaysValues;
    expect((await save(withoutMap)).status).toBe(400);
    expect((await save({ ...todaysValues, theme: "dark" })).status).toBe(400);
    expect((await save([])).status).toBe(400);
    expect((await api.call("GET", "/api/settings", { token: admin })).body).toEqual(todaysValues);
  });

  it("is for admins: an editor gets 403 on reading and saving", async () => {
    const editor = await api.editorToken();
    expect((await api.call("GET", "/api/settings", { token: editor })).status).toBe(403);
    expect((await api.call("PUT", "/api/settings", { token: editor, body: todaysValues })).status).toBe(403);
  });
});
