import { type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import { notificationsSeenInputSchema } from "../../common/notifications";
import { currentUser } from "../auth/require-staff.server";
import { listNotifications, markNotificationsSeen } from "../db/notifications.server";
import type { DB } from "../db/schema.server";
import { jsonBody, parseBody } from "./http.server";

/** The header's bell, for every signed-in user: each sees the kinds their role may open. */
export function notificationsRouter(db: Kysely<DB>, requireStaff: RequestHandler): Router {
  const router = Router();

  router.get("/notifications", requireStaff, async (_req, res) => {
    res.json(await listNotifications(db, currentUser(res)));
  });

  router.post("/notifications/seen", requireStaff, ...jsonBody("1kb"), async (req, res) => {
    const { until } = parseBody(notificationsSeenInputSchema, req);
    await markNotificationsSeen(db, currentUser(res).id, until);
    res.status(204).end();
  });

  return router;
}
