// The Zod schemas of every form and API body: one module, imported by the browser forms
// and the API handlers. zod/mini keeps what a public page downloads small. Messages are
// translation keys under `validation.*`.
import * as z from "zod/mini";
import { normaliseEmail } from "./email";
import { honeypotFieldName } from "./honeypot";
import { slugPattern } from "./slug";

export { honeypotFieldName };

export const limits = {
  name: 100,
  email: 254,
  password: 200,
  subject: 200,
  message: 5000,
  phone: 40,
  businessName: 200,
  title: 200,
  excerpt: 500,
  content: 200_000,
  categoryDescription: 500,
  tag: 50,
  tags: 20,
  slug: 80,
  seoTitle: 200,
  seoDescription: 500,
  image: 500,
  search: 200,
  pageSize: 100,
} as const;

/** A required, trimmed string of at most `max` characters. */
export function requiredText(max: number) {
  return z.string({ error: "validation.required" }).check(
    z.trim(),
    z.minLength(1, "validation.required"),
    z.maxLength(max, "validation.tooLong"),
  );
}

/** An optional, trimmed string (empty when left out). */
export function optionalText(max: number) {
  return z._default(z.string({ error: "validation.text" }).check(z.trim(), z.maxLength(max, "validation.tooLong")), "");
}

export const emailField = z.string({ error: "validation.required" }).check(
  z.overwrite(normaliseEmail),
  z.minLength(1, "validation.required"),
  z.maxLength(limits.email, "validation.tooLong"),
  z.email("validation.email"),
);

export const phoneField = requiredText(limits.phone).check(z.regex(/^\+?[\d\s().-]{5,}$/, "validation.phone"));

/**
 * A hidden field people never fill in; a bot that does is answered as if it succeeded
 * and nothing is stored.
 */
export const honeypotField = z.optional(z.string());

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: "validation.required" }).check(
    z.minLength(1, "validation.required"),
    z.maxLength(limits.password, "validation.tooLong"),
  ),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const categoryInputSchema = z.object({
  name: requiredText(limits.name),
  description: optionalText(limits.categoryDescription),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

const stringList = (itemMax: number, count: number) =>
  z._default(
    z
      .array(z.string({ error: "validation.text" }).check(z.trim(), z.maxLength(itemMax, "validation.tooLong")))
      .check(z.maxLength(count, "validation.tooMany")),
    [],
  );

/** Lists arrive as arrays from the API; blanks and repeats are dropped. */
const cleanList = (itemMax: number, count: number) =>
  z.pipe(
    stringList(itemMax, count),
    z.transform((items: string[]) => [...new Set(items.filter(Boolean))]),
  );

export const postStatuses = ["draft", "published"] as const;
export type PostStatus = (typeof postStatuses)[number];

export const postInputSchema = z.object({
  title: requiredText(limits.title),
  content: requiredText(limits.content),
  excerpt: requiredText(limits.excerpt),
  category: z.pipe(
    z._default(z.nullable(z.string({ error: "validation.text" }).check(z.trim())), null),
    z.transform((value: string | null) => value || null),
  ),
  tags: cleanList(limits.tag, limits.tags),
  status: z._default(z.enum(postStatuses, { error: "validation.status" }), "draft"),
  image: z.pipe(
    z._default(
      z.nullable(
        z.string({ error: "validation.text" }).check(
          z.trim(),
          z.maxLength(limits.image, "validation.tooLong"),
          z.regex(/^(\/(?!\/)|https:\/\/)\S*$|^$/, "validation.imageUrl"),
        ),
      ),
      null,
    ),
    z.transform((value: string | null) => value || null),
  ),
  slug: z.pipe(
    z._default(
      z.string({ error: "validation.text" }).check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(limits.slug, "validation.tooLong"),
        z.regex(new RegExp(`${slugPattern.source}|^$`), "validation.slug"),
      ),
      "",
    ),
    z.transform((value: string) => value || undefined),
  ),
  seo: z._default(
    z.object({
      title: optionalText(limits.seoTitle),
      description: optionalText(limits.seoDescription),
      keywords: cleanList(limits.tag, limits.tags),
    }),
    { title: "", description: "", keywords: [] },
  ),
});
export type PostInput = z.infer<typeof postInputSchema>;

export const postListQuerySchema = z.object({
  status: z.optional(z.enum([...postStatuses, "all"], { error: "validation.status" })),
  category: z.optional(z.string().check(z.trim(), z.maxLength(limits.name, "validation.tooLong"))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(limits.search, "validation.tooLong"))),
  page: z._default(
    z.coerce.number({ error: "validation.number" }).check(z.int("validation.number"), z.minimum(1, "validation.number")),
    1,
  ),
  limit: z._default(
    z.coerce
      .number({ error: "validation.number" })
      .check(z.int("validation.number"), z.minimum(1, "validation.number"), z.maximum(limits.pageSize, "validation.tooMany")),
    10,
  ),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const applicationInputSchema = z.object({
  name: requiredText(limits.name),
  email: emailField,
  message: requiredText(limits.message),
  phoneNumber: phoneField,
  businessName: requiredText(limits.businessName),
  [honeypotFieldName]: honeypotField,
});
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

/** The spec's contact form, with EmailJS's template field names. */
export const contactMessageSchema = z.object({
  user_name: requiredText(limits.name),
  user_email: emailField,
  subject: requiredText(limits.subject),
  message: requiredText(limits.message),
  [honeypotFieldName]: honeypotField,
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** Staff mark an inbox message read or unread. */
export const contactMessageReadSchema = z.object({
  read: z.boolean({ error: "validation.boolean" }),
});

export const newsletterSchema = z.object({
  email: emailField,
  [honeypotFieldName]: honeypotField,
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
