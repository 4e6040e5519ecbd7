// A staff member's sign-ins, one per device, as the profile lists them (decision 033).
import * as z from "zod/mini";
import { id, timestamp } from "./fields";

export const sessionSchema = z.strictObject({
  _id: id,
  /** Browser and system ("Chrome on macOS"); empty when the User-Agent told neither. */
  device: z.string(),
  /** The address it signed in from. */
  address: z.string(),
  createdAt: timestamp,
  lastSeenAt: timestamp,
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
