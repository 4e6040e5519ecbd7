// Blog categories: what staff send and what the API answers.
import * as z from "zod/mini";
import { count, id, limits, optionalText, requiredText, timestamp } from "./fields";
import type { Language } from "./i18n/languages";

/** The languages a category holds besides English, in its `translations` (decision 019). */
export const categoryTranslationLanguages = ["tr", "ru", "az"] as const satisfies readonly Language[];
export type CategoryTranslationLanguage = (typeof categoryTranslationLanguages)[number];

export interface CategoryText {
  name: string;
  description: string;
}
/** A category's name and description in tr, ru and az; a missing language falls back to English. */
export type CategoryTranslations = Partial<Record<CategoryTranslationLanguage, CategoryText>>;

const translationInput = z.optional(
  z.object({
    name: optionalText(limits.name),
    description: optionalText(limits.categoryDescription),
  }),
);

export const categoryInputSchema = z.object({
  name: requiredText(limits.name),
  description: optionalText(limits.categoryDescription),
  /**
   * A language whose name is left blank is stored as not translated; an update without
   * `translations` keeps the stored ones.
   */
  translations: z.optional(z.object({ tr: translationInput, ru: translationInput, az: translationInput })),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const categorySchema = z.strictObject({
  _id: id,
  name: z.string(),
  description: z.string(),
  translations: z.strictObject({
    tr: z.optional(z.strictObject({ name: z.string(), description: z.string() })),
    ru: z.optional(z.strictObject({ name: z.string(), description: z.string() })),
    az: z.optional(z.strictObject({ name: z.string(), description: z.string() })),
  }),
  /** Every post in the category, drafts included. */
  postCount: count,
  createdAt: timestamp,
});
export type Category = z.infer<typeof categorySchema>;
