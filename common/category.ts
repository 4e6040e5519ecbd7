// Blog categories: what staff send and what the API answers.
import * as z from "zod/mini";
import { id, limits, optionalText, requiredText, timestamp } from "./fields";

export const categoryInputSchema = z.object({
  name: requiredText(limits.name),
  description: optionalText(limits.categoryDescription),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const categorySchema = z.strictObject({
  _id: id,
  name: z.string(),
  description: z.string(),
  createdAt: timestamp,
});
export type Category = z.infer<typeof categorySchema>;
