// The header's bell: what came in since the user last opened it.
import * as z from "zod/mini";
import { count, id, timestamp } from "./fields";

export const notificationKinds = ["application", "message", "comment", "logoOrder"] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.strictObject({
  kind: z.enum(notificationKinds),
  _id: id,
  /** Who sent it: the applicant, the message's sender, the comment's author, the logo's business. */
  title: z.string(),
  createdAt: timestamp,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.strictObject({
  /** The newest few, newest first. */
  items: z.array(notificationSchema),
  /** How many came in since the user last looked, of the kinds their role sees. */
  unseen: count,
});
export type Notifications = z.infer<typeof notificationsSchema>;

/**
 * Opening the bell: the newest item it showed. That item and everything before it count
 * as seen; what came in after the list was loaded stays new.
 */
export const notificationsSeenInputSchema = z.strictObject({ until: timestamp });
export type NotificationsSeenInput = z.infer<typeof notificationsSeenInputSchema>;
