import { type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import { currentUser } from "../auth/require-staff.server";
import { listNotifications, markNotificationsSeen } from "../db/notifications.server";
import type { DB } from "../db/schema.server";

/** The header's bell, for every signed-in user: each sees the kinds their role may open. */
export function notificationsRouter(db: Kysely<DB>, requireStaff: RequestHandler): Router {
  const router = Router();

  router.get("/notifications", requireStaff, async (_req, res) => {
    res.json(await listNotifications(db, currentUser(res)));
  });

  router.post("/notifications/seen", requireStaff, async (_req, res) => {
    await markNotificationsSeen(db, currentUser(res).id);
    res.status(204).end();
  });

  return router;
}
