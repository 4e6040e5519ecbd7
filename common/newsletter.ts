// The newsletter (docs/decisions/052): who is subscribed and in which state, a post mailed
// to one language's confirmed subscribers, and the per-recipient progress of a send. One
// schema per shape, used by the admin's screens, the API and the tests.
import { languageSchema } from "./i18n/language-schema";
import * as z from "zod/mini";
import { count, emailField, id, requiredText, timestamp } from "./fields";
import { leadOriginField } from "./traffic";

/**
 * pending until the emailed link is followed; confirmed ones are mailed; unsubscribed ones
 * are kept as suppressed (an import never mails them again); bounced is set by staff.
 */
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed", "bounced"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** How consent was given: the site's form (confirmed by email), an admin's import, or before confirmation emails existed. */
export const subscriberConsents = ["form", "import", "legacy"] as const;
export type SubscriberConsent = (typeof subscriberConsents)[number];

export const newsletterSendStatuses = ["scheduled", "sending", "sent", "cancelled"] as const;
export type NewsletterSendStatus = (typeof newsletterSendStatuses)[number];

/** skipped: the subscriber left between the start of the send and their turn. */
export const newsletterDeliveryStatuses = ["queued", "sending", "sent", "failed", "skipped"] as const;
export type NewsletterDeliveryStatus = (typeof newsletterDeliveryStatuses)[number];

/** A link's token: what the emails carry, letters, digits, "-", "_" and "." only. */
export const newsletterTokenField = z
  .string({ error: "validation.required" })
  .check(
    z.minLength(16, "validation.required"),
    z.maxLength(200, "validation.tooLong"),
    z.regex(/^[\w.-]+$/, "validation.required"),
  );

/** The one-click unsubscribe and the unsubscribe page name the subscriber by the link's token. */
export const newsletterLinkQuerySchema = z.object({ token: newsletterTokenField });

/** A subscriber changing the language they are mailed in, from the unsubscribe page. */
export const newsletterLanguageInputSchema = z.object({ token: newsletterTokenField, language: languageSchema });
export type NewsletterLanguageInput = z.infer<typeof newsletterLanguageInputSchema>;

/** Staff's view of a subscriber. */
export const newsletterSubscriberSchema = z.strictObject({
  _id: id,
  email: z.string(),
  language: languageSchema,
  status: z.enum(subscriberStatuses),
  consent: z.enum(subscriberConsents),
  consentNote: z.string(),
  /** Where the sign-up came from (docs/decisions/050), as every lead carries it; in staff's answers only. */
  origin: leadOriginField,
  createdAt: timestamp,
  confirmedAt: z.nullable(timestamp),
  unsubscribedAt: z.nullable(timestamp),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

export const newsletterSubscriberQuerySchema = z.object({
  status: z.optional(z.enum(subscriberStatuses, { error: "validation.choice" })),
  language: z.optional(languageSchema),
});
export type NewsletterSubscriberQuery = z.infer<typeof newsletterSubscriberQuerySchema>;

/** What staff may set by hand: bounced (the address is dead) or unsubscribed (they asked by other means). */
export const newsletterSubscriberChangeSchema = z.object({
  status: z.enum(["bounced", "unsubscribed"] as const, { error: "validation.choice" }),
});
export type NewsletterSubscriberChange = z.infer<typeof newsletterSubscriberChangeSchema>;

/** Subscribers per language and status. */
export const newsletterSubscriberCountsSchema = z.array(
  z.strictObject({ language: languageSchema, pending: count, confirmed: count, unsubscribed: count, bounced: count }),
);
export type NewsletterSubscriberCounts = z.infer<typeof newsletterSubscriberCountsSchema>;

export const newsletterImportLimits = { csvBytes: 1_000_000, rows: 20_000 } as const;

/** A CSV (`email` and optionally `language` columns) of people who already agreed, and how they agreed. */
export const newsletterImportInputSchema = z.object({
  csv: requiredText(newsletterImportLimits.csvBytes),
  language: languageSchema,
  consentNote: requiredText(500),
});
export type NewsletterImportInput = z.infer<typeof newsletterImportInputSchema>;

export const newsletterImportResultSchema = z.strictObject({
  added: count,
  /** Already subscribed (kept as they were). */
  existing: count,
  /** Unsubscribed or bounced: never mailed again by an import. */
  suppressed: count,
  /** Lines that hold no valid address. */
  invalid: count,
});
export type NewsletterImportResult = z.infer<typeof newsletterImportResultSchema>;

/** When a send starts: now, with the post's scheduled publication, or at a moment of its own. */
export const newsletterScheduleKinds = ["now", "withPost", "at"] as const;

export const newsletterSendInputSchema = z
  .object({
    postId: requiredText(100),
    schedule: z.enum(newsletterScheduleKinds, { error: "validation.choice" }),
    scheduledAt: z.optional(z.iso.datetime({ offset: true, error: "validation.date" })),
  })
  .check(
    z.refine((input) => input.schedule !== "at" || Boolean(input.scheduledAt), {
      message: "validation.required",
      path: ["scheduledAt"],
    }),
  );
export type NewsletterSendInput = z.infer<typeof newsletterSendInputSchema>;

/** A test send goes to the signed-in staff member's own address. */
export const newsletterTestInputSchema = z.object({ postId: requiredText(100) });

export const newsletterPreviewSchema = z.strictObject({ subject: z.string(), html: z.string(), text: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

/** One language version's send and its progress. */
export const newsletterSendSchema = z.strictObject({
  _id: id,
  postId: id,
  postTitle: z.string(),
  language: languageSchema,
  status: z.enum(newsletterSendStatuses),
  subject: z.string(),
  scheduledAt: timestamp,
  createdAt: timestamp,
  startedAt: z.nullable(timestamp),
  finishedAt: z.nullable(timestamp),
  recipients: count,
  queued: count,
  sent: count,
  failed: count,
  /** Recipients who have unsubscribed since. */
  unsubscribes: count,
});
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;

/** What the newsletter screen needs to know before anything is sent. */
export const newsletterStatusSchema = z.strictObject({
  smtpConfigured: z.boolean(),
  ratePerMinute: count,
});
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

/** An address as every form checks it (trimmed, lower-cased), for the lines of an import. */
export const newsletterEmailAddress = emailField;
