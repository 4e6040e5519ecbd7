import {
  type ActivityPage,
  activityPageSchema,
  activityPageSize,
  activityQuerySchema,
  type Dashboard,
  dashboardSchema,
} from "../../common/dashboard";
import { listActivity } from "../db/activity.server";
import { dashboardStats } from "../db/dashboard.server";
import { listArticles } from "../db/articles.server";
import { answer, error, operation } from "./operation.server";

/** The admin's first screen (four figures, the latest posts and activity) and the activity log. */
export const dashboardOperations = [
  operation({
    method: "get",
    path: "/dashboard",
    operationId: "getDashboard",
    summary:
      "The admin dashboard: figures with their change against the previous 30 days, latest articles, latest activity",
    role: "admin",
    responses: { "200": answer("Dashboard", dashboardSchema) },
    async handle({ res }, { db }) {
      const [stats, recent, activity] = await Promise.all([
        dashboardStats(db),
        listArticles(db, { page: 1, limit: 5 }),
        listActivity(db, { limit: 10 }),
      ]);
      res.json({ stats, recentArticles: recent.articles, activity: activity.items } satisfies Dashboard);
    },
  }),
  /** The whole log, a page at a time, by subject or by who did it. */
  operation({
    method: "get",
    path: "/activity",
    operationId: "listActivity",
    summary: "The activity log, newest first, 30 a page: who changed what, when",
    role: "admin",
    query: activityQuerySchema,
    responses: { "200": answer("A page of the log", activityPageSchema), "400": error("Invalid filter or page") },
    async handle({ res, query: { subject, actor, page } }, { db }) {
      const { items, total } = await listActivity(db, {
        limit: activityPageSize,
        offset: (page - 1) * activityPageSize,
        subject,
        actorId: actor,
      });
      res.json({ items, page, pages: Math.ceil(total / activityPageSize), total } satisfies ActivityPage);
    },
  }),
];
