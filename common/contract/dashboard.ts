import { activityPageSchema, activityQuerySchema, dashboardSchema } from "../dashboard";
import { answer, endpoint, error } from "./endpoint";

/** The admin's first screen (four figures, the latest posts and activity) and the activity log. */
export const dashboardContract = {
  getDashboard: endpoint({
    method: "get",
    path: "/dashboard",
    operationId: "getDashboard",
    summary:
      "The admin dashboard: figures with their change against the previous 30 days, latest articles, latest activity",
    role: "admin",
    responses: { "200": answer("Dashboard", dashboardSchema) },
  }),
  /** The whole log, a page at a time, by subject or by who did it. */
  listActivity: endpoint({
    method: "get",
    path: "/activity",
    operationId: "listActivity",
    summary: "The activity log, newest first, 30 a page: who changed what, when",
    role: "admin",
    query: activityQuerySchema,
    responses: { "200": answer("A page of the log", activityPageSchema), "400": error("Invalid filter or page") },
  }),
};
