import { type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import type { Dashboard } from "../../common/dashboard";
import { listActivity } from "../db/activity.server";
import { dashboardStats } from "../db/dashboard.server";
import { listPosts } from "../db/posts.server";
import type { DB } from "../db/schema.server";

/** The admin's first screen: four figures, the latest posts and the latest activity. */
export function dashboardRouter(db: Kysely<DB>, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.get("/dashboard", requireAdmin, async (_req, res) => {
    const [stats, recent, activity] = await Promise.all([
      dashboardStats(db),
      listPosts(db, { page: 1, limit: 5 }),
      listActivity(db, 10),
    ]);
    res.json({ stats, recentPosts: recent.posts, activity } satisfies Dashboard);
  });
  return router;
}
