import { notificationsSchema, notificationsSeenInputSchema } from "../notifications";
import { answer, endpoint } from "./endpoint";

/** The header's bell, for every signed-in user: each sees the kinds their role may open. */
export const notificationContract = {
  listNotifications: endpoint({
    method: "get",
    path: "/notifications",
    operationId: "listNotifications",
    summary: "What came in since the user last opened the notifications, of the kinds their role sees",
    role: "staff",
    responses: { "200": answer("Notifications", notificationsSchema) },
  }),
  markNotificationsSeen: endpoint({
    method: "post",
    path: "/notifications/seen",
    operationId: "markNotificationsSeen",
    summary: "Everything up to the newest item the bell showed counts as seen",
    role: "staff",
    body: {
      name: "NotificationsSeenInput",
      schema: notificationsSeenInputSchema,
      limit: "1kb",
      example: { until: "2026-11-28T09:30:00.000Z" },
    },
    responses: { "204": answer("Marked") },
  }),
};
