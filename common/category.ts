// Blog categories: what staff send and what the API answers.
import * as z from "zod/mini";
import { count, id, limits, optionalText, requiredText, timestamp } from "./fields";

export const categoryInputSchema = z.object({
  name: requiredText(limits.name),
  description: optionalText(limits.categoryDescription),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const categorySchema = z.strictObject({
  _id: id,
  name: z.string(),
  description: z.string(),
  /** Every post in the category, drafts included. */
  postCount: count,
  createdAt: timestamp,
});
export type Category = z.infer<typeof categorySchema>;
