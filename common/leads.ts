// What visitors send (business applications, contact messages, newsletter sign-ups) and
// how the API shows it to staff. The inputs are what the public forms validate before
// sending, so this module is what their lazily loaded chunk holds.
import * as z from "zod/mini";
import {
  count,
  emailField,
  honeypotField,
  id,
  limits,
  optionalText,
  phoneField,
  requiredText,
  timestamp,
} from "./fields";
import { honeypotFieldName } from "./honeypot";
import { languageSchema } from "./i18n/language-schema";
import { leadOriginField } from "./traffic";

// Applications and contact messages are both leads: staff move each one along the same
// statuses and keep notes on it, through the same schemas.

export const leadStatuses = ["new", "contacted", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusSchema = z.enum(leadStatuses, { error: "validation.leadStatus" });

/** What every lead carries besides what the visitor sent. */
const leadFields = {
  status: z.enum(leadStatuses),
  /** Staff's internal notes; never shown to the visitor. */
  notes: z.string(),
  /** Where the lead came from (docs/decisions/050); in staff's answers only. */
  origin: leadOriginField,
};

/** Staff move a lead on and keep notes on it; at least one of the two is sent. */
const leadChangeFields = {
  status: z.optional(leadStatusSchema),
  notes: z.optional(
    z.string({ error: "validation.text" }).check(z.trim(), z.maxLength(limits.notes, "validation.tooLong")),
  ),
};
const somethingToChange = z.refine<Record<string, unknown>>(
  (change) => Object.values(change).some((value) => value !== undefined),
  "validation.nothingToChange",
);

export const leadChangeInputSchema = z.object(leadChangeFields).check(somethingToChange);
export type LeadChangeInput = z.infer<typeof leadChangeInputSchema>;

/** The list endpoints' query: `?status=` keeps the leads of one status. */
export const leadListQuerySchema = z.object({ status: z.optional(leadStatusSchema) });
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

const statusCountsSchema = z.strictObject({
  new: count,
  contacted: count,
  won: count,
  lost: count,
});
export type LeadStatusCounts = z.infer<typeof statusCountsSchema>;

/** How many leads of each kind are in each status (the sidebar's badges, the lists' filters). */
export const leadCountsSchema = z.strictObject({
  applications: statusCountsSchema,
  contactMessages: z.strictObject({ ...statusCountsSchema.shape, unread: count }),
  logoOrders: statusCountsSchema,
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

export { type LeadKind, leadKinds } from "./lead-kinds";

/** The leads staff work (status, notes), by their collection's name: the keys of the counts. */
export type LeadCollection = keyof LeadCounts;

/**
 * An application: the business activity and phone are fields of their own, so `message`
 * is only what the visitor added (optional); `package` names the package card they came
 * from, if any (decision 051).
 */
export const applicationInputSchema = z.object({
  name: requiredText(limits.name),
  email: emailField,
  message: optionalText(limits.message),
  phoneNumber: phoneField,
  businessName: requiredText(limits.businessName),
  package: optionalText(limits.name),
  [honeypotFieldName]: honeypotField,
});
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

export const applicationSchema = z.strictObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  phoneNumber: z.string(),
  businessName: z.string(),
  /** The package the visitor came from; "" for none. */
  package: z.string(),
  ...leadFields,
  createdAt: timestamp,
});
export type Application = z.infer<typeof applicationSchema>;

/** The spec's contact form, with EmailJS's template field names. */
export const contactMessageInputSchema = z.object({
  user_name: requiredText(limits.name),
  user_email: emailField,
  subject: requiredText(limits.subject),
  message: requiredText(limits.message),
  [honeypotFieldName]: honeypotField,
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

/** Staff move an inbox message on, keep notes on it, or mark it read or unread. */
export const contactMessageChangeInputSchema = z
  .object({ ...leadChangeFields, read: z.optional(z.boolean({ error: "validation.boolean" })) })
  .check(somethingToChange);
export type ContactMessageChangeInput = z.infer<typeof contactMessageChangeInputSchema>;

/** A message of the inbox (the sender's fields under the API's own names). */
export const contactMessageSchema = z.strictObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  ...leadFields,
  createdAt: timestamp,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const newsletterSubscriberInputSchema = z.object({
  email: emailField,
  /** The language the confirmation and the newsletters are sent in; the request's language when left out. */
  language: z.optional(languageSchema),
  [honeypotFieldName]: honeypotField,
});
export type NewsletterSubscriberInput = z.infer<typeof newsletterSubscriberInputSchema>;

export { type NewsletterSubscriber, newsletterSubscriberSchema } from "./newsletter";

/**
 * The answer to a sign-up: the same for a new address, one already subscribed, and a bot,
 * so the public form tells nobody who is on the list.
 */
export const newsletterSubscriptionSchema = z.strictObject({ email: z.string() });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
