import { dashboardContract } from "../../common/contract/dashboard";
import { activityPageSize } from "../../common/dashboard";
import { listActivity } from "../db/activity.server";
import { listArticles } from "../db/articles.server";
import { dashboardStats } from "../db/dashboard.server";
import { implement } from "./operation.server";

/** The admin's first screen and the activity log (the endpoints: common/contract/dashboard.ts). */
export const dashboardOperations = implement(dashboardContract, {
  getDashboard: {
    async handle(_request, { db }) {
      const [stats, recent, activity] = await Promise.all([
        dashboardStats(db),
        listArticles(db, { page: 1, limit: 5 }),
        listActivity(db, { limit: 10 }),
      ]);
      return { status: 200, body: { stats, recentArticles: recent.articles, activity: activity.items } };
    },
  },
  listActivity: {
    async handle({ query: { subject, actor, page } }, { db }) {
      const { items, total } = await listActivity(db, {
        limit: activityPageSize,
        offset: (page - 1) * activityPageSize,
        subject,
        actorId: actor,
      });
      return { status: 200, body: { items, page, pages: Math.ceil(total / activityPageSize), total } };
    },
  },
});
