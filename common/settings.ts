// The site settings: the agency's name, contact details, links, map, how the contact form
// delivers and the special offer. One document, stored as one row, checked by this one
// schema in the admin's form, by PUT /api/settings and when it is read back.
import * as z from "zod/mini";
import { emailField, imageUrlField, limits, optionalText, phoneField, requiredText } from "./fields";
import { type Language, languageCodes } from "./i18n/languages";
import { isTimeZone } from "./time-zone";

export const socialNetworks = ["instagram", "facebook", "linkedin", "telegram"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const contactDeliveries = ["inbox", "emailjs"] as const;
export type ContactDelivery = (typeof contactDeliveries)[number];

/**
 * What the logo generator offers for a chosen logo when the server has no Stripe keys: a
 * free download for an email (a lead), or generation only. With keys, the $1 checkout.
 */
export const logoDownloadModes = ["email", "none"] as const;
export type LogoDownloadMode = (typeof logoDownloadModes)[number];

/** Text in each site language; English is what a visitor sees when their language is left empty. */
function localizedText(max: number, { englishRequired }: { englishRequired: boolean }) {
  return z.strictObject({
    en: englishRequired ? requiredText(max) : optionalText(max),
    tr: optionalText(max),
    ru: optionalText(max),
    az: optionalText(max),
  });
}
export type LocalizedText = Record<Language, string>;

/** An HTTPS address, or "" for none. */
const linkField = z
  .string({ error: "validation.text" })
  .check(
    z.trim(),
    z.maxLength(limits.url, "validation.tooLong"),
    z.regex(/^$|^https:\/\/[^\s/?#.]+\.[^\s]*$/, "validation.url"),
  );

/** An id EmailJS gives out (letters, digits, "-" and "_"), or "" for none. */
const emailJsIdField = z
  .string({ error: "validation.text" })
  .check(z.trim(), z.maxLength(limits.externalId, "validation.tooLong"), z.regex(/^[\w-]*$/, "validation.emailJsId"));

const coordinate = (limit: number, message: string) =>
  z.number({ error: "validation.number" }).check(z.minimum(-limit, message), z.maximum(limit, message));

export const mapZoom = { min: 1, max: 19 } as const;

const figure = (max: number) =>
  z
    .number({ error: "validation.number" })
    .check(z.int("validation.number"), z.minimum(0, "validation.number"), z.maximum(max, "validation.number"));

/** The marketing figures (spec section 9), set once and shown wherever the site quotes them. */
export const marketingFiguresSchema = z.strictObject({
  yearsOfExperience: figure(1000),
  projectsDelivered: figure(1_000_000),
  partners: figure(1_000_000),
  satisfactionPercent: figure(100),
  awards: figure(10_000),
  /** The people on the team; older saved settings read as the shipped team's size. */
  teamSize: z._default(figure(100_000), 12),
  /**
   * The year the agency was founded: the footer's years run from it to the current one.
   * Older saved settings read as the shipped year.
   */
  foundedYear: z._default(
    z
      .number({ error: "validation.number" })
      .check(z.int("validation.number"), z.minimum(1900, "validation.number"), z.maximum(2100, "validation.number")),
    2015,
  ),
});
export type MarketingFigures = z.output<typeof marketingFiguresSchema>;

/** What the site quoted before the figures were settings; also what older saved settings read as. */
export const shippedMarketingFigures: MarketingFigures = {
  yearsOfExperience: 10,
  projectsDelivered: 200,
  partners: 50,
  satisfactionPercent: 98,
  awards: 15,
  teamSize: 12,
  foundedYear: 2015,
};

export const defaultTimeZone = "Asia/Baku";

/** Newsletter emails per minute: the default suits a small provider's limits. */
export const newsletterRate = { min: 1, max: 100_000, default: 600 } as const;

/** At most this many addresses get each new lead's email. */
export const maxNotificationRecipients = 10;

/** One address told of new leads, and the language its emails are written in. */
export const notificationRecipientSchema = z.strictObject({
  email: emailField,
  language: z.enum(languageCodes as [Language, ...Language[]], { error: "validation.choice" }),
});
export type NotificationRecipient = z.infer<typeof notificationRecipientSchema>;

export const siteSettingsSchema = z
  .strictObject({
    name: requiredText(limits.name),
    /** The logo's address (an upload under /media/), or "" for the name alone. */
    logo: imageUrlField,
    contact: z.strictObject({
      address: localizedText(limits.address, { englishRequired: true }),
      hours: localizedText(limits.hours, { englishRequired: true }),
      phone: phoneField,
      email: emailField,
    }),
    social: z.strictObject({
      instagram: linkField,
      facebook: linkField,
      linkedin: linkField,
      telegram: linkField,
    }),
    /** The floating chat button's link (WhatsApp); "" hides the button. */
    whatsappUrl: linkField,
    map: z.strictObject({
      latitude: coordinate(90, "validation.latitude"),
      longitude: coordinate(180, "validation.longitude"),
      zoom: z
        .number({ error: "validation.number" })
        .check(
          z.int("validation.number"),
          z.minimum(mapZoom.min, "validation.number"),
          z.maximum(mapZoom.max, "validation.number"),
        ),
    }),
    /** Where the contact form sends: our API (stored in the inbox) or EmailJS from the page. */
    contactForm: z.strictObject({
      delivery: z.enum(contactDeliveries, { error: "validation.delivery" }),
      emailJsServiceId: emailJsIdField,
      emailJsTemplateId: emailJsIdField,
      emailJsPublicKey: emailJsIdField,
    }),
    /**
     * Who is emailed about every new lead, each in their own language (decision 051); none
     * means the server's MAIL_TO, in the visitor's language.
     */
    notificationRecipients: z._default(
      z.array(notificationRecipientSchema).check(
        z.maxLength(maxNotificationRecipients, "validation.tooMany"),
        z.refine(
          (recipients) => new Set(recipients.map((recipient) => recipient.email)).size === recipients.length,
          "validation.duplicateRecipient",
        ),
      ),
      [],
    ),
    figures: z._default(marketingFiguresSchema, shippedMarketingFigures),
    logoDownload: z._default(z.enum(logoDownloadModes, { error: "validation.choice" }), "email"),
    /**
     * The agency's time zone (an IANA name): schedules are shown and entered in it. Baku's
     * by default, where the agency is; older saved settings read as that.
     */
    timeZone: z._default(
      z
        .string({ error: "validation.text" })
        .check(z.trim(), z.maxLength(64, "validation.tooLong"), z.refine(isTimeZone, "validation.timeZone")),
      defaultTimeZone,
    ),
    /** Every staff member must sign in with a second factor; one without is sent to enrol. */
    requireTwoFactor: z._default(z.boolean({ error: "validation.boolean" }), false),
    /** Cookieless page-view counting on the server (docs/decisions/044). */
    countTraffic: z._default(z.boolean({ error: "validation.boolean" }), true),
    /** How many newsletter emails leave per minute, across every instance (docs/decisions/052). */
    newsletterRatePerMinute: z._default(
      z
        .number({ error: "validation.number" })
        .check(
          z.int("validation.number"),
          z.minimum(newsletterRate.min, "validation.number"),
          z.maximum(newsletterRate.max, "validation.number"),
        ),
      newsletterRate.default,
    ),
    offer: z.strictObject({
      enabled: z.boolean({ error: "validation.boolean" }),
      title: localizedText(limits.offerTitle, { englishRequired: false }),
      text: localizedText(limits.offerText, { englishRequired: false }),
    }),
  })
  .check(
    z.superRefine((settings, context) => {
      const required = (value: string, path: PropertyKey[]) => {
        if (!value) context.issues.push({ code: "custom", message: "validation.required", path, input: value });
      };
      if (settings.contactForm.delivery === "emailjs") {
        const ids = settings.contactForm;
        required(ids.emailJsServiceId, ["contactForm", "emailJsServiceId"]);
        required(ids.emailJsTemplateId, ["contactForm", "emailJsTemplateId"]);
        required(ids.emailJsPublicKey, ["contactForm", "emailJsPublicKey"]);
      }
      if (settings.offer.enabled) {
        required(settings.offer.title.en, ["offer", "title", "en"]);
        required(settings.offer.text.en, ["offer", "text", "en"]);
      }
    }),
  );
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/** What staff read of the settings to show and enter schedules (`GET /api/settings/time-zone`). */
export const timeZoneAnswerSchema = z.strictObject({ timeZone: z.string() });
export type TimeZoneAnswer = z.infer<typeof timeZoneAnswerSchema>;
