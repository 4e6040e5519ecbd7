// The answers that belong to no entity: the error every endpoint may give, and health.
import * as z from "zod/mini";

/** Every error: a message in the visitor's language; `errors` names the invalid fields. */
export const errorAnswerSchema = z.strictObject({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

export const healthyAnswerSchema = z.strictObject({ status: z.literal("ok") });

export const unhealthyAnswerSchema = z.strictObject({ status: z.literal("unavailable"), message: z.string() });
