// What visitors send (business applications, contact messages, newsletter sign-ups) and
// how the API shows it to staff. The inputs are what the public forms validate before
// sending, so this module is what their lazily loaded chunk holds.
import * as z from "zod/mini";
import { emailField, honeypotField, id, limits, phoneField, requiredText, timestamp } from "./fields";
import { honeypotFieldName } from "./honeypot";

export const applicationInputSchema = z.object({
  name: requiredText(limits.name),
  email: emailField,
  message: requiredText(limits.message),
  phoneNumber: phoneField,
  businessName: requiredText(limits.businessName),
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

/** Staff mark an inbox message read or unread. */
export const contactMessageReadInputSchema = z.object({
  read: z.boolean({ error: "validation.boolean" }),
});
export type ContactMessageReadInput = z.infer<typeof contactMessageReadInputSchema>;

/** A message of the inbox (the sender's fields under the API's own names). */
export const contactMessageSchema = z.strictObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: timestamp,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const newsletterSubscriberInputSchema = z.object({
  email: emailField,
  [honeypotFieldName]: honeypotField,
});
export type NewsletterSubscriberInput = z.infer<typeof newsletterSubscriberInputSchema>;

export const newsletterSubscriberSchema = z.strictObject({
  _id: id,
  email: z.string(),
  createdAt: timestamp,
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
