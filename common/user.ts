// Staff accounts as the API shows them, signing in, and what admins and users change.
import * as z from "zod/mini";
import { emailField, id, imageUrlField, limits, optionalText, requiredText, timestamp } from "./fields";

/** Admin: everything. Editor: posts, categories, media and comments only. */
export const roles = ["admin", "editor"] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles, { error: "validation.role" });

export const minPasswordLength = 10;

/** A password someone chooses: long enough to resist guessing, short enough to hash quickly. */
export const newPasswordField = z
  .string({ error: "validation.required" })
  .check(
    z.minLength(1, "validation.required"),
    z.minLength(minPasswordLength, "validation.passwordTooShort"),
    z.maxLength(limits.password, "validation.tooLong"),
  );

export const loginInputSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "validation.required" })
    .check(z.minLength(1, "validation.required"), z.maxLength(limits.password, "validation.tooLong")),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/**
 * A staff member's short bio as the author of posts, per language (decision 039); a
 * language left empty shows the English one.
 */
export const authorBioSchema = z.object({
  en: optionalText(limits.bio),
  tr: optionalText(limits.bio),
  ru: optionalText(limits.bio),
  az: optionalText(limits.bio),
});
export type AuthorBio = z.infer<typeof authorBioSchema>;

/** What a staff member shows as an author: the bio and a photo from the media library. */
export const authorProfileInputSchema = z.object({
  bio: z._default(authorBioSchema, { en: "", tr: "", ru: "", az: "" }),
  photo: z.pipe(
    z._default(z.nullable(imageUrlField), null),
    z.transform((value: string | null) => value || null),
  ),
});
export type AuthorProfileInput = z.infer<typeof authorProfileInputSchema>;

/** A user as the API shows it: never the password hash. */
export const userSchema = z.strictObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  /** False once an admin deactivates the account: it cannot sign in. */
  active: z.boolean(),
  /** The author page's address: `/blog/author/<slug>`. */
  slug: z.string(),
  bio: z.strictObject({ en: z.string(), tr: z.string(), ru: z.string(), az: z.string() }),
  photo: z.nullable(z.string()),
  createdAt: timestamp,
});
export type User = z.infer<typeof userSchema>;

/**
 * A sign-in that is done: the bearer token for admin calls, and who it is;
 * `twoFactorSetupRequired` when admins require two-factor sign-in and the user has none yet.
 */
export const signedInAnswerSchema = z.strictObject({
  token: z.string(),
  user: userSchema,
  twoFactorSetupRequired: z.optional(z.boolean()),
});
export type SignedInAnswer = z.infer<typeof signedInAnswerSchema>;

/** The answer to a right password: signed in, or, with two-factor sign-in on, a challenge for the code step. */
export const loginAnswerSchema = z.union([signedInAnswerSchema, z.strictObject({ twoFactorChallenge: z.string() })]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/**
 * A new staff account. Without a password the server makes one and answers it once, for
 * the admin to hand over.
 */
export const userInputSchema = z.object({
  name: requiredText(limits.name),
  email: emailField,
  role: roleSchema,
  password: z.optional(z.union([z.literal(""), newPasswordField])),
});
export type UserInput = z.infer<typeof userInputSchema>;

/** What an admin changes on an account: its role, or whether it may sign in. */
export const userAccessInputSchema = z.object({
  role: z.optional(roleSchema),
  active: z.optional(z.boolean({ error: "validation.boolean" })),
});
export type UserAccessInput = z.infer<typeof userAccessInputSchema>;

/** An admin's password reset: a chosen password, or none for the server to make one. */
export const passwordResetInputSchema = z.object({
  password: z.optional(z.union([z.literal(""), newPasswordField])),
});
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;

/** A created account or a reset password, with the password to hand over when the server made it. */
export const userWithPasswordSchema = z.strictObject({
  user: userSchema,
  password: z.optional(z.string()),
});
export type UserWithPassword = z.infer<typeof userWithPasswordSchema>;

/** A post's author as the public pages show them: the bio in the page's language. */
export interface AuthorOnPage {
  id: string;
  name: string;
  /** Their page: `/blog/author/<slug>`. */
  slug: string;
  photo: string | null;
  /** In the page's language, the English one without it; may be empty. */
  bio: string;
}

/** A staff member as the post editor's author picker lists them: the active ones. */
export const authorSchema = z.strictObject({ _id: id, name: z.string(), role: roleSchema });
export type Author = z.infer<typeof authorSchema>;

/**
 * A user's change to their own profile: the name, the author's bio and photo (kept as they
 * are when left out), and a new password only with the current one.
 */
export const profileInputSchema = z
  .object({
    name: requiredText(limits.name),
    bio: z.optional(authorBioSchema),
    photo: z.optional(
      z.pipe(
        z.nullable(imageUrlField),
        z.transform((value: string | null) => value || null),
      ),
    ),
    currentPassword: z.optional(z.string().check(z.maxLength(limits.password, "validation.tooLong"))),
    newPassword: z.optional(z.union([z.literal(""), newPasswordField])),
  })
  .check(
    z.refine((input) => !input.newPassword || Boolean(input.currentPassword), {
      message: "validation.currentPasswordRequired",
      path: ["currentPassword"],
    }),
  );
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** The saved profile (a new password ends the user's other sessions; this one goes on). */
export const profileAnswerSchema = z.strictObject({
  user: userSchema,
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;
