import { notificationsSchema, notificationsSeenInputSchema } from "../../common/notifications";
import { currentUser } from "../auth/require-staff.server";
import { listNotifications, markNotificationsSeen } from "../db/notifications.server";
import { answer, operation } from "./operation.server";

/** The header's bell, for every signed-in user: each sees the kinds their role may open. */
export const notificationOperations = [
  operation({
    method: "get",
    path: "/notifications",
    operationId: "listNotifications",
    summary: "What came in since the user last opened the notifications, of the kinds their role sees",
    role: "staff",
    responses: { "200": answer("Notifications", notificationsSchema) },
    async handle({ res }, { db }) {
      res.json(await listNotifications(db, currentUser(res)));
    },
  }),
  operation({
    method: "post",
    path: "/notifications/seen",
    operationId: "markNotificationsSeen",
    summary: "Everything up to the newest item the bell showed counts as seen",
    role: "staff",
    body: { name: "NotificationsSeenInput", schema: notificationsSeenInputSchema, limit: "1kb" },
    responses: { "204": answer("Marked") },
    async handle({ res, body: { until } }, { db }) {
      await markNotificationsSeen(db, currentUser(res).id, until);
      res.status(204).end();
    },
  }),
];
