// Staff accounts as the API shows them, and signing in.
import * as z from "zod/mini";
import { emailField, id, limits, timestamp } from "./fields";

export const loginInputSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "validation.required" })
    .check(z.minLength(1, "validation.required"), z.maxLength(limits.password, "validation.tooLong")),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** A user as the API shows it: never the password hash. */
export const userSchema = z.strictObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: timestamp,
});
export type User = z.infer<typeof userSchema>;

/** The answer to a successful sign-in: the bearer token for admin calls, and who it is. */
export const loginAnswerSchema = z.strictObject({
  token: z.string(),
  user: userSchema,
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
