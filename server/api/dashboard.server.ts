import { type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import { type ActivityPage, activityPageSize, activityQuerySchema, type Dashboard } from "../../common/dashboard";
import { listActivity } from "../db/activity.server";
import { dashboardStats } from "../db/dashboard.server";
import { listPosts } from "../db/posts.server";
import type { DB } from "../db/schema.server";
import { parseInput } from "./http.server";

/** The admin's first screen (four figures, the latest posts and activity) and the activity log. */
export function dashboardRouter(db: Kysely<DB>, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.get("/dashboard", requireAdmin, async (_req, res) => {
    const [stats, recent, activity] = await Promise.all([
      dashboardStats(db),
      listPosts(db, { page: 1, limit: 5 }),
      listActivity(db, { limit: 10 }),
    ]);
    res.json({ stats, recentPosts: recent.posts, activity: activity.items } satisfies Dashboard);
  });

  /** The whole log, a page at a time, by subject or by who did it. */
  router.get("/activity", requireAdmin, async (req, res) => {
    const { subject, actor, page } = parseInput(activityQuerySchema, req.query);
    const { items, total } = await listActivity(db, {
      limit: activityPageSize,
      offset: (page - 1) * activityPageSize,
      subject,
      actorId: actor,
    });
    res.json({ items, page, pages: Math.ceil(total / activityPageSize), total } satisfies ActivityPage);
  });
  return router;
}
