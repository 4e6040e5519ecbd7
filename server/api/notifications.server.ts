import { notificationContract } from "../../common/contract/notifications";
import { currentUser } from "../auth/require-staff.server";
import { listNotifications, markNotificationsSeen } from "../db/notifications.server";
import { implement } from "./operation.server";

/** The header's bell (the endpoints: common/contract/notifications.ts). */
export const notificationOperations = implement(notificationContract, {
  listNotifications: {
    handle: async ({ res }, { db }) => ({ status: 200, body: await listNotifications(db, currentUser(res)) }),
  },
  markNotificationsSeen: {
    async handle({ res, body: { until } }, { db }) {
      await markNotificationsSeen(db, currentUser(res).id, until);
      return { status: 204 };
    },
  },
});
